import type { ScreenLoaders } from '../../platform/screens.ts';

/** The planta-fisica area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/planta-fisica/configuracion-correo-smtp': () => import('./CorreoSmtpPage.tsx'),
};
