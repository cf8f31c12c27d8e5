import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { id } from '../platform/schemas.ts';
import { historialReaders } from './historial.contract.ts';

/*
 * `/academicos/auditoria-carrera` (staff) and `/estudiantes/academicos/auditoria-carrera` (the student):
 * a student career's degree audit against its plan, or — what-if — against another plan, without
 * changing anything (`auditoria.rules.ts`).
 */

export const auditoriaScreen = '/academicos/auditoria-carrera';
export const auditoriaPropiaScreen = '/estudiantes/academicos/auditoria-carrera';
/** Staff who audit any student's career (a student audits their own): the audit's screen and who reads records. */
export const auditoriaReaders = [auditoriaScreen, ...historialReaders] as const;

const nota = z.object({ asignaturaId: z.number(), codigo: z.string(), literal: z.string(), nota: z.number().nullable(), periodo: z.string() });
const requisito = z.object({
  asignaturaId: z.number(),
  codigo: z.string(),
  nombre: z.string(),
  creditos: z.number(),
  cuatrimestre: z.number(),
  estado: z.enum(['aprobada', 'en_curso', 'inscrita', 'retirada', 'reprobada', 'pendiente']),
  nota: nota.nullable(),
});
const bloque = z.object({
  tipoId: z.number(),
  tipo: z.string(),
  creditos: z.number(),
  aprobados: z.number(),
  enCurso: z.number(),
  faltan: z.number(),
  /** The subjects that meet the block, each with where the student stands in it and its sections on offer now. */
  opciones: z.array(
    z.object({
      asignaturaId: z.number(),
      codigo: z.string(),
      nombre: z.string(),
      creditos: z.number(),
      tipoId: z.number(),
      secciones: z.number(),
      estado: requisito.shape.estado,
    }),
  ),
});
const conteo = z.object({ plan: z.number(), aprobados: z.number(), enCurso: z.number(), inscritos: z.number(), faltan: z.number() });

export const auditoriaCarrera = z.object({
  estudianteCarreraId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  /** The plan audited, and whether it is the student's own (else: what-if). */
  plan: z.object({ planEstudioId: z.number(), descripcion: z.string(), carrera: z.string(), vigente: z.boolean() }),
  propio: z.boolean(),
  /** The plans a what-if may be run against: every plan in force, and the student's own. */
  planes: z.array(z.object({ planEstudioId: z.number(), descripcion: z.string(), carrera: z.string() })),
  /** The plan's elective requirements, one block per elective type: "N credits from" its subjects. */
  bloques: z.array(bloque),
  terminos: z.array(z.object({ cuatrimestre: z.number(), asignaturas: z.array(requisito), creditos: z.number(), aprobados: z.number() })),
  creditos: conteo,
  asignaturas: z.object({ plan: z.number(), aprobadas: z.number(), enCurso: z.number(), inscritas: z.number(), faltan: z.number() }),
  indice: z.number().nullable(),
  indiceMinimo: z.number(),
  fueraDelPlan: z.array(z.object({ asignaturaId: z.number(), asignaturaCodigo: z.string(), asignatura: z.string(), literal: z.string(), periodo: z.string() })),
  completo: z.boolean(),
});
export type AuditoriaCarrera = z.output<typeof auditoriaCarrera>;

export const auditoriaApi = {
  get: endpoint({
    summary: "A student career's degree audit against its plan, or against another plan (`planEstudioId`: what-if, nothing changes)",
    method: 'GET',
    path: '/api/academicos/auditoria-carrera/estudiante/:estudianteCarreraId',
    access: 'self',
    params: z.object({ estudianteCarreraId: id }),
    query: z.object({ planEstudioId: id.optional() }),
    response: auditoriaCarrera,
  }),
};
