import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { label, type Label } from '../platform/i18n.ts';
import { amountOut } from '../platform/money.ts';
import { id, isoDate, optText, pageQuery, searchValue } from '../platform/schemas.ts';

/*
 * Continuing education's participants (`/educacion-continuada/estudiantes`): each request that takes
 * a seat of a course is a participation — the course, its attendance, the documents its course asks
 * (`estudiantes-entrega-documentos`, in the statuses of `estado-documento-solicitud`), what is owed
 * (finance's), its certificate and what it still lacks for one. A participant is a person, known by the
 * ID number their requests give. Attendance is taken per course and meeting date.
 */

export const estudiantesScreen = '/educacion-continuada/estudiantes';
export const entregaDocumentosScreen = '/educacion-continuada/estudiantes-entrega-documentos';
/** A facilitator's own courses (not in the spec): their attendance is theirs to take, and no other course's. */
export const misCursosScreen = '/educacion-continuada/mis-cursos';

export const requisitos = ['no_inscrito', 'curso_en_marcha', 'asistencia', 'saldo', 'documentos'] as const;
/** What a certificate lacks, as people read it. */
export const requisitoLabels: Record<(typeof requisitos)[number], Label> = {
  no_inscrito: label('no ocupa un cupo del curso', 'does not hold a seat of the course'),
  curso_en_marcha: label('el curso no ha terminado', 'the course has not ended'),
  asistencia: label('asistencia por debajo del mínimo', 'attendance below the minimum'),
  saldo: label('tiene balance pendiente', 'has a balance owed'),
  documentos: label('faltan documentos requeridos', 'required documents missing'),
};

export const asistenciaResumen = z.object({ sesiones: z.number(), presentes: z.number(), porcentaje: z.number(), minimo: z.number() });

export const entregaDocumento = z.object({
  documentoPlantillaId: z.number(),
  documento: z.string(),
  obligatorio: z.boolean(),
  estadoDocumentoSolicitudId: z.number().nullable(),
  estado: z.string().nullable(),
  cumple: z.boolean(),
  nota: z.string().nullable(),
});

export const saldoParticipacion = z.object({ moneda: z.string(), cargado: amountOut, pagado: amountOut, balance: amountOut, vencido: amountOut });

/** One request taking (or having taken) a seat: its course and how it stands. */
export const participacion = z.object({
  solicitudInscripcionId: z.number(),
  codigo: z.string().nullable(),
  identificacion: z.string(),
  nombre: z.string(),
  email: z.string(),
  celular: z.string().nullable(),
  cursoId: z.number(),
  curso: z.string(),
  inicio: z.string(),
  fin: z.string(),
  estado: z.string(),
  ocupaCupo: z.boolean(),
  ejecutivo: z.string().nullable(),
  asistencia: asistenciaResumen,
  documentos: z.array(entregaDocumento),
  saldo: saldoParticipacion.nullable(),
  /** The certificate's verification code, once issued (and not annulled). */
  certificado: z.string().nullable(),
  /** What the certificate still needs (empty: it may be issued). */
  falta: z.array(z.enum(requisitos)),
});
export type Participacion = z.output<typeof participacion>;

export const asistenciaCurso = z.object({
  cursoId: z.number(),
  curso: z.string(),
  inicio: z.string(),
  fin: z.string(),
  fecha: z.string(),
  /** Dates whose attendance was taken, oldest first. */
  sesiones: z.array(z.string()),
  participantes: z.array(z.object({ solicitudInscripcionId: z.number(), nombre: z.string(), identificacion: z.string(), presente: z.boolean().nullable() })),
});
export type AsistenciaCurso = z.output<typeof asistenciaCurso>;

export const asistenciaIn = z.object({
  fecha: isoDate,
  presentes: z
    .array(z.object({ solicitudInscripcionId: id, presente: z.boolean() }))
    .min(1)
    .max(5000),
});

export const documentosCurso = z.object({
  cursoId: z.number(),
  curso: z.string(),
  documentos: z.array(z.object({ documentoPlantillaId: z.number(), nombre: z.string(), obligatorio: z.boolean() })),
  participantes: z.array(
    z.object({
      solicitudInscripcionId: z.number(),
      codigo: z.string().nullable(),
      nombre: z.string(),
      identificacion: z.string(),
      entregas: z.array(entregaDocumento),
    }),
  ),
});
export type DocumentosCurso = z.output<typeof documentosCurso>;

