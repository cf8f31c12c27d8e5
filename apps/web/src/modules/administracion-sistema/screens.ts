import type { ScreenLoaders } from '../../platform/screens.ts';

/** The administracion-sistema area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/administracion-sistema/carreras-accesos-usuarios': () => import('./CarrerasAccesosPage.tsx'),
};
