import type { ScreenLoaders } from '../../platform/screens.ts';

/** The registration area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/seleccion/seleccion-asignaturas': () => import('./SeleccionAsignaturasPage.tsx'),
  '/estudiantes/horarios': () => import('./MiHorarioEstudiantePage.tsx'),
  '/seleccion/seleccion-asignaturas-admin': () => import('./SeleccionAdminPage.tsx'),
  '/seleccion/reporte-cupo-secciones': () => import('./ReporteCupoPage.tsx'),
  '/seleccion/extra-credito': () => import('./ExtraCreditoPage.tsx'),
  '/Seleccion/modificar-seleccion': () => import('./ModificarSeleccionPage.tsx'),
  '/horarios/estudiantes': () => import('./HorarioEstudiantePage.tsx'),
  '/horario/asignar-bloque-estudiante': () => import('./AsignarBloquePage.tsx'),
  '/seleccion/agregar-asignaturas-grupo': () => import('./AgregarGrupoPage.tsx'),
  '/seleccion/generar-oferta': () => import('./GenerarOfertaPage.tsx'),
  '/seleccion/genera-horario-oferta': () => import('./HorarioOfertaPage.tsx'),
};
