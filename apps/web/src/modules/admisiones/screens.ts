import type { ScreenLoaders } from '../../platform/screens.ts';

/** The admisiones area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/academicos/solicitud-admision': () => import('./SolicitudesPage.tsx'),
  '/generales/buzon-sugerencias': () => import('./BuzonSugerenciasPage.tsx'),
  '/academicos/pruebas-admision': () => import('./PruebasAdmisionPage.tsx'),
  '/academicos/comite-admisiones': () => import('./SolicitudesPage.tsx').then((m) => ({ default: m.ComitePage })),
};

/** Public screens (no sign-in), outside the shell. */
export const publicScreens: ScreenLoaders = {
  '/solicitud-admision/nueva': () => import('./SolicitudNuevaPage.tsx'),
  '/solicitud-admision': () => import('./SolicitudConsultaPage.tsx'),
  '/sugerencias': () => import('./SugerenciasPage.tsx'),
  '/consulta/estudiante-egresado': () => import('./ConsultaEgresadoPage.tsx'),
  '/academicos/estudiantes-datos-personales': () => import('./DatosEstudiantePage.tsx'),
  '/academicos/procesamiento-datos-estudiantes': () => import('./ProcesamientoDatosPage.tsx'),
};
