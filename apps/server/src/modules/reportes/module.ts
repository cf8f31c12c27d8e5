import { mescyt } from '@claustro/domain/reportes/mescyt';
import { academicos } from '@claustro/domain/reportes/academicos';
import { estadisticos } from '@claustro/domain/reportes/estadisticos';
import { seguridad } from '@claustro/domain/reportes/seguridad';
import type { Reporte } from '@claustro/domain/reportes/engine';
import { defineModule } from '../../platform/module.ts';
import { reportRoute } from '../../platform/reports/route.ts';
import type { ReportQuery } from '../../platform/reports/engine.ts';
import { mescytQueries } from './mescyt.queries.ts';
import { academicosQueries } from './academicos.queries.ts';
import { estadisticosQueries } from './estadisticos.queries.ts';
import { seguridadQueries } from './seguridad.queries.ts';
import { trabajosService, type TrabajosService } from './trabajos.service.ts';
import { trabajosRoutes } from './trabajos.routes.ts';
import { disenosService, type DisenosService } from './disenos.service.ts';
import { disenosRoutes } from './disenos.routes.ts';

/** Each report of this area with its SQL (finance's are finance's: `financieros/informes.routes.ts`). */
export const reportesDelArea: [Reporte, ReportQuery][] = [
  ...Object.entries(mescyt).map(([k, r]) => [r, mescytQueries[k as keyof typeof mescyt]] as [Reporte, ReportQuery]),
  ...Object.entries(academicos).map(([k, r]) => [r, academicosQueries[k as keyof typeof academicos]] as [Reporte, ReportQuery]),
  ...Object.entries(estadisticos).map(([k, r]) => [r, estadisticosQueries[k as keyof typeof estadisticos]] as [Reporte, ReportQuery]),
  ...Object.entries(seguridad).map(([k, r]) => [r, seguridadQueries[k as keyof typeof seguridad]] as [Reporte, ReportQuery]),
];

declare module '../../platform/module.ts' {
  interface Services {
    trabajosReportes: TrabajosService;
    disenosReportes: DisenosService;
  }
}

/** The reports of spec §2 Reports: the MESCyT's, the payrolls, the statistics pages, the user lookup; and background files of any report. */
export const reportesModule = defineModule({
  name: 'reportes',
  services: ({ database, reports, jobs, access, institution, clock, filesDir, services }) => ({
    disenosReportes: disenosService({
      database,
      access,
      institution,
      reportes: new Map([...reportesDelArea, ...services.informesFinanzas, ...services.informesContinuada].map(([r]) => [r.nombre, r])),
    }),
    trabajosReportes: trabajosService({
      database,
      reports,
      jobs,
      access,
      institution,
      clock,
      filesDir,
      mensajes: services.mensajes,
      catalogo: new Map([...reportesDelArea, ...services.informesFinanzas, ...services.informesContinuada].map(([r, q]) => [r.nombre, [r, q]])),
    }),
  }),
  routes: (app, { institution, clock, reports, services }) => {
    for (const [r, q] of reportesDelArea) reportRoute(app, { reports, institution, clock }, r, q);
    trabajosRoutes(app, services.trabajosReportes);
    disenosRoutes(app, services.disenosReportes);
  },
  jobs: ({ services }) => services.trabajosReportes.handlers,
});
