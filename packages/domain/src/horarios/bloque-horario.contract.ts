import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, int, optId, pageQuery, searchValue, text } from '../platform/schemas.ts';
import { seccion } from './seccion-horario.contract.ts';
import { problem } from '../messages/problems.ts';

/*
 * `/horarios/bloques-horarios`: schedule blocks, sections of a period and campus taken together (a
 * cohort's term in a shift), which `/horario/asignar-bloque-estudiante` registers for a student at once.
 */

export const bloquesScreen = '/horarios/bloques-horarios';
/** Who reads blocks: who makes them and who registers students in them. */
export const bloqueReaders = [bloquesScreen, '/horario/asignar-bloque-estudiante'] as const;

export const bloqueLabels: Record<string, Label> = {
  periodoAcademicoId: label('Período', 'Period'),
  sedeId: label('Recinto', 'Campus'),
  carreraId: label('Carrera', 'Career'),
  planEstudioId: label('Plan de estudios', 'Study plan'),
  blHoCuatrimestre: label('Cuatrimestre del plan', 'Plan term'),
  tipoBloqueHorarioId: label('Tipo de bloque', 'Block type'),
  bloqueHorarioTandaId: label('Tanda', 'Shift'),
  blHoDescripcion: label('Nombre del bloque', 'Block name'),
  estatus: label('Activo', 'Active'),
  secciones: label('Secciones', 'Sections'),
};

export const bloqueIn = z.object({
  periodoAcademicoId: id,
  sedeId: id,
  carreraId: optId,
  planEstudioId: optId,
  blHoCuatrimestre: int(1, 20)
    .nullish()
    .transform((v) => v ?? null),
  tipoBloqueHorarioId: optId,
  bloqueHorarioTandaId: optId,
  blHoDescripcion: text(60),
  estatus: z.boolean().default(true),
  secciones: z
    .array(id)
    .min(1)
    .max(20)
    .refine((xs) => new Set(xs).size === xs.length, problem('seccion_repetida')),
});
export type BloqueIn = z.output<typeof bloqueIn>;

export const bloque = z.object({
  bloqueHorarioId: z.number(),
  periodoAcademicoId: z.number(),
  sedeId: z.number(),
  sedeDescripcion: z.string(),
  carreraId: z.number().nullable(),
  carreraDescripcion: z.string().nullable(),
  planEstudioId: z.number().nullable(),
  blHoCuatrimestre: z.number().nullable(),
  tipoBloqueHorarioId: z.number().nullable(),
  tipoDescripcion: z.string().nullable(),
  bloqueHorarioTandaId: z.number().nullable(),
  tandaDescripcion: z.string().nullable(),
  blHoDescripcion: z.string(),
  estatus: z.boolean(),
  /** The sum of its sections' credits, and the seats left in its fullest section (how many more students fit). */
  creditos: z.number(),
  cupo: z.number(),
  secciones: z.array(seccion),
});
export type Bloque = z.output<typeof bloque>;

const api = '/api/horarios/bloques-horarios';
const read = { access: { screens: bloqueReaders } } as const;
const write = { access: { screens: [bloquesScreen] }, labels: bloqueLabels } as const;
const byId = z.object({ bloqueHorarioId: id });

export const bloquesApi = {
  list: endpoint({
    summary: "A period's schedule blocks, paged, by campus and career; `value` searches the block's name",
    method: 'GET',
    path: api,
    ...read,
    query: z.object({ periodoAcademicoId: id, sedeId: optId, carreraId: optId, value: searchValue, ...pageQuery }),
    response: z.array(bloque),
    paged: true,
  }),
  get: endpoint({ summary: 'One schedule block with its sections', method: 'GET', path: `${api}/:bloqueHorarioId`, ...read, params: byId, response: bloque }),
  create: endpoint({
    summary: 'Make a schedule block: its sections must be of its period and campus, each subject once, never at the same time',
    method: 'POST',
    path: api,
    ...write,
    body: bloqueIn,
    response: bloque,
    status: 201,
    errors: ['bloque_duplicado'],
  }),
  update: endpoint({
    summary: 'Change a schedule block (its sections checked again)',
    method: 'PUT',
    path: `${api}/:bloqueHorarioId`,
    ...write,
    params: byId,
    body: bloqueIn,
    response: bloque,
    errors: ['bloque_duplicado'],
  }),
};
