import type { ScreenLoaders } from '../../platform/screens.ts';

/** The infirmary's screens, by route (its catalogues are the declared ones' screens). */
export const screens: ScreenLoaders = {
  '/enfermeria/expediente': () => import('./ExpedientePage.tsx'),
};
