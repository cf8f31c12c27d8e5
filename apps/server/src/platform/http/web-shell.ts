import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resources } from '@claustro/domain/registry';
import type { DrawnPage, DrawnSignedInPage, DrawPublicPage, DrawSignedInPage } from '@claustro/domain/platform/drawn-page';
import type { PageVisitor } from './page-visitor.ts';

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

/** A public page drawn by the server (apps/web/src/entry-server.tsx): its markup and its styles. */
export type DrawPage = (path: string) => Promise<DrawnPage | null>;

/** A signed-in screen drawn for a visitor with a session. */
export type DrawForVisitor = (path: string, visitor: PageVisitor) => Promise<DrawnSignedInPage | null>;

/**
 * The app's page for a URL (drawn for the visitor where it may be); `drawAll` draws every public page
 * ahead of its first visit; `drawsForVisitor` says whether a URL's page would be drawn for a visitor
 * with a session (the request's session is checked only then).
 */
export type WebShell = ((url: string, visitor?: PageVisitor) => Promise<string>) & {
  drawAll(): Promise<unknown>;
  drawsForVisitor(url: string): boolean;
};

const boot = /\s*<!--boot:[\s\S]*<!--\/boot-->\s*/;

/**
 * The app's page for a path: index.html with the institution's name, logo and colour written in
 * (shown while the app loads), naming the screen's files as module preloads, so the browser fetches them
 * alongside the entry script instead of discovering them only after it has run, and the GETs the
 * screen makes first, which index.html starts at once (a `first-gets` meta, read by its first script).
 * A public page at its own address arrives drawn (`drawnPages`).
 */
