import type { ScreenLoaders } from '../../platform/screens.ts';

/** Continuing education's public screens (no sign-in), outside the shell; its staff screens are declared catalogues. */
export const publicScreens: ScreenLoaders = {
  '/solicitud-inscripcion/nueva': () => import('./SolicitudInscripcionNuevaPage.tsx'),
  '/solicitud-inscripcion': () => import('./SolicitudInscripcionConsultaPage.tsx'),
};
