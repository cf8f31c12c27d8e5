import { createBrowserRouter } from 'react-router';
import { appRouteTable, opensSignedIn, patchRoutesOnNavigation, whenInitialized } from './route-table.tsx';

/**
 * The browser's router, made when the app starts rather than as its module loads: making it matches
 * the address and starts loading the screen's code, work that then has a task of its own.
 */
export function createAppRouter() {
  const router = createBrowserRouter(appRouteTable(), { patchRoutesOnNavigation });
  return {
    router,
    /** Resolves once the router has loaded the code of the screen the page opened on (its lazy routes). */
    ready: () => whenInitialized(router),
    /** Whether the page opened on a signed-in screen (one inside the shell). */
    signedInScreen: () => opensSignedIn(router),
  };
}
