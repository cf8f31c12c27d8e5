import { defineModule } from '../../platform/module.ts';
import { digitacionRoutes } from './digitacion.routes.ts';
import { digitacionService, type DigitacionService } from './digitacion.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    digitacion: DigitacionService;
  }
}

/** Grades (spec §2 Grades): sections' grade sheets, entered and submitted. */
export const calificacionesModule = defineModule({
  name: 'calificaciones',
  services: ({ database, access }) => ({ digitacion: digitacionService({ database, access }) }),
  routes: (app, { services }) => digitacionRoutes(app, services.digitacion),
});
