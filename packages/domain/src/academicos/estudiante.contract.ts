import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { sheet } from '../platform/sheet.ts';
import { id, optDate, optId, optPhone, optText, pageQuery, searchValue, timestamp } from '../platform/schemas.ts';
import { personaFields } from '../generales/persona.contract.ts';
import { keyset } from '../platform/keyset.ts';

/* Students (spec §7 "estudiantes") and their career, status, campus and academic-standing changes. */

export const estudianteScreens = {
  estudiantes: '/academicos/estudiantes',
  carrera: '/academicos/estudiante-cambio-carreras',
  estatus: '/academicos/estudiante-cambio-estatus',
  sede: '/academicos/estudiante-cambio-sedes',
  condicion: '/academicos/estudiante-cambio-condicion-academica',
} as const;
/** The registration and timetable screens where staff find a student by matrícula to act for them. */
const studentFinderScreens = [
  '/seleccion/seleccion-asignaturas-admin',
  '/Seleccion/modificar-seleccion',
  '/seleccion/extra-credito',
  '/horarios/estudiantes',
  '/horario/asignar-bloque-estudiante',
  '/seleccion/agregar-asignaturas-grupo',
] as const;
/** Any screen that works with students reads them (scoped to the user's careers). */
export const anyStudentScreen = [...Object.values(estudianteScreens), ...studentFinderScreens];

export const estudianteLabels: Record<string, Label> = {
  persNombres: label('Nombres', 'First names'),
  persApellidos: label('Apellidos', 'Last names'),
  persFechaNacimiento: label('Fecha de nacimiento', 'Birth date'),
  persAlergico: label('Alergias', 'Allergies'),
  documentosIdentificacion: label('Documentos de identidad', 'Identity documents'),
  telefonos: label('Teléfono', 'Phone'),
  emails: label('Correo', 'E-mail'),
  carreraId: label('Carrera', 'Career'),
  planEstudioId: label('Plan de estudios', 'Study plan'),
  sedeId: label('Recinto', 'Campus'),
  estadoEstudianteId: label('Estado', 'Status'),
  motivoId: label('Motivo', 'Reason'),
  periodoAcademicoId: label('Período', 'Period'),
  condicionAcademicaId: label('Condición académica', 'Academic standing'),
};

export const estudianteIn = z.object({
  ...personaFields,
  estadoCivilId: optId,
  paisId: optId,
  tipoSangreId: optId,
  // Spec §5: allergies separated by a dot.
  persAlergico: optText(250),
  estuEnCasoEmergencia: optText(120),
  estuContactoEmergencia: optPhone,
});
export type EstudianteIn = z.output<typeof estudianteIn>;
export const ingresoIn = z.object({ carreraId: id, planEstudioId: id, sedeId: id, estadoEstudianteId: optId, periodoIngresoId: optId, admitidoComoId: optId });
export type IngresoIn = z.output<typeof ingresoIn>;

/** One career of a student: plan, campus, status, entry period, standing. */
export const estudianteCarrera = z.object({
  estudianteCarreraId: z.number(),
  carreraId: z.number(),
  carrDescripcion: z.string(),
  planEstudioId: z.number(),
  sedeId: z.number(),
  sedeDescripcion: z.string(),
  estadoEstudianteId: z.number(),
  esEsDescripcion: z.string(),
  activa: z.boolean(),
  periodoIngresoId: z.number().nullable(),
  admitidoComoId: z.number().nullable(),
  condicionAcademicaId: z.number().nullable(),
  coAcDescripcion: z.string().nullable(),
});

/** A student as lists show them. */
export const estudianteFila = z.object({
  estudianteId: z.number(),
  personaId: z.number(),
  companyId: z.number(),
  matriculaId: z.string(),
  persNombres: z.string(),
  persApellidos: z.string(),
  persFechaNacimiento: z.string().nullable(),
  sexoId: z.number().nullable(),
  estadoCivilId: z.number().nullable(),
  nacionalidadId: z.number().nullable(),
  paisId: z.number().nullable(),
  tipoSangreId: z.number().nullable(),
  persAlergico: z.string().nullable(),
  estuEnCasoEmergencia: z.string().nullable(),
  estuContactoEmergencia: z.string().nullable(),
  estuCreditosCursados: z.number(),
  estuCreditosConvalidados: z.number(),
  auditado: z.boolean(),
  persFoto: z.string().nullable(),
  carreras: z.array(estudianteCarrera),
});
export type EstudianteFila = z.output<typeof estudianteFila>;

/** One student with their identity documents and contacts. */
export const estudiante = estudianteFila.extend({
  personaDocumentosIdentificacion: z.array(z.object({ tipoDocumentoIdentificacionId: z.number(), doIdValor: z.string() })),
  personaTelefonos: z.array(z.object({ tipoTelefonoId: z.number(), peTeTelefono: z.string() })),
  personaEmails: z.array(z.object({ tipoEmailId: z.number(), peEmEmail: z.string() })),
  personaDirecciones: z.array(
    z.object({
      paisId: z.number().nullable(),
      provinciaId: z.number().nullable(),
      municipioId: z.number().nullable(),
      peDiDireccion: z.string(),
      peDiCodigoPostal: z.string().nullable(),
    }),
  ),
});
export type Estudiante = z.output<typeof estudiante>;

