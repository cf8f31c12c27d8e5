import { createBrowserRouter } from 'react-router';
import { appRouteTable, opensSignedIn, patchRoutesOnNavigation, whenInitialized } from './route-table.tsx';

export const router = createBrowserRouter(appRouteTable(), { patchRoutesOnNavigation });

/** Resolves once the router has loaded the code of the screen the page opened on (its lazy routes). */
export const routerReady = () => whenInitialized(router);

/** Whether the page opened on a signed-in screen (one inside the shell). */
export const signedInScreen = () => opensSignedIn(router);
