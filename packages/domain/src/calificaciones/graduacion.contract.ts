import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id, isoDate, motivo, pageQuery, searchValue, timestamp } from '../platform/schemas.ts';

/*
 * `/academicos/Graduacion`: the candidates who completed their plan (degree audit complete, index at
 * the minimum), graduated in a ceremony — each written on the next line of a graduates book, with the
 * honour their index earns — and graduations annulled with a reason. `/academicos/impresion-titulos`:
 * the titles printed with their signatories and a verification code.
 */

export const graduacionScreen = '/academicos/Graduacion';
export const impresionTitulosScreen = '/academicos/impresion-titulos';

export const graduacionLabels: Record<string, Label> = {
  estudianteCarreraIds: label('Candidatos', 'Candidates'),
  libroEgresadoId: label('Libro de egresados', 'Graduates book'),
  fechaGraduacion: label('Fecha de graduación', 'Graduation date'),
  motivo: label('Motivo', 'Reason'),
  graduadoIds: label('Graduados', 'Graduates'),
};

export const candidato = z.object({
  estudianteCarreraId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  plan: z.string(),
  sede: z.string(),
  creditos: z.number(),
  indice: z.number().nullable(),
  /** The honour the index earns, if any. */
  honor: z.string().nullable(),
});
export type Candidato = z.output<typeof candidato>;

export const estadosGraduado = ['graduado', 'anulado'] as const;

export const graduado = z.object({
  graduadoId: z.number(),
  estudianteCarreraId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  sede: z.string(),
  titulo: z.string(),
  fechaGraduacion: z.string(),
  indice: z.number().nullable(),
  honor: z.string().nullable(),
  libro: z.string(),
  pagina: z.number(),
  linea: z.number(),
  folio: z.number(),
  estado: z.enum(estadosGraduado),
  motivoAnulacion: z.string().nullable(),
  /** How many times its title was printed. */
  titulos: z.number(),
  creadoEn: timestamp,
});
export type Graduado = z.output<typeof graduado>;

export const graduarIn = z.object({
  estudianteCarreraIds: z.array(id).min(1).max(200),
  libroEgresadoId: id,
  fechaGraduacion: isoDate,
});
export type GraduarIn = z.output<typeof graduarIn>;

const filtros = { carreraId: id.optional(), sedeId: id.optional(), value: searchValue };

export const graduacionApi = {
  candidatos: endpoint({
    summary: 'Students who completed their plan (every subject passed or granted, index at the graduation minimum) and are not graduated; paged',
    method: 'GET',
    path: '/api/academicos/graduacion/candidatos',
    access: { screens: [graduacionScreen] },
    query: z.object({ ...filtros, ...pageQuery }),
    response: z.array(candidato),
    paged: true,
  }),
  list: endpoint({
    summary: 'Graduates, latest ceremony first, paged; by career, campus, state; `value` searches name, ID number or title',
    method: 'GET',
    path: '/api/academicos/graduacion',
    access: { screens: [graduacionScreen, impresionTitulosScreen] },
    query: z.object({ ...filtros, estado: z.enum(estadosGraduado).optional(), ...pageQuery }),
    response: z.array(graduado),
    paged: true,
  }),
  graduar: endpoint({
    summary:
      'Graduate candidates on a date: each checked against their degree audit, written on the next lines of the book, with the honour their index earns; all or none',
    method: 'POST',
    path: '/api/academicos/graduacion',
    access: { screens: [graduacionScreen] },
    body: graduarIn,
    response: z.array(graduado),
    status: 201,
    labels: graduacionLabels,
    errors: ['graduacion_incompleta', 'ya_graduado', 'libro_lleno', 'libro_no_disponible'],
  }),
  anular: endpoint({
    summary: 'Annul a graduation with its reason: its line in the book stays (marked annulled), its titles no longer verify, the student is a candidate again',
    method: 'POST',
    path: '/api/academicos/graduacion/:graduadoId/anular',
    access: { screens: [graduacionScreen] },
    params: z.object({ graduadoId: id }),
    body: z.object({
      motivo,
    }),
    response: graduado,
    labels: graduacionLabels,
    errors: ['graduacion_anulada'],
  }),
  titulos: endpoint({
    summary: "Print graduates' titles as one PDF (a page each) with the signatories and a verification code and QR each (every print is kept to verify it)",
    method: 'POST',
    path: '/api/academicos/impresion-titulos',
    access: { screens: [impresionTitulosScreen] },
    body: z.object({ graduadoIds: z.array(id).min(1).max(200) }),
    response: fileResponse,
    labels: graduacionLabels,
    errors: ['graduacion_anulada'],
  }),
};
