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
