import { defineModule } from '../../platform/module.ts';
import { correoRoutes } from './correo.routes.ts';
import { aulasService, type AulasService } from './aulas.service.ts';
import { aulasRoutes } from './aulas.routes.ts';
import { aulaHooks } from './aula.hooks.ts';
import { actividadAulaHooks } from './actividades.hooks.ts';

declare module '../../platform/module.ts' {
  interface Services {
    aulas: AulasService;
  }
}

/** Physical plant: classrooms and their bookings, the outgoing mail settings, the institution's colours. */
export const plantaFisicaModule = defineModule({
  name: 'planta-fisica',
  services: (ctx) => ({ aulas: aulasService({ database: ctx.database }) }),
  resourceHooks: { aula: aulaHooks, actividadAula: actividadAulaHooks },
  routes: (app, ctx) => {
    correoRoutes(app, ctx.mail);
    aulasRoutes(app, ctx.services.aulas);
  },
});
