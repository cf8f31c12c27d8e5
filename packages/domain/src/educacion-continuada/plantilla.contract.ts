import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { label } from '../platform/i18n.ts';
import { id, int, isoDate } from '../platform/schemas.ts';
import { problem } from '../messages/problems.ts';

/*
 * A course made from a template (`/educacion-continuada/cursos-plantillas`, "Crear curso"): the
 * template gives what the course is, costs and asks for; staff add its edition's dates, campus and
 * seats. Written through the course's declaration (its validation, audit), planned, not yet open.
 */

export const plantillasScreen = '/educacion-continuada/cursos-plantillas';

export const cursoDesdePlantillaIn = z
  .object({
    curFechaInicio: isoDate,
    curFechaFinal: isoDate,
    sedeId: id,
    curCupo: int(1, 5000),
    edicion: int(1, 999).default(1),
  })
  .refine((v) => v.curFechaFinal >= v.curFechaInicio, { path: ['curFechaFinal'], message: problem('fechas_invertidas') });

export const cursoDesdePlantillaLabels = {
  curFechaInicio: label('Inicio', 'Starts'),
  curFechaFinal: label('Fin', 'Ends'),
  sedeId: label('Recinto', 'Campus'),
  curCupo: label('Cupo', 'Seats'),
  edicion: label('Edición', 'Edition'),
};

export const plantillaApi = {
  crearCurso: endpoint({
    summary:
      "Makes a course from a template: its title, category, certificate, format, hours, price, instalments, late fee, accounting service, attendance and lists, with this edition's dates, campus and seats; planned",
    method: 'POST',
    path: '/api/educacion-continuada/cursos-plantillas/:cursoPlantillaId/curso',
    access: { screens: [plantillasScreen] },
    params: z.object({ cursoPlantillaId: id }),
    body: cursoDesdePlantillaIn,
    labels: cursoDesdePlantillaLabels,
    response: z.object({ cursoId: z.number(), curTitulo: z.string() }),
    status: 201,
    errors: ['not_found'],
  }),
};
