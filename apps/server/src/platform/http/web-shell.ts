import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from '@claustro/domain/registry';

/** What the web build wrote (apps/web/scripts/route-preloads.ts): the files each screen's code needs. */
export interface RoutePreloads {
  /** The signed-in shell's layout, under every signed-in screen. */
  shell: string[];
  /** A catalogue's screen, drawn from its declaration. */
  catalogue: string[];
  /** Signed-in and public screens by lower-case route (`{id}` where the route takes one). */
  screens: Record<string, string[]>;
  publicScreens: Record<string, string[]>;
  /** What a screen asks the server for first, by lower-case route (apps/web/src/app/first-gets.ts). */
  firstGets?: Record<string, string[]>;
}

const catalogueScreens = new Set(resources.map((r) => r.screen.toLowerCase()));

/** The path a page was asked for, as the screen maps key it: lower case, no query, no trailing slash. */
const pathOf = (url: string) => url.split(/[?#]/)[0].replace(/\/+$/, '').toLowerCase() || '/';

/** A screen map's entry for a path: its own route, or a route with a parameter that the path fills. */
function lookup(map: Record<string, string[]>) {
  const patterns = Object.entries(map)
    .filter(([route]) => route.includes('{'))
    .map(([route, files]) => ({ pattern: new RegExp(`^${route.replace(/\{\w+\}/g, '[^/]+')}$`), files }));
  return (path: string) => map[path] ?? patterns.find((p) => p.pattern.test(path))?.files;
}

/** The files the screen at a path needs before it can draw: none for a path that is no screen. */
export function preloadsFor(preloads: RoutePreloads) {
  const publicScreen = lookup(preloads.publicScreens);
  const screen = lookup(preloads.screens);
  return (url: string): string[] => {
    const path = pathOf(url);
    const own = publicScreen(path);
    if (own) return own;
    const signedIn = screen(path) ?? (catalogueScreens.has(path) ? preloads.catalogue : undefined);
    return signedIn ? [...new Set([...preloads.shell, ...signedIn])] : [];
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The institution as its page shows it before the app has drawn: its name, logo and colour. */
export interface Brand {
  name: string;
  logo: string;
  color: string;
}

/**
 * The app's page for a path: index.html with the institution's name, logo and colour written in
 * (shown while the app loads), naming the screen's files as module preloads, so the browser fetches them
 * alongside the entry script instead of discovering them only after it has run, and the GETs the
 * screen makes first, which index.html starts at once (a `first-gets` meta, read by its first script).
 */
export function webShell(dist: string, brand: Brand): (url: string) => string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
    .replace('<title>Claustro</title>', `<title>${escapeHtml(brand.name)}</title>`)
    .replace('class="boot-logo" src="/logo.svg"', `class="boot-logo" src="${escapeHtml(brand.logo)}"`)
    .replaceAll('#0059b3', /^#[0-9a-f]{6}$/i.test(brand.color) ? brand.color : '#0059b3');
  const file = join(dist, 'route-preloads.json');
  if (!existsSync(file)) return () => html;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const filesOf = preloadsFor(preloads);
  return (url) => {
    const path = pathOf(url);
    const links = filesOf(path).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`);
    const gets = preloads.firstGets?.[path];
    let page = links.length ? html.replace('</head>', `${links.join('')}</head>`) : html;
    if (gets?.length) {
      // A signed-in screen's GETs need the session: the page asks them only with a live token.
      const signedIn = preloads.publicScreens[path] ? '' : ' data-signed-in';
      page = page.replace('<head>', `<head><meta name="first-gets" content="${escapeHtml(gets.join(' '))}"${signedIn}>`);
    }
    return page;
  };
}
