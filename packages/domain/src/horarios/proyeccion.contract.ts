import { z } from 'zod';
import { label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, optId, pageQuery, searchValue } from '../platform/schemas.ts';
import { sheet } from '../platform/sheet.ts';

/*
 * `/horarios/proyecciones-secciones`: how many students each subject is projected to have in a period
 * on a campus — the active students whose plan term then holds it — against the seats its sections
 * offer, and how many more sections that asks for.
 */

export const proyeccionScreen = '/horarios/proyecciones-secciones';

export const proyeccion = z.object({
  asignaturaId: z.number(),
  asignaturaCodigo: z.string(),
  asignaturaDescripcion: z.string(),
  sedeId: z.number(),
  sedeDescripcion: z.string(),
  /** Active students whose plan term in the period holds the subject. */
  proyectados: z.number(),
  secciones: z.number(),
  cupo: z.number(),
  inscritos: z.number(),
  /** Projected students beyond the seats offered, and the sections of the usual size they ask for. */
  faltan: z.number(),
  seccionesSugeridas: z.number(),
});
export type Proyeccion = z.output<typeof proyeccion>;

export const proyeccionApi = {
  list: endpoint({
    summary:
      "Each subject's projected students in a period and campus (active students whose plan term then holds it) against the seats offered, paged, the shortest first",
    method: 'GET',
    path: '/api/horarios/proyecciones-secciones',
    access: { screens: [proyeccionScreen] },
    query: z.object({ periodoAcademicoId: id, sedeId: optId, value: searchValue, ...pageQuery }),
    response: z.array(proyeccion),
    paged: true,
    sheet: sheet<Proyeccion>(label('Proyección de secciones', 'Section projections'), [
      { label: label('Asignatura', 'Subject code'), value: (r) => r.asignaturaCodigo },
      { label: label('Nombre de la asignatura', 'Subject'), value: (r) => r.asignaturaDescripcion },
      { label: label('Recinto', 'Campus'), value: (r) => r.sedeDescripcion },
      { label: label('Estudiantes proyectados', 'Projected students'), value: (r) => r.proyectados },
      { label: label('Secciones', 'Sections'), value: (r) => r.secciones },
      { label: label('Cupo', 'Seats'), value: (r) => r.cupo },
      { label: label('Inscritos', 'Enrolled'), value: (r) => r.inscritos },
      { label: label('Faltan cupos', 'Seats short'), value: (r) => r.faltan },
      { label: label('Secciones sugeridas', 'Sections suggested'), value: (r) => r.seccionesSugeridas },
    ]),
  }),
};