export type CambioTipo = 'carrera' | 'estatus' | 'sede' | 'condicion';
const situacion = z.object({
  carreraId: z.number(),
  planEstudioId: z.number(),
  sedeId: z.number(),
  estadoEstudianteId: z.number(),
  condicionAcademicaId: z.number().nullable(),
});
export const cambio = z.object({
  id: z.number(),
  tipo: z.string(),
  estudianteId: z.number(),
  estudianteCarreraId: z.number(),
  antes: situacion,
  despues: situacion,
});
/** A recorded change, with who made it and why. */
export const cambioRegistrado = cambio.extend({
  periodoAcademicoId: z.number().nullable(),
  motivoId: z.number().nullable(),
  motiDescripcion: z.string().nullable(),
  usuario: z.string(),
  fecha: timestamp,
});
export type CambioRegistrado = z.output<typeof cambioRegistrado>;
/** A change in the latest-changes list, with who the student is. */
export const cambioReciente = cambioRegistrado.extend({ matriculaId: z.string(), persNombres: z.string(), persApellidos: z.string() });
export type CambioReciente = z.output<typeof cambioReciente>;

const cambioComun = { estudianteId: id, motivoId: optId, periodoAcademicoId: optId };
/** What each change takes besides the student, the reason and the period. */
export const cambioIn = {
  carrera: z.object({ ...cambioComun, carreraId: id, planEstudioId: id }),
  estatus: z.object({ ...cambioComun, estadoEstudianteId: id }),
  sede: z.object({ ...cambioComun, sedeId: id }),
  condicion: z.object({ ...cambioComun, condicionAcademicaId: id }),
} satisfies Record<CambioTipo, z.ZodType>;
export type CambioIn = z.output<(typeof cambioIn)[CambioTipo]> &
  Partial<z.output<(typeof cambioIn)['carrera']>> & {
    estadoEstudianteId?: number;
    sedeId?: number;
    condicionAcademicaId?: number;
  };

/**
 * The list's query: a search (digits: a document; digits and hyphens: the start of a matrícula;
 * anything else: names), a campus, and a page. `after` continues a list from the key of its last row
 * (keyset paging: a deep page costs what the first does); without it the page number is used.
 */
export const listaQuery = z.object({ value: searchValue, sedeId: optId, ...pageQuery, after: z.string().max(400).optional() });
export type ListaQuery = z.output<typeof listaQuery>;

const api = '/api/academicos/estudiantes';
const read = { access: { screens: anyStudentScreen } } as const;
const write = { access: { screens: [estudianteScreens.estudiantes] }, labels: estudianteLabels } as const;
const byId = z.object({ estudianteId: id });

/** The paths of each change: the spec names the first three; the fourth follows the screen's name. */
export const cambioPaths: Record<CambioTipo, string> = {
  carrera: '/api/academicos/estudiante-cambio-carreras',
  estatus: '/api/academicos/estudiantes-cambios-estatus',
  sede: '/api/academicos/estudiantes-cambios-sedes',
  condicion: '/api/academicos/estudiante-cambio-condicion-academica',
};
const cambioNames: Record<CambioTipo, string> = { carrera: 'career', estatus: 'status', sede: 'campus', condicion: 'academic standing' };
const cambioEndpoints = (tipo: CambioTipo) => ({
  registrar: endpoint({
    summary: `Change a student's ${cambioNames[tipo]} (recorded with the reason and the user)`,
    method: 'POST',
    path: cambioPaths[tipo],
    access: { screens: [estudianteScreens[tipo]] },
    labels: estudianteLabels,
    body: cambioIn[tipo],
    response: cambio,
    status: 201,
  }),
  recientes: endpoint({
    summary: `The latest ${cambioNames[tipo]} changes of the user's students`,
    method: 'GET',
    path: cambioPaths[tipo],
    access: { screens: [estudianteScreens[tipo], estudianteScreens.estudiantes] },
    query: z.object({ desde: optDate, hasta: optDate, ...pageQuery }),
    response: z.array(cambioReciente),
    paged: true,
  }),
  historial: endpoint({
    summary: `A student's ${cambioNames[tipo]} changes`,
    method: 'GET',
    path: `${cambioPaths[tipo]}/:estudianteId`,
    access: { screens: [estudianteScreens[tipo], estudianteScreens.estudiantes] },
    params: byId,
    response: z.array(cambioRegistrado),
  }),
});

