import { defineModule } from '../../platform/module.ts';
import { procesarRoutes } from './procesar.routes.ts';
import { procesarService, type ProcesarService } from './procesar.service.ts';
import { solicitudInscripcionHooks } from './solicitud.hooks.ts';
import { solicitudPublicRoutes } from './solicitud.public.routes.ts';
import { solicitudService, type SolicitudService } from './solicitud.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    solicitudesContinuada: SolicitudService;
    procesarSolicitudes: ProcesarService;
  }
}

/**
 * Continuing education (spec §2 Continuing education): its catalogues, companies, facilitators,
 * courses and enrolment requests are declared catalogues; this module adds the public side of the
 * requests, their processing, and the rule that a person asks once per course.
 */
export const educacionContinuadaModule = defineModule({
  name: 'educacion-continuada',
  services: ({ database, clock, catalogues, services }) => ({
    solicitudesContinuada: solicitudService({ database, clock, catalogues }),
    procesarSolicitudes: procesarService({ database, clock, catalogues, participantes: services.participantes }),
  }),
  routes: (app, ctx) => {
    solicitudPublicRoutes(app, { solicitudes: ctx.services.solicitudesContinuada, captcha: ctx.captcha, attempts: ctx.attempts });
    procesarRoutes(app, ctx.services.procesarSolicitudes);
  },
  resourceHooks: { solicitudInscripcion: solicitudInscripcionHooks },
});
