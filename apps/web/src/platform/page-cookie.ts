import i18next from 'i18next';
import { pageSessionCookie } from '@claustro/domain/platform/drawn-page';
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

/** Keeps the page cookie in step: now, and at every sign-in, refresh, sign-out and change of language. */
export function keepPageCookie() {
  mirrorPageCookie();
  sessionStore.subscribe(mirrorPageCookie);
  i18next.on('languageChanged', mirrorPageCookie);
}
