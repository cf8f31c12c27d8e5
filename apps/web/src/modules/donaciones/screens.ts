import type { ScreenLoaders } from '../../platform/screens.ts';

/** Finance's report of donations. */
export const screens: ScreenLoaders = {
  '/donaciones/reporte-donaciones': () => import('./ReporteDonacionesPage.tsx'),
};

/** The public donation form (no sign-in). */
export const publicScreens: ScreenLoaders = {
  '/donaciones/donaciones': () => import('./DonarPage.tsx'),
};
