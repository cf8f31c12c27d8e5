import type { Filters } from '@claustro/domain/investigacion/reporte-proyectos.contract';
import type { Actor } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { projectsReport } from './reporte-proyectos.queries.ts';
import { reportPdf } from './reporte-proyectos.pdf.ts';

/** The research projects report, on screen and as a PDF in the reader's language. */
export function reporteProyectosService(deps: { database: Database; institution: Institution }) {
  return {
    report: ({ input }: { actor: Actor; input: Filters }) => projectsReport(deps.database, input),
    async pdf({ actor, input }: { actor: Actor; input: Filters }) {
      return reportPdf(deps.institution, await projectsReport(deps.database, input), input, actor.lang);
    },
  };
}
export type ReporteProyectosService = ReturnType<typeof reporteProyectosService>;
