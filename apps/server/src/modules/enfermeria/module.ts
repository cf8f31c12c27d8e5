import { defineModule } from '../../platform/module.ts';
import { expedienteService, type ExpedienteService } from './expediente.service.ts';
import { expedienteRoutes } from './expediente.routes.ts';

declare module '../../platform/module.ts' {
  interface Services {
    expediente: ExpedienteService;
  }
}

/** The infirmary: its visits and clinical records (its catalogues — medicines, their types, nurses — are declarations). */
export const enfermeriaModule = defineModule({
  name: 'enfermeria',
  services: (ctx) => ({ expediente: expedienteService({ database: ctx.database, institution: ctx.institution }) }),
  routes: (app, ctx) => expedienteRoutes(app, ctx.services.expediente),
});
