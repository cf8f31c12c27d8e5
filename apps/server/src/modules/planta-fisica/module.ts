import { defineModule } from '../../platform/module.ts';
import { correoRoutes } from './correo.routes.ts';
import { aulaHooks, aulasRoutes } from './aulas.ts';
import { actividadAulaHooks } from './actividades.hooks.ts';

/** Physical plant: classrooms and their bookings, the outgoing mail settings, the institution's colours. */
export const plantaFisicaModule = defineModule({
  name: 'planta-fisica',
  resourceHooks: { aula: aulaHooks, actividadAula: actividadAulaHooks },
  routes: (app, ctx) => {
    correoRoutes(app, ctx.mail);
    aulasRoutes(app, { database: ctx.database });
  },
});
