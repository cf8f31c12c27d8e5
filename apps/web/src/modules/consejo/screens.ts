import type { ScreenLoaders } from '../../platform/screens.ts';

/** The council's screens, by route (its members are a declared catalogue). */
export const screens: ScreenLoaders = {
  '/consejo-academico/agenda': () => import('./AgendaPage.tsx'),
};
