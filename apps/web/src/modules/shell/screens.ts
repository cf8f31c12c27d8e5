import type { ScreenLoaders } from '../../platform/screens.ts';

/** The shell area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/': () => import('./HomePage.tsx'),
  '/seguridad/cambiar-clave': () => import('./ChangePasswordPage.tsx'),
  '/datos-personales': () => import('./PersonalDataPage.tsx'),
  '/generales/generar-carnet': () => import('./CarnetPage.tsx'),
};
