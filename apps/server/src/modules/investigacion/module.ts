import { defineModule } from '../../platform/module.ts';
import { reporteProyectosRoutes } from './reporte-proyectos.ts';

/** Research: the projects report. */
export const investigacionModule = defineModule({
  name: 'investigacion',
  routes: (app, ctx) => reporteProyectosRoutes(app, { database: ctx.database, institution: ctx.institution }),
});
