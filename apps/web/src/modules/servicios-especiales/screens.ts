import type { ScreenLoaders } from '../../platform/screens.ts';

/** The office's screen of special-services requests. */
export const screens: ScreenLoaders = {
  '/solicitud-servicios-especiales/admin': () => import('./ServiciosAdminPage.tsx'),
};

/** The public request form and its follow-up (no sign-in). */
export const publicScreens: ScreenLoaders = {
  '/solicitud-servicios-especiales': () => import('./SolicitudServicioPage.tsx'),
};
