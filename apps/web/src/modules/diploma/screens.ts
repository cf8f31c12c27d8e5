import type { ScreenLoaders } from '../../platform/screens.ts';

/** The diplomas' screens, by route (their kinds are a declared catalogue, shown with the diplomas issued). */
export const screens: ScreenLoaders = {
  '/diploma/firmas': () => import('./FirmasPage.tsx'),
  '/diploma/configuracion': () => import('./ConfiguracionPage.tsx'),
  '/diploma/tipo-diploma': () => import('./TiposDiplomaPage.tsx'),
};
