import { defineModule } from '../../platform/module.ts';
import { encuestaService, type EncuestaService } from './encuesta.service.ts';
import { encuestaRoutes } from './encuesta.routes.ts';
import { encuestaHooks } from './encuesta.hooks.ts';

declare module '../../platform/module.ts' {
  interface Services {
    encuesta: EncuestaService;
  }
}

/** Surveys (`/analisis-gestion/*`): questions, templates and groups are declarations; opening, answering and results are here. */
export const analisisModule = defineModule({
  name: 'analisis',
  services: ({ database, clock, institution }) => ({ encuesta: encuestaService({ database, clock, encendidas: institution.surveysEnabled }) }),
  resourceHooks: { encuesta: encuestaHooks },
  routes: (app, ctx) => encuestaRoutes(app, ctx.services.encuesta),
});
