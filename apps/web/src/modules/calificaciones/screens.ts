import type { ScreenLoaders } from '../../platform/screens.ts';

/** The grades area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/academicos/digitacion-notas': () => import('./DigitacionPage.tsx'),
  '/academicos/acta-supletoria': () => import('./ActaSupletoriaPage.tsx'),
  '/estudiantes-calificaciones/NotasPeriodoActivo': () => import('./NotasPeriodoPage.tsx'),
};
