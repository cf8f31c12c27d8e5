import { defineModule } from '../../platform/module.ts';
import { personasService, type PersonasService } from './personas.service.ts';
import { personasRoutes } from './personas.routes.ts';
import { carnetRoutes } from './carnet.ts';
import { sugerenciasRoutes } from './sugerencias.ts';

declare module '../../platform/module.ts' {
  interface Services {
    personas: PersonasService;
  }
}

/** General: people and their addresses, the student ID card, the suggestion box. */
export const generalesModule = defineModule({
  name: 'generales',
  services: (ctx) => ({ personas: personasService({ database: ctx.database, access: ctx.access }) }),
  routes: (app, ctx) => {
    personasRoutes(app, ctx.services.personas);
    carnetRoutes(app, { institution: ctx.institution, estudiantes: ctx.services.estudiantes, filesDir: ctx.filesDir });
    sugerenciasRoutes(app, { database: ctx.database, captcha: ctx.captcha, attempts: ctx.attempts, mail: ctx.mail });
  },
});
