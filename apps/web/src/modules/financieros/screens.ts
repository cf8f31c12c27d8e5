import type { ScreenLoaders } from '../../platform/screens.ts';

/** Finance's hand-made screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/financieros/cajas-aperturas': () => import('./CajaPage.tsx'),
  '/financieros/retiro-caja': () => import('./RetiroCajaPage.tsx'),
  '/financieros/cobros-servicios': () => import('./CobroPage.tsx'),
  '/financieros/documentos-contables': () => import('./DocumentosPage.tsx'),
  '/financieros/reimprimir-documentos-contables': () => import('./DocumentosPage.tsx').then((m) => ({ default: m.ReimprimirPage })),
  '/financieros/anular-documentos-contables': () => import('./DocumentosPage.tsx').then((m) => ({ default: m.AnularPage })),
  '/financieros/AnularDocumentoContableCajaCerrada': () => import('./DocumentosPage.tsx').then((m) => ({ default: m.AnularCajaCerradaPage })),
  '/financieros/reasignar-ncf': () => import('./DocumentosPage.tsx').then((m) => ({ default: m.ReasignarNcfPage })),
  '/financieros/reportes-recibos/{id}': () => import('./ReciboPdfPage.tsx'),
  '/financieros/reportes-recibos-pos/{id}': () => import('./ReciboPdfPage.tsx').then((m) => ({ default: m.ReciboPosPage })),
  '/financieros/revision-cuotas': () => import('./CuentaPage.tsx'),
  '/financieros/historial-pago-estudiante': () => import('./CuentaPage.tsx').then((m) => ({ default: m.HistorialPagoPage })),
  '/financieros/balance-estudiantes': () => import('./CuentaPage.tsx').then((m) => ({ default: m.BalanceEstudiantesPage })),
  '/financieros/estudiante-autorizacion-inscripcion': () => import('./AutorizacionesPage.tsx'),
  '/financieros/proceso-recargo-estudiantes': () => import('./RecargosPage.tsx'),
  '/financieros/ConsultaAsignacionesBecas': () => import('./DescuentosPage.tsx'),
  '/financieros/transacciones-contables': () => import('./ContabilidadPage.tsx'),
  '/financieros/transacciones-contables-resumen': () => import('./ContabilidadPage.tsx').then((m) => ({ default: m.ResumenPage })),
  '/financieros/transacciones-contables-gp': () => import('./ContabilidadPage.tsx').then((m) => ({ default: m.GpPage })),
  '/financieros/transacciones-contables-inesimed': () => import('./ContabilidadPage.tsx').then((m) => ({ default: m.DiarioPage })),
  '/financieros/reportes-dgii': () => import('./DgiiPage.tsx'),
};
