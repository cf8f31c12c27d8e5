import { defineModule } from '../../platform/module.ts';
import { evaluacionService, type EvaluacionService } from './evaluacion.service.ts';
import { evaluacionRoutes } from './evaluacion.routes.ts';
import { campanaHooks } from './campana.hooks.ts';

declare module '../../platform/module.ts' {
  interface Services {
    evaluacion: EvaluacionService;
  }
}

/** Teacher evaluation: campaigns (a declaration), students' anonymous answers, results, and registration's hold. */
export const evaluacionModule = defineModule({
  name: 'evaluacion',
  services: ({ database, clock, services }) => {
    const evaluacion = evaluacionService({ database, clock });
    // A campaign that asks for it holds the registration of a student with evaluations pending.
    services.seleccion.plugs.holds.push((ref, db) => evaluacion.retencion(ref, db));
    return { evaluacion };
  },
  resourceHooks: { evaluacionCampana: campanaHooks },
  routes: (app, ctx) => evaluacionRoutes(app, ctx.services.evaluacion),
});
