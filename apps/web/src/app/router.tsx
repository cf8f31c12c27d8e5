import { createBrowserRouter, type RouteObject } from 'react-router';
import { appRoutes as routes } from '@claustro/domain/shell/routes';
import { RequireAccess, Spinner } from './RequireAccess.tsx';
import { catalogueScreens, handMadeScreens, publicScreens } from './screens.ts';
import LoginPage from '../modules/shell/LoginPage.tsx';
import { NoAccessPage, NotBuiltPage, NotFoundPage } from '../modules/shell/MessagePages.tsx';

/** The spec writes its one route parameter as `{id}`; the router as `:id`. */
const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Hand-made and public screens by lower-case path: the spec spells a few routes with capitals (`/Seleccion/…`, `/ConsultaOficios`). */
const handMadeByPath = new Map(Object.entries(handMadeScreens).map(([path, load]) => [path.toLowerCase(), load]));
const publicByPath = new Map(Object.entries(publicScreens).map(([path, load]) => [path.toLowerCase(), load]));

function screenRoute(path: string): RouteObject {
  const key = path.toLowerCase().replace(/\/\{\w+\}$/, '');
  // A page of its own at a path with a parameter (a record by its id), else the screen of the path without it.
  const handMade = handMadeByPath.get(path.toLowerCase()) ?? handMadeByPath.get(key);
  const def = catalogueScreens.get(key);
  if (handMade) return { path: routerPath(path), lazy: async () => ({ Component: (await handMade()).default }) };
  if (def) {
    return {
      path: routerPath(path),
      lazy: async () => {
        const { default: ResourcePage } = await import('../platform/resources/ResourcePage.tsx');
        return { Component: () => <ResourcePage def={def} /> };
      },
    };
  }
  return { path: routerPath(path), Component: NotBuiltPage };
}

const own = new Set(['/login', '/no-access', '*', '/']);
const specPaths = new Set(routes.map((r) => r.path.toLowerCase()));
/** Screens the spec's route list does not name: catalogues of its "… and others", and hand-made pages. */
const extraScreens = [...[...catalogueScreens.values()].map((d) => d.screen), ...Object.keys(handMadeScreens)].filter((p) => !specPaths.has(p.toLowerCase()));
const signedIn = routes.filter((r) => !r.public && !own.has(r.path));
const publicNotBuilt = routes.filter((r) => r.public && !own.has(r.path) && r.path !== '/login-office365');

export const router = createBrowserRouter([
  { path: '/login', Component: LoginPage },
  { path: '/no-access', Component: NoAccessPage },
  ...publicNotBuilt.map((r) => {
    const page = publicByPath.get(r.path.toLowerCase());
    return page
      ? { path: routerPath(r.path), lazy: async () => ({ Component: (await page()).default }), HydrateFallback: Spinner }
      : { path: routerPath(r.path), Component: NotBuiltPage };
  }),
  { path: '/login-office365', lazy: async () => ({ Component: (await import('../modules/shell/Office365Page.tsx')).default }) },
  {
    Component: RequireAccess,
    HydrateFallback: Spinner,
    children: [
      {
        lazy: async () => ({ Component: (await import('./Layout.tsx')).Layout }),
        HydrateFallback: Spinner,
        children: [screenRoute('/'), ...signedIn.map((r) => screenRoute(r.path)), ...extraScreens.map((p) => screenRoute(p))],
      },
    ],
  },
  { path: '*', Component: NotFoundPage },
]);
