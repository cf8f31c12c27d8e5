import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { sheet } from '../platform/sheet.ts';
import { fileResponse, id, optDate, optId, optPhone, optText, pageQuery, searchValue, sortQuery } from '../platform/schemas.ts';
import { personaFields } from '../generales/persona.contract.ts';

/* Professors (spec §7 "profesores"): people with a reference code per campus, eligibility and flags. */

/** The professors' screen; the spec lists its calls but names no route for it. */
export const profesoresScreen = '/academicos/profesores';
/**
 * Who may find professors: who manages them, who schedules sections, and the cashier (payments to and
 * from professors). A professor is not among them: they read their own record only.
 */
export const profesorReaders = [
  profesoresScreen,
  '/horarios/secciones-horarios',
  '/horarios/proyecciones-secciones',
  '/academicos/programacion-asignaturas',
  '/reportes/horarios/horario-profesores',
  '/financieros/cobros-servicios',
] as const;

/** The columns the professors' list sorts by. */
export const profesorSort = ['profCodigo_Referencia', 'persApellidos', 'sedeId', 'profFechaIngreso', 'profEsElegible'] as const;
export type ProfesorSort = (typeof profesorSort)[number];

export const profesorLabels: Record<string, Label> = {
  persNombres: label('Nombres', 'First names'),
  persApellidos: label('Apellidos', 'Last names'),
  sedeId: label('Recinto', 'Campus'),
  carreraId: label('Carrera', 'Career'),
  profCodigo_Referencia: label('Código de referencia', 'Reference code'),
  profFechaIngreso: label('Fecha de ingreso', 'Start date'),
  profFechaInhabilidad: label('Inhabilitado desde', 'Disqualified from'),
  profEsElegible: label('Elegible', 'Eligible'),
  documentosIdentificacion: label('Documentos de identidad', 'Identity documents'),
};

export const profesorIn = z.object({
  ...personaFields,
  sedeId: id,
  carreraId: optId,
  estatusId: optId,
  profCodigo_Referencia: optText(30),
  profFechaIngreso: optDate,
  profEsElegible: z.boolean().default(true),
  profFechaInhabilidad: optDate,
  profInhabilidad_Observacion: optText(500),
  profesorCategoriaPagoId: optId,
  profEsDirector: z.boolean().default(false),
  profEsCoordinador: z.boolean().default(false),
  profEs_Administrativo: z.boolean().default(false),
  profEs_Externo: z.boolean().default(false),
  profEducacionCont: z.boolean().default(false),
  profCaso_Emergencia: optText(120),
  profCaso_EmergenciaTel: optPhone,
});
export type ProfesorIn = z.output<typeof profesorIn>;

export const profesor = z.object({
  profesorId: z.number(),
  personaId: z.number(),
  companyId: z.number(),
  profCodigo_Referencia: z.string(),
  sedeId: z.number(),
  carreraId: z.number().nullable(),
  estatusId: z.number().nullable(),
  profFechaIngreso: z.string().nullable(),
  profEsElegible: z.boolean(),
  profFechaInhabilidad: z.string().nullable(),
  profInhabilidad_Observacion: z.string().nullable(),
  profesorCategoriaPagoId: z.number().nullable(),
  profEsDirector: z.boolean(),
  profEsCoordinador: z.boolean(),
  profEs_Administrativo: z.boolean(),
  profEs_Externo: z.boolean(),
  profEducacionCont: z.boolean(),
  profCaso_Emergencia: z.string().nullable(),
  profCaso_EmergenciaTel: z.string().nullable(),
  firmaUrl: z.string().nullable(),
  persNombres: z.string(),
  persApellidos: z.string(),
  persFechaNacimiento: z.string().nullable(),
  sexoId: z.number().nullable(),
  nacionalidadId: z.number().nullable(),
  persFoto: z.string().nullable(),
  documentosIdentificacion: z.array(z.object({ tipoDocumentoIdentificacionId: z.number(), doIdValor: z.string() })),
  telefonos: z.array(z.object({ tipoTelefonoId: z.number(), peTeTelefono: z.string() })),
});
export type Profesor = z.output<typeof profesor>;

export const profesorImagen = z.object({ profesorId: z.number(), persFoto: z.string().nullable(), firmaUrl: z.string().nullable() });