export function webShell(dist: string, brand: Brand, draw?: DrawPage, drawForVisitor?: DrawForVisitor): WebShell {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
    .replace('<title>Claustro</title>', `<title>${escapeHtml(brand.name)}</title>`)
    .replace('class="boot-logo" src="/logo.svg"', `class="boot-logo" src="${escapeHtml(brand.logo)}"`)
    .replaceAll('#0059b3', /^#[0-9a-f]{6}$/i.test(brand.color) ? brand.color : '#0059b3');
  const file = join(dist, 'route-preloads.json');
  if (!existsSync(file)) return Object.assign(async () => html, { drawAll: async () => undefined, drawsForVisitor: () => false });
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const filesOf = preloadsFor(preloads);
  const undrawn = (path: string) => {
    const links = filesOf(path).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`);
    const gets = preloads.firstGets?.[path];
    const page = links.length ? html.replace('</head>', `${links.join('')}</head>`) : html;
    if (!gets?.length) return page;
    // A signed-in screen's GETs need the session: the page asks them only with a live token.
    const signedIn = preloads.publicScreens[path] ? '' : ' data-signed-in';
    return page.replace('<head>', `<head><meta name="first-gets" content="${escapeHtml(gets.join(' '))}"${signedIn}>`);
  };
  const drawn = drawnPages(preloads, boot.test(html) ? draw : undefined, undrawn);
  // Every signed-in screen at its own address is drawn for its user (its files are the shell's and its own).
  const publicScreen = lookup(preloads.publicScreens);
  const drawsForVisitor = (url: string) =>
    !!drawForVisitor && boot.test(html) && !/[?#]/.test(url) && !publicScreen(pathOf(url)) && filesOf(pathOf(url)).length > 0;
  const shell = async (url: string, visitor?: PageVisitor) => {
    const path = pathOf(url);
    if (visitor && drawsForVisitor(url)) {
      const own = await Promise.race([drawForVisitor!(path, visitor), giveUp()]);
      if (own) return withVisitorsDrawing(undrawn(path), own, visitor);
    }
    return drawn.paths.has(path) && !/[?#]/.test(url) ? drawn(path) : undrawn(path);
  };
  return Object.assign(shell, { drawAll: () => Promise.all([...drawn.paths].map(drawn)), drawsForVisitor });
}

/**
 * How long a page waits for its drawing for a visitor (its calls answered, rendered): past that it is
 * sent undrawn and the browser draws it, as it would have. Drawings for visitors run one at a time.
 */
const visitorDrawingMs = 2500;
const giveUp = () => new Promise<null>((done) => setTimeout(() => done(null), visitorDrawingMs).unref());

/**
 * A signed-in screen drawn for its visitor: the session it shows (`data-drawn-for`, which the browser
 * checks against its own before it hydrates), the screen's width it was drawn for, and the answers it
 * was drawn with (JSON, with `<` escaped so no answer can close the script).
 */
function withVisitorsDrawing(page: string, own: DrawnSignedInPage, visitor: PageVisitor): string {
  const state = own.state.replace(/</g, '\\u003c');
  return withDrawing(page, own)
    .replace(
      '<div id="root" data-ssr inert>',
      `<div id="root" data-ssr inert data-drawn-for="${escapeHtml(visitor.drawnFor)}"${own.wide ? ' data-drawn-wide' : ''}>`,
    )
    .replace('</body>', () => `<script type="application/json" id="drawn-state">${state}</script></body>`);
}

const preloadLink = /<link rel="(?:module)?preload"[^>]*>\s*/g;

/**
 * A page with the server's drawing where the loading screen was. `data-ssr` tells the app to hydrate
 * it, and it stays `inert` until the app has taken it over (apps/web/src/main.tsx). Its first paint
 * shares the link with nothing: the files and GETs the page would preload start once it is on screen
 * (a `<template id="after-paint">` and `meta name="drawn"`, read by the start script of
 * apps/web/scripts/paint-first.ts and by index.html), for the app that makes it usable.
 */
function withDrawing(page: string, own: DrawnPage): string {
  const links = page.match(preloadLink) ?? [];
  return page
    .replace(preloadLink, '')
    .replace('<head>', '<head><meta name="drawn">')
    .replace('</head>', () => `${own.styles}<template id="after-paint">${links.join('')}</template></head>`)
    .replace('<div id="root">', '<div id="root" data-ssr inert>')
    .replace(boot, () => own.html);
}

/**
 * Public pages drawn once each and kept, ready to send: they are the same for every visitor (nothing
 * stored, no data yet), so a visit costs no rendering. Only the public screens' own paths (sign-in and
 * the public forms), so no address someone makes up fills the memory; a page address with a query is
 * left to the browser, whose screen may read it. A page that cannot be drawn is sent as before.
 */
function drawnPages(preloads: RoutePreloads, draw: DrawPage | undefined, undrawn: (path: string) => string) {
  const pages = new Map<string, Promise<string>>();
  const paths = new Set(draw ? ['/login', ...Object.keys(preloads.publicScreens).filter((p) => !p.includes('{'))] : []);
  const drawn = (path: string): Promise<string> => {
    let page = pages.get(path);
    if (!page) {
      page = draw!(path).then((own) => (own ? withDrawing(undrawn(path), own) : undrawn(path)));
      pages.set(path, page);
    }
    return page;
  };
  return Object.assign(drawn, { paths });
}

/**
 * The server's drawing of public pages, when the web build made it (`apps/web/dist-server`, beside
 * `dist`): loaded with the first public page asked for. A page it fails to draw is reported and sent
 * undrawn: the browser draws it, as it does every other page.
 */
export function drawFromBuild(
  dist: string,
  config: object,
  report: (err: unknown, path: string) => void,
): { draw: DrawPage; drawForVisitor: DrawForVisitor } | undefined {
  const entry = join(dist, '../dist-server/entry-server.js');
  if (!existsSync(entry)) return undefined;
  let module: Promise<{ drawPublicPage: DrawPublicPage; drawSignedInPage: DrawSignedInPage }> | undefined;
  const load = () => (module ??= import(pathToFileURL(entry).href));
  const reported = async <T>(path: string, work: () => Promise<T | null>): Promise<T | null> => {
    try {
      return await work();
    } catch (err) {
      report(err, path);
      return null;
    }
  };
  return {
    draw: (path) => reported(path, async () => (await load()).drawPublicPage(path, config)),
    drawForVisitor: (path, visitor) => reported(path, async () => (await load()).drawSignedInPage(path, config, visitor)),
  };
}
