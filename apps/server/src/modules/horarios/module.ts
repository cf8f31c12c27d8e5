import { defineModule } from '../../platform/module.ts';
import { seccionesRoutes } from './secciones.routes.ts';
import { seccionesService, type SeccionesService } from './secciones.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    secciones: SeccionesService;
  }
}

/** Scheduling (spec §2 Scheduling): sections, their weekly meetings and the clash checks. */
export const horariosModule = defineModule({
  name: 'horarios',
  services: ({ database, access }) => ({ secciones: seccionesService({ database, access }) }),
  routes: (app, { services }) => {
    seccionesRoutes(app, services.secciones);
  },
});