export const entregaIn = z.object({ estadoDocumentoSolicitudId: id, nota: optText(500) });

export const participantesLabels = {
  fecha: label('Fecha de la sesión', 'Meeting date'),
  presentes: label('Asistencia', 'Attendance'),
  estadoDocumentoSolicitudId: label('Estado del documento', 'Document status'),
  nota: label('Nota', 'Note'),
  cursoId: label('Curso', 'Course'),
};

const deCurso = z.object({ cursoId: id });

export const cursoFacilitado = z.object({
  cursoId: z.number(),
  curso: z.string(),
  inicio: z.string(),
  fin: z.string(),
  participantes: z.number(),
  sesiones: z.number(),
});
export type CursoFacilitado = z.output<typeof cursoFacilitado>;

export const participantesApi = {
  misCursos: endpoint({
    summary:
      "The signed-in facilitator's courses (a facilitator is the user whose e-mail their record gives), newest first, with their seated participants and meetings taken",
    method: 'GET',
    path: '/api/educacion-continuada/mis-cursos',
    access: { screens: [misCursosScreen] },
    response: z.array(cursoFacilitado),
  }),
  list: endpoint({
    summary:
      'Participations: requests taking a seat of a course (with `todas`, every request), newest course first, each with its attendance, documents, balance, certificate and what the certificate lacks; by course, `value` searches the name, ID number, e-mail or code',
    method: 'GET',
    path: '/api/educacion-continuada/estudiantes',
    access: { screens: [estudiantesScreen] },
    query: z.object({ cursoId: id.optional(), value: searchValue, todas: z.enum(['true', 'false']).optional(), ...pageQuery }),
    response: z.array(participacion),
    paged: true,
  }),
  persona: endpoint({
    summary: "A participant's every request, as the list shows each (by their ID number)",
    method: 'GET',
    path: '/api/educacion-continuada/estudiantes/:identificacion',
    access: { screens: [estudiantesScreen] },
    params: z.object({ identificacion: z.string().trim().min(1).max(20) }),
    response: z.array(participacion),
    errors: ['not_found'],
  }),
  asistencia: endpoint({
    summary:
      "A course's attendance on a date: its seated participants, present, absent or not yet taken, and the dates already taken (a facilitator: only of their own courses)",
    method: 'GET',
    path: '/api/educacion-continuada/cursos/:cursoId/asistencia',
    access: { screens: [estudiantesScreen, misCursosScreen] },
    params: deCurso,
    query: z.object({ fecha: isoDate }),
    response: asistenciaCurso,
    errors: ['not_found'],
  }),
  tomarAsistencia: endpoint({
    summary:
      "Takes (or corrects) a course's attendance on a date within the course and not after today: each seated participant present or absent (a facilitator: only in their own courses); audited",
    method: 'PUT',
    path: '/api/educacion-continuada/cursos/:cursoId/asistencia',
    access: { screens: [estudiantesScreen, misCursosScreen] },
    params: deCurso,
    body: asistenciaIn,
    labels: participantesLabels,
    response: asistenciaCurso,
    errors: ['not_found', 'forbidden', 'participante_no_inscrito'],
  }),
  documentos: endpoint({
    summary: "The documents a course asks (its template's) and where each of its seated participants' stands",
    method: 'GET',
    path: '/api/educacion-continuada/cursos/:cursoId/documentos',
    access: { screens: [entregaDocumentosScreen, estudiantesScreen] },
    params: deCurso,
    response: documentosCurso,
    errors: ['not_found'],
  }),
  entregar: endpoint({
    summary: "Sets where one of a participant's required documents stands (handed in, accepted, rejected…) with a note; who and when are kept; audited",
    method: 'PUT',
    path: '/api/educacion-continuada/solicitudes/:solicitudInscripcionId/documentos/:documentoPlantillaId',
    access: { screens: [entregaDocumentosScreen] },
    params: z.object({ solicitudInscripcionId: id, documentoPlantillaId: id }),
    body: entregaIn,
    labels: participantesLabels,
    response: entregaDocumento,
    errors: ['not_found', 'documento_no_requerido'],
  }),
};
