import { defineModule } from '../../platform/module.ts';
import { solicitudesService, type SolicitudesService } from './solicitudes.service.ts';
import { solicitudesPublicRoutes } from './solicitudes.public.routes.ts';
import { solicitudesRoutes } from './solicitudes.routes.ts';
import { pruebasRoutes } from './pruebas.ts';

declare module '../../platform/module.ts' {
  interface Services {
    solicitudes: SolicitudesService;
  }
}

/** Admissions: the public form and look-up, staff review, committee, tests, admission as a student. */
export const admisionesModule = defineModule({
  name: 'admisiones',
  services: (ctx) => ({
    solicitudes: solicitudesService({ database: ctx.database, mail: ctx.mail, clock: ctx.clock, institution: ctx.institution, filesDir: ctx.filesDir }),
  }),
  routes: (app, ctx) => {
    const { database, clock, filesDir, services } = ctx;
    solicitudesPublicRoutes(app, { database, solicitudes: services.solicitudes, captcha: ctx.captcha, attempts: ctx.attempts, clock });
    solicitudesRoutes(app, { database, solicitudes: services.solicitudes, estudiantes: services.estudiantes, clock, filesDir });
    pruebasRoutes(app, { database, solicitudes: services.solicitudes });
  },
});
