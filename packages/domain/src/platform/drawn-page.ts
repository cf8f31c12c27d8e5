/**
 * The contract between the web build's drawing of public pages (apps/web/src/entry-server.tsx, built
 * into apps/web/dist-server) and the server that loads it (apps/server/src/platform/http/web-shell.ts).
 */
export interface DrawnPage {
  /** The app's markup, to go inside `<div id="root">`. */
  html: string;
  /** Its styles, as emotion's `<style data-emotion>` tags, to go in the head (the browser's emotion adopts them). */
  styles: string;
}

/** The page at a path drawn with the institution's public settings, or null when it is not drawn. */
export type DrawPublicPage<Config = object> = (path: string, config: Config) => Promise<DrawnPage | null>;

/**
 * The access token as a cookie, for page requests only: with it the server draws a signed-in screen
 * for its user (apps/server/src/platform/http/web-shell.ts). The browser writes it beside the stored
 * session (apps/web/src/platform/session-store.ts); the API never reads it (it takes the
 * `Authorization` header), so it authorises nothing a page could be tricked into sending.
 */
export const pageSessionCookie = 'claustro_pagina';

/** The window's width as the browser last saw it (`ancha` from `wideFrom` px, else `estrecha`): the shell is drawn for it. */
export const pageWidthCookie = 'claustro_pantalla';
/** Where a window is wide: MUI's `md` breakpoint, where the side menu stands beside the page. */
export const wideFrom = 900;

/** A signed-in screen drawn for its user: the page, and the answers it was drawn with. */
export interface DrawnSignedInPage extends DrawnPage {
  /** react-query's dehydrated cache (JSON), which the browser adopts before it hydrates. */
  state: string;
  /** Whether it was drawn for a wide screen (the side menu open beside the page). */
  wide: boolean;
}

/** What the drawing asks the API, answered in-process as the signed-in user (path and query). */
export type DrawingGet = (path: string) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

/** A signed-in screen drawn for the session whose token is given, or null when it is not drawn. */
export type DrawSignedInPage<Config = object> = (
  path: string,
  config: Config,
  session: { token: string; wide: boolean; get: DrawingGet },
) => Promise<DrawnSignedInPage | null>;