export const estudiantesApi = {
  list: endpoint({
    summary: "The user's students: paged, searched by name, matrícula or document",
    method: 'GET',
    path: api,
    ...read,
    query: listaQuery,
    response: z.array(estudianteFila),
    paged: true,
    // One row per student: their first career (a student with two careers has both in the record).
    sheet: sheet<EstudianteFila>(label('Estudiantes', 'Students'), [
      { label: label('Matrícula', 'Student ID'), value: (e) => e.matriculaId },
      { label: estudianteLabels.persApellidos, value: (e) => e.persApellidos },
      { label: estudianteLabels.persNombres, value: (e) => e.persNombres },
      { label: estudianteLabels.persFechaNacimiento, value: (e) => e.persFechaNacimiento, date: true },
      { label: estudianteLabels.carreraId, value: (e) => e.carreras[0]?.carrDescripcion },
      { label: estudianteLabels.sedeId, value: (e) => e.carreras[0]?.sedeDescripcion },
      { label: estudianteLabels.estadoEstudianteId, value: (e) => e.carreras[0]?.esEsDescripcion },
      { label: estudianteLabels.condicionAcademicaId, value: (e) => e.carreras[0]?.coAcDescripcion },
      { label: label('Período de ingreso', 'Entry period'), value: (e) => e.carreras[0]?.periodoIngresoId, ref: 'periodoAcademico' },
      { label: label('Créditos cursados', 'Credits taken'), value: (e) => e.estuCreditosCursados },
    ]),
  }),
  /** The spec's scoped listings: the caller's own students at a campus, optionally by name. */
  porUsuario: endpoint({
    summary: "The caller's students at a campus",
    method: 'GET',
    path: `${api}/usuario/:usuarioId/recinto/:sedeId`,
    ...read,
    params: z.object({ usuarioId: id, sedeId: id }),
    query: z.object(pageQuery),
    response: z.array(estudianteFila),
    paged: true,
  }),
  porNombre: endpoint({
    summary: "The caller's students at a campus, by name",
    method: 'GET',
    path: `${api}/nombres/:value/usuario/:usuarioId/recinto/:sedeId`,
    ...read,
    params: z.object({ value: z.string().max(120), usuarioId: id, sedeId: id }),
    query: z.object(pageQuery),
    response: z.array(estudianteFila),
    paged: true,
  }),
  porNombreEstudiante: endpoint({
    summary: "The caller's students at a campus, by student name",
    method: 'GET',
    path: `${api}/estudiantenombres/:value/usuario/:usuarioId/recinto/:sedeId`,
    ...read,
    params: z.object({ value: z.string().max(120), usuarioId: id, sedeId: id }),
    query: z.object(pageQuery),
    response: z.array(estudianteFila),
    paged: true,
  }),
  porMatricula: endpoint({
    summary: 'A student by matrícula',
    method: 'GET',
    path: `${api}/matricula/:value`,
    ...read,
    params: z.object({ value: z.string().trim().min(1).max(30) }),
    response: estudiante,
  }),
  conCarrera: endpoint({
    summary: 'A student seen through one of their careers',
    method: 'GET',
    path: `${api}/estudianteId/:estudianteId/carreraId/:carreraId`,
    ...read,
    params: byId.extend({ carreraId: id }),
    response: estudiante.extend({ carrera: estudianteCarrera }),
  }),
  get: endpoint({
    summary: 'One student with documents and contacts',
    method: 'GET',
    path: `${api}/:estudianteId`,
    ...read,
    params: byId,
    response: estudiante,
  }),
  create: endpoint({
    summary: 'Register a student (person, matrícula, first career)',
    method: 'POST',
    path: api,
    ...write,
    body: estudianteIn.extend(ingresoIn.shape),
    response: estudiante,
    status: 201,
    errors: ['student_not_visible', 'duplicate'],
  }),
  /** An edit: a contact list it does not carry (phones, e-mails, addresses) stays as it is. */
  update: endpoint({
    summary: "Edit a student's identity and contacts",
    method: 'PUT',
    path: `${api}/:estudianteId`,
    ...write,
    params: byId,
    body: estudianteIn,
    response: estudiante,
  }),
  /** The student's own dashboard finds their record by user name; staff who see students may look too. */
  delUsuario: endpoint({
    summary: 'The student of a user account (dashboard)',
    method: 'GET',
    path: '/api/dashboard/Estudiante/:username',
    access: 'self',
    params: z.object({ username: z.string().min(1).max(120) }),
    response: estudianteFila.nullable(),
  }),
  cambios: {
    carrera: cambioEndpoints('carrera'),
    estatus: cambioEndpoints('estatus'),
    sede: cambioEndpoints('sede'),
    condicion: cambioEndpoints('condicion'),
  },
};

/** The key of a row in the students' order (surname, names, person): where the next page starts. */
export const keysetCursor = keyset('text', 'text', 'int');
export const keyOfStudent = (row: { persApellidos: string; persNombres: string; personaId: number }) =>
  keysetCursor.encode([row.persApellidos, row.persNombres, row.personaId]);
