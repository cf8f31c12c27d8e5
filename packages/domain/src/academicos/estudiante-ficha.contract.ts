import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { id, timestamp } from '../platform/schemas.ts';

/*
 * The student's record (ficha del estudiante): everything the institution keeps about one student on
 * one page — identity, careers, their history, documents, where they came from, what they were sent,
 * and who changed what. Staff who see the student read it (and edit from it with the students'
 * screen); the student reads their own, without the audit trail.
 */

/** The staff's page of a student's record (it belongs to the students' screen; routes.ts declares it). */
export const fichaOfStudent = (estudianteId: number) => `/academicos/estudiantes/${estudianteId}`;

const descripcion = z.string().nullable();

export const fichaIdentidad = z.object({
  estudianteId: z.number(),
  personaId: z.number(),
  matriculaId: z.string(),
  persNombres: z.string(),
  persApellidos: z.string(),
  persFechaNacimiento: z.string().nullable(),
  persFoto: z.string().nullable(),
  sexo: descripcion,
  estadoCivil: descripcion,
  nacionalidad: descripcion,
  pais: descripcion,
  tipoSangre: descripcion,
  persAlergico: z.string().nullable(),
  estuEnCasoEmergencia: z.string().nullable(),
  estuContactoEmergencia: z.string().nullable(),
  estuCreditosCursados: z.number(),
  estuCreditosConvalidados: z.number(),
  creadoEn: timestamp,
  datosActualizadosEn: timestamp.nullable(),
  documentos: z.array(z.object({ tipo: z.string(), valor: z.string() })),
  telefonos: z.array(z.object({ tipo: z.string(), numero: z.string() })),
  emails: z.array(z.object({ tipo: z.string(), email: z.string() })),
  direcciones: z.array(z.object({ direccion: z.string(), municipio: descripcion, provincia: descripcion, pais: descripcion })),
});

/** One career of the student, every name spelt out. */
export const fichaCarrera = z.object({
  estudianteCarreraId: z.number(),
  carreraId: z.number(),
  carrera: z.string(),
  planEstudioId: z.number(),
  plan: z.string(),
  planCreditos: z.number(),
  sede: z.string(),
  estado: z.string(),
  activa: z.boolean(),
  periodoIngreso: descripcion,
  admitidoComo: descripcion,
  condicion: descripcion,
});

/** A career, status, campus or standing change, before and after in words. */
export const fichaCambio = z.object({
  id: z.number(),
  tipo: z.enum(['carrera', 'estatus', 'sede', 'condicion']),
  fecha: timestamp,
  usuario: z.string(),
  motivo: descripcion,
  periodo: descripcion,
  antes: descripcion,
  despues: descripcion,
});

export const fichaDocumento = z.object({
  carrera: z.string(),
  documento: z.string(),
  entregado: z.boolean(),
  fechaEntrega: z.string().nullable(),
  observacion: z.string().nullable(),
});

export const fichaSolicitud = z.object({
  solicitudAdmisionId: z.number(),
  codigo: z.string(),
  periodo: z.string(),
  carrera: z.string(),
  estado: z.string(),
  creadoEn: timestamp,
});

export const fichaMensaje = z.object({ id: z.number(), fecha: timestamp, remitente: z.string(), mensaje: z.string(), leido: z.boolean() });

/** A change to the record: when, who, what kind, and which fields. */
export const fichaAuditoria = z.object({
  id: z.number(),
  en: timestamp,
  usuario: z.string().nullable(),
  entidad: z.string(),
  accion: z.string(),
  campos: z.array(z.string()),
});

export const ficha = z.object({
  identidad: fichaIdentidad,
  carreras: z.array(fichaCarrera),
  cambios: z.array(fichaCambio),
  documentos: z.array(fichaDocumento),
  solicitud: fichaSolicitud.nullable(),
  mensajes: z.array(fichaMensaje),
  /** Only for staff; the student's own record leaves it out (null). */
  auditoria: z.array(fichaAuditoria).nullable(),
  /** Whether the reader may edit the record (the students' screen). */
  editable: z.boolean(),
});
export type Ficha = z.output<typeof ficha>;

/** How many messages and audit entries the record shows (newest first). */
export const fichaLimits = { mensajes: 20, auditoria: 50 } as const;

export const fichaApi = {
  /** One student's record: the student themself, or staff who see the student. */
  get: endpoint({
    summary: "A student's record (staff who see the student, or the student)",
    method: 'GET',
    path: '/api/academicos/estudiantes/:estudianteId/ficha',
    access: 'self',
    params: z.object({ estudianteId: id }),
    response: ficha,
    errors: ['student_not_visible'],
  }),
  /** The signed-in student's own record. */
  propia: endpoint({
    summary: "The signed-in student's own record",
    method: 'GET',
    path: '/api/academicos/estudiantes-ficha/propia',
    access: 'self',
    response: ficha,
  }),
};
