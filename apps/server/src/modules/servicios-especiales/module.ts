import { defineModule } from '../../platform/module.ts';
import { servicioRoutes } from './servicio.routes.ts';
import { servicioService, type ServicioService } from './servicio.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    serviciosEspeciales: ServicioService;
  }
}

/** Special services: the public request and its office's course, each step mailed to the requester. */
export const serviciosEspecialesModule = defineModule({
  name: 'servicios-especiales',
  services: (ctx) => ({ serviciosEspeciales: servicioService({ database: ctx.database, institution: ctx.institution, mail: ctx.mail }) }),
  routes: (app, ctx) => servicioRoutes(app, ctx.services.serviciosEspeciales, { captcha: ctx.captcha, attempts: ctx.attempts }),
});
