import { defineModule } from '../../platform/module.ts';
import { solicitudesService, type SolicitudesService } from './solicitudes.service.ts';
import { pruebasService, type PruebasService } from './pruebas.service.ts';
import { solicitudesPublicRoutes } from './solicitudes.public.routes.ts';
import { solicitudesRoutes } from './solicitudes.routes.ts';
import { pruebasRoutes } from './pruebas.routes.ts';

declare module '../../platform/module.ts' {
  interface Services {
    solicitudes: SolicitudesService;
    pruebas: PruebasService;
  }
}

/** Admissions: the public form and look-up, staff review, committee, tests, admission as a student. */
export const admisionesModule = defineModule({
  name: 'admisiones',
  services: (ctx) => {
    const { estudiantes, estudiantesDocumentos, usuarios } = ctx.services;
    const solicitudes = solicitudesService({ ...ctx, estudiantes, estudiantesDocumentos, usuarios });
    return { solicitudes, pruebas: pruebasService({ database: ctx.database, solicitudes }) };
  },
  routes: (app, ctx) => {
    solicitudesPublicRoutes(app, { solicitudes: ctx.services.solicitudes, captcha: ctx.captcha, attempts: ctx.attempts });
    solicitudesRoutes(app, ctx.services.solicitudes, ctx.filesDir);
    pruebasRoutes(app, ctx.services.pruebas);
  },
});
