import type { ScreenLoaders } from '../../platform/screens.ts';

/** Teacher evaluation's screens, by route (its administration is the campaigns' declared screen). */
export const screens: ScreenLoaders = {
  '/evaluacion/evaluacion': () => import('./EvaluacionPage.tsx'),
  '/evaluacion/listadoevaluacion': () => import('./ListadoEvaluacionPage.tsx'),
};
