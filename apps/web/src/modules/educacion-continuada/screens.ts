import type { ScreenLoaders } from '../../platform/screens.ts';

/** Continuing education's hand-made staff screens (the rest are declared catalogues). */
export const screens: ScreenLoaders = {
  '/educacion-continuada/procesar-solicitud': () => import('./ProcesarSolicitudesPage.tsx'),
};

/** Continuing education's public screens (no sign-in), outside the shell. */
export const publicScreens: ScreenLoaders = {
  '/solicitud-inscripcion/nueva': () => import('./SolicitudInscripcionNuevaPage.tsx'),
  '/solicitud-inscripcion': () => import('./SolicitudInscripcionConsultaPage.tsx'),
};
