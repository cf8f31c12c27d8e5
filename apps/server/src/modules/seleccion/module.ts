import { defineModule } from '../../platform/module.ts';
import { seleccionRoutes } from './seleccion.routes.ts';
import { seleccionService, type HoldProvider, type SeleccionService } from './seleccion.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    seleccion: SeleccionService;
  }
}

/** Holds on registration: finance, evaluation and registry add theirs here as they are built. */
const holds: HoldProvider[] = [];

/** Selection (spec §2 Selection): students' registration of sections, seats taken atomically. */
export const seleccionModule = defineModule({
  name: 'seleccion',
  services: ({ database, access, services }) => ({ seleccion: seleccionService({ database, access, secciones: services.secciones, holds }) }),
  routes: (app, { services }) => {
    seleccionRoutes(app, services.seleccion);
  },
});