const api = '/api/academicos/profesores';
const read = { access: { screens: profesorReaders } } as const;
const write = { access: { screens: [profesoresScreen] }, labels: profesorLabels } as const;
const byId = z.object({ profesorId: id });

export const profesoresApi = {
  list: endpoint({
    summary: 'Professors: paged, sorted, searched',
    method: 'GET',
    path: api,
    ...read,
    query: z.object({ value: searchValue, ...pageQuery, ...sortQuery(profesorSort) }),
    response: z.array(profesor),
    paged: true,
    sheet: sheet<Profesor>(label('Profesores', 'Professors'), [
      { label: profesorLabels.profCodigo_Referencia, value: (p) => p.profCodigo_Referencia },
      { label: profesorLabels.persApellidos, value: (p) => p.persApellidos },
      { label: profesorLabels.persNombres, value: (p) => p.persNombres },
      { label: label('Documento', 'Document'), value: (p) => p.documentosIdentificacion[0]?.doIdValor },
      { label: label('Teléfono', 'Phone'), value: (p) => p.telefonos[0]?.peTeTelefono },
      { label: profesorLabels.sedeId, value: (p) => p.sedeId, ref: 'sede' },
      { label: profesorLabels.carreraId, value: (p) => p.carreraId, ref: 'carrera' },
      { label: profesorLabels.profFechaIngreso, value: (p) => p.profFechaIngreso, date: true },
      { label: profesorLabels.profEsElegible, value: (p) => p.profEsElegible },
    ]),
  }),
  /** Eligible professors (for choosing who teaches). */
  listado: endpoint({ summary: 'Every professor, as options', method: 'GET', path: `${api}/listado`, ...read, response: z.array(profesor) }),
  byCodigo: endpoint({
    summary: 'A professor by reference code',
    method: 'GET',
    path: `${api}/codigo/:value`,
    ...read,
    params: z.object({ value: z.string().trim().min(1).max(30) }),
    response: profesor,
  }),
  byDocumento: endpoint({
    summary: 'A professor by identity document',
    method: 'GET',
    path: `${api}/documento/:value`,
    ...read,
    params: z.object({ value: z.string().trim().min(1).max(30) }),
    response: profesor,
  }),
  byCarrera: endpoint({
    summary: 'The professors of a career',
    method: 'GET',
    path: `${api}/carrera/:carreraId`,
    ...read,
    params: z.object({ carreraId: id }),
    response: z.array(profesor),
  }),
  /** One professor: readers above, or the professor themself. */
  get: endpoint({ summary: 'One professor', method: 'GET', path: `${api}/:profesorId`, access: 'self', params: byId, response: profesor }),
  /** Reserves the next reference code of a campus (`SD-0002`). */
  nextCode: endpoint({
    summary: "Take a campus's next professor code",
    method: 'PUT',
    path: `${api}/secuencia/:sedeId`,
    ...write,
    params: z.object({ sedeId: id }),
    body: z.object({}).nullish(),
    response: z.object({ sedeId: z.number(), profCodigo_Referencia: z.string() }),
  }),
  create: endpoint({
    summary: 'Register a professor',
    method: 'POST',
    path: api,
    ...write,
    body: profesorIn,
    response: profesor,
    status: 201,
    errors: ['duplicate'],
  }),
  update: endpoint({
    summary: 'Edit a professor',
    method: 'PUT',
    path: `${api}/:profesorId`,
    ...write,
    params: byId,
    body: profesorIn,
    response: profesor,
    errors: ['duplicate'],
  }),
  foto: endpoint({
    summary: "Upload a professor's photo",
    method: 'POST',
    path: `${api}/:profesorId/foto`,
    ...write,
    params: byId,
    multipart: true,
    response: profesorImagen,
  }),
  firma: endpoint({
    summary: "Upload a professor's signature",
    method: 'POST',
    path: `${api}/:profesorId/firma`,
    ...write,
    params: byId,
    multipart: true,
    response: profesorImagen,
  }),
  /** A signature goes on documents the professor signs: only who manages professors sees it. */
  firmaArchivo: endpoint({
    summary: "A professor's signature image",
    method: 'GET',
    path: '/api/archivos/firmas/:name',
    access: { screens: [profesoresScreen] },
    params: z.object({ name: z.string().regex(/^profesor-\d+-[0-9a-f]+\.(jpg|png|webp)$/) }),
    response: fileResponse,
  }),
};
