import { defineModule } from '../../platform/module.ts';
import { personasService, type PersonasService } from './personas.service.ts';
import { personasRoutes } from './personas.routes.ts';
import { sugerenciasService, type SugerenciasService } from './sugerencias.service.ts';
import { sugerenciasRoutes } from './sugerencias.routes.ts';
import { carnetRoutes } from './carnet.routes.ts';
import { carnetService, type CarnetService } from './carnet.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    personas: PersonasService;
    sugerencias: SugerenciasService;
    carnet: CarnetService;
  }
}

/** General: people and their addresses, the student ID card, the suggestion box. */
export const generalesModule = defineModule({
  name: 'generales',
  services: (ctx) => ({
    personas: personasService({ database: ctx.database, access: ctx.access }),
    sugerencias: sugerenciasService({ database: ctx.database, mail: ctx.mail }),
    // Students are built later (they are made of people): read when a card is asked for.
    carnet: carnetService({
      institution: ctx.institution,
      filesDir: ctx.filesDir,
      get estudiantes() {
        return ctx.services.estudiantes;
      },
    }),
  }),
  routes: (app, ctx) => {
    personasRoutes(app, ctx.services.personas);
    sugerenciasRoutes(app, ctx.services.sugerencias, { captcha: ctx.captcha, attempts: ctx.attempts });
    carnetRoutes(app, ctx.services.carnet);
  },
});
