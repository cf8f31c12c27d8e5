import { defineModule } from '../../platform/module.ts';
import { digitacionRoutes } from './digitacion.routes.ts';
import { digitacionService, type DigitacionService } from './digitacion.service.ts';
import { notasPeriodoRoutes } from './notas-periodo.routes.ts';
import { notasPeriodoService, type NotasPeriodoService } from './notas-periodo.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    digitacion: DigitacionService;
    notasPeriodo: NotasPeriodoService;
  }
}

/** Grades (spec §2 Grades): sections' grade sheets, entered and submitted; a student's grades in a period. */
export const calificacionesModule = defineModule({
  name: 'calificaciones',
  services: ({ database, access, services }) => ({
    digitacion: digitacionService({ database, access, secciones: services.secciones }),
    notasPeriodo: notasPeriodoService({ database, access }),
  }),
  routes: (app, { services }) => {
    digitacionRoutes(app, services.digitacion);
    notasPeriodoRoutes(app, services.notasPeriodo);
  },
});
