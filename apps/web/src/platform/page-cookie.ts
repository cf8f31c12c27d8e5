import i18next from 'i18next';
import { pageSessionCookie, pageWidthCookie, wideFrom } from '@claustro/domain/platform/drawn-page';
import { storedDark } from './color-mode.ts';
import { currentLang } from './i18n.ts';
import { decodeToken, sessionStore } from './session-store.ts';

/**
 * Writes the session's access token into the page cookie (`pageSessionCookie`), with which the server
 * draws a signed-in screen for its user; removes it when there is no session, or when the app does
 * not look as the server draws it (Spanish, light), so such a visitor is not shown a drawing the app
 * then replaces. It lives as long as the token, goes only with this site's own requests, and only over
 * HTTPS where the site is.
 */
export function mirrorPageCookie() {
  const token = currentLang() === 'es' && !storedDark() ? sessionStore.token() : null;
  const seconds = Math.max(0, Math.floor((decodeToken(token)?.exp ?? 0) - Date.now() / 1000));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${pageSessionCookie}=${seconds ? token : ''}; Path=/; SameSite=Strict; Max-Age=${seconds}${secure}`;
}

/**
 * Whether the window is wide (the side menu beside the page, MUI's `md`), in a cookie of its own
 * (`pageWidthCookie`): the server draws the shell for the window it will be shown in.
 */
function mirrorWidth(wide: MediaQueryList) {
  document.cookie = `${pageWidthCookie}=${wide.matches ? 'ancha' : 'estrecha'}; Path=/; SameSite=Strict; Max-Age=31536000`;
}

/** Keeps the page cookies in step: now, and at every sign-in, refresh, sign-out, change of language and of the window's width. */
export function keepPageCookie() {
  mirrorPageCookie();
  sessionStore.subscribe(mirrorPageCookie);
  i18next.on('languageChanged', mirrorPageCookie);
  const wide = window.matchMedia(`(min-width: ${wideFrom}px)`);
  mirrorWidth(wide);
  wide.addEventListener('change', () => mirrorWidth(wide));
}
