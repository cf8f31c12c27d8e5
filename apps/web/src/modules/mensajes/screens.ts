import type { ScreenLoaders } from '../../platform/screens.ts';

/** The mensajes area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/mensajes': () => import('./MensajesPage.tsx'),
  '/administracion-sistema/mensajes': () => import('./EnviarMensajesPage.tsx'),
};
