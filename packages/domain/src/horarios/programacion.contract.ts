import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { id } from '../platform/schemas.ts';
import { programacionScreen, seccion } from './seccion-horario.contract.ts';

/*
 * `/academicos/programacion-asignaturas`: a study plan read against a period on a campus — every
 * subject of the plan, term by term, with the sections programmed for it (hours, professors, seats)
 * and those that have none yet, to be programmed from the same screen.
 */

export { programacionScreen };

export const programacionMateria = z.object({
  asignaturaId: z.number(),
  asignaturaCodigo: z.string(),
  asignaturaDescripcion: z.string(),
  creditos: z.number(),
  /** The plan term the subject belongs to. */
  cuatrimestre: z.number(),
  /** The period's sections of the subject on the campus (of any career: a shared subject counts). */
  secciones: z.array(seccion),
});
export type ProgramacionMateria = z.output<typeof programacionMateria>;

export const programacionQuery = z.object({ periodoAcademicoId: id, sedeId: id, planEstudioId: id });

export const programacionApi = {
  get: endpoint({
    summary: "A study plan's subjects, term by term, with the sections programmed for each in a period on a campus",
    method: 'GET',
    path: '/api/horarios/programacion-asignaturas',
    access: { screens: [programacionScreen] },
    query: programacionQuery,
    response: z.array(programacionMateria),
  }),
};
