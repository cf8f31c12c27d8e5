import type { ScreenLoaders } from '../../platform/screens.ts';

/** The investigacion area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/investigacion/reporte-proyecto-investigacion': () => import('./ReporteProyectosPage.tsx'),
};
