import { defineModule } from '../../platform/module.ts';
import { seccionesRoutes } from './secciones.routes.ts';
import { seccionesService, type SeccionesService } from './secciones.service.ts';
import { seccionListaRoutes } from './seccion-lista.routes.ts';
import { seccionListaService, type SeccionListaService } from './seccion-lista.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    secciones: SeccionesService;
    seccionLista: SeccionListaService;
  }
}

/** Scheduling (spec §2 Scheduling): sections, their weekly meetings and the clash checks;
 * a section's class list and messages to it. */
export const horariosModule = defineModule({
  name: 'horarios',
  services: ({ database, access, services }) => {
    const secciones = seccionesService({ database, access });
    return { secciones, seccionLista: seccionListaService({ database, access, secciones, mensajes: services.mensajes }) };
  },
  routes: (app, { services }) => {
    seccionesRoutes(app, services.secciones);
    seccionListaRoutes(app, services.seccionLista);
  },
});
