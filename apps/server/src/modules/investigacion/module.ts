import { defineModule } from '../../platform/module.ts';
import { reporteProyectosService, type ReporteProyectosService } from './reporte-proyectos.service.ts';
import { reporteProyectosRoutes } from './reporte-proyectos.routes.ts';

declare module '../../platform/module.ts' {
  interface Services {
    reporteProyectos: ReporteProyectosService;
  }
}

/** Research: the projects report. */
export const investigacionModule = defineModule({
  name: 'investigacion',
  services: (ctx) => ({ reporteProyectos: reporteProyectosService({ database: ctx.database, institution: ctx.institution }) }),
  routes: (app, ctx) => reporteProyectosRoutes(app, ctx.services.reporteProyectos),
});
