import type { ScreenLoaders } from '../../platform/screens.ts';

/** Surveys' screens, by route (questions, templates, groups and states are declared catalogues). */
export const screens: ScreenLoaders = {
  '/analisis-gestion/encuestas': () => import('./EncuestasPage.tsx'),
  '/encuestas': () => import('./MisEncuestasPage.tsx'),
};
