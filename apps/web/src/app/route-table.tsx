import { matchPath, type DataRouter, type DOMRouterOpts, type RouteObject } from 'react-router';
import { appRoutes as routes } from '@claustro/domain/shell/routes';
import { RequireAccess, Spinner } from './RequireAccess.tsx';
import { handMadeScreens, publicScreens } from './screens.ts';
import LoginPage from '../modules/shell/LoginPage.tsx';
import { NoAccessPage, NotFoundPage } from '../modules/shell/MessagePages.tsx';

/** The spec writes its one route parameter as `{id}`; the router as `:id`. */
const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Hand-made and public screens by lower-case path: the spec spells a few routes with capitals (`/Seleccion/…`, `/ConsultaOficios`). */
const handMadeByPath = new Map(Object.entries(handMadeScreens).map(([path, load]) => [path.toLowerCase(), load]));
const publicByPath = new Map(Object.entries(publicScreens).map(([path, load]) => [path.toLowerCase(), load]));

const notBuilt = async () => ({ Component: (await import('../modules/shell/NotBuiltPage.tsx')).default });

/**
 * A catalogue's screen, drawn from its declaration; a path of the spec with no screen yet says so.
 * The declarations load with the first catalogue opened, never with the first page of all.
 */
async function catalogueOrNotBuilt(key: string) {
  const [{ catalogueScreens }, { default: ResourcePage }] = await Promise.all([
    import('./catalogue-screens.ts'),
    import('../platform/resources/ResourcePage.tsx'),
  ]);
  const def = catalogueScreens.get(key);
  return def ? { Component: () => <ResourcePage def={def} /> } : notBuilt();
}

function screenRoute(path: string): RouteObject {
  const key = path.toLowerCase().replace(/\/\{\w+\}$/, '');
  // A page of its own at a path with a parameter (a record by its id), else the screen of the path without it.
  const handMade = handMadeByPath.get(path.toLowerCase()) ?? handMadeByPath.get(key);
  return { path: routerPath(path), lazy: handMade ? async () => ({ Component: (await handMade()).default }) : () => catalogueOrNotBuilt(key) };
}

const own = new Set(['/login', '/no-access', '*', '/']);
const specPaths = new Set(routes.map((r) => r.path.toLowerCase()));
/** Hand-made screens the spec's route list does not name (its catalogues of "… and others" are found on the way: see below). */
const extraScreens = Object.keys(handMadeScreens).filter((p) => !specPaths.has(p.toLowerCase()));
const signedIn = routes.filter((r) => !r.public && !own.has(r.path));
const publicNotBuilt = routes.filter((r) => r.public && !own.has(r.path) && r.path !== '/login-office365');

function publicRoute(path: string): RouteObject {
  const page = publicByPath.get(path.toLowerCase());
  return page
    ? { path: routerPath(path), lazy: async () => ({ Component: (await page()).default }), HydrateFallback: Spinner }
    : { path: routerPath(path), lazy: notBuilt };
}

/** A path the app knows: its route goes at the top (public pages) or inside the signed-in shell. */
interface Known {
  parent: 'shell' | null;
  path: string;
}

const known = new Map<string, Known>(
  [
    ...publicNotBuilt.map((r): Known => ({ parent: null, path: r.path })),
    ...['/', ...signedIn.map((r) => r.path), ...extraScreens].map((path): Known => ({ parent: 'shell', path })),
  ].map((k) => [k.path.toLowerCase(), k]),
);
/** The few routes with a parameter (a record by its id), matched as the router would. */
const withParameter = [...known.values()].filter((k) => k.path.includes('{'));

/**
 * The route of a path the router does not know yet. The route table starts with the shell's own pages
 * and grows by the paths people visit: building and ranking the spec's three hundred routes at start
 * cost a phone a tenth of a second before the first screen.
 */
async function discover(path: string): Promise<Known | undefined> {
  const key = path
    .split('?')[0]
    .replace(/(.)\/+$/, '$1')
    .toLowerCase();
  const found = known.get(key) ?? withParameter.find((k) => matchPath({ path: routerPath(k.path), end: true }, key));
  if (found) return found;
  // A catalogue the spec's route list does not name gets its route when someone goes there; any
  // other path stays not found.
  const { catalogueScreens } = await import('./catalogue-screens.ts');
  const def = catalogueScreens.get(key);
  return def && { parent: 'shell', path: def.screen };
}

/**
 * The app's routes and how it finds the rest, one table for the browser's router (app/router.tsx) and
 * the server's first render of public pages (entry-server.tsx): both must build the same tree.
 */
export const appRouteTable = (): RouteObject[] => [
  { path: '/login', Component: LoginPage },
  { path: '/no-access', Component: NoAccessPage },
  { path: '/login-office365', lazy: async () => ({ Component: (await import('../modules/shell/Office365Page.tsx')).default }) },
  {
    Component: RequireAccess,
    HydrateFallback: Spinner,
    children: [{ id: 'shell', lazy: async () => ({ Component: (await import('./Layout.tsx')).Layout }), HydrateFallback: Spinner, children: [] }],
  },
  { path: '*', Component: NotFoundPage },
];

export const patchRoutesOnNavigation: NonNullable<DOMRouterOpts['patchRoutesOnNavigation']> = async ({ path, matches, patch }) => {
  // A record's page (a route with a parameter) is found already; anything else matched only the not-found page.
  if (matches.at(-1)?.route.path?.includes(':')) return;
  const found = await discover(path);
  if (found) patch(found.parent, [found.parent ? screenRoute(found.path) : publicRoute(found.path)]);
};

/** Resolves once a router has loaded the code of the screen it opened on (its lazy routes). */
export function whenInitialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Whether a router opened on a signed-in screen (one inside the shell). */
export const opensSignedIn = (router: DataRouter) => router.state.matches.some((m) => m.route.id === 'shell');
