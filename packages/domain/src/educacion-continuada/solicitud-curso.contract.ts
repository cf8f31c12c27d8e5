import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { label, type Label } from '../platform/i18n.ts';
import { problem } from '../messages/problems.ts';
import { id, int, isoDate, optDate, optPhone, optText, pageQuery, searchValue, text, timestamp } from '../platform/schemas.ts';

/*
 * Course requests from companies (`/educacion-continuada/solicitud_cursos`; the spec names the route
 * only): a company asks for a course of a template for a closed group of its people. Staff quote it
 * (a discount, the quote printed by `/financiero/cotizacion`'s company quote), and it is accepted — the
 * course made from the template for that group, its dates and campus — or rejected with why.
 */

export const solicitudCursosScreen = '/educacion-continuada/solicitud_cursos';

export const estadosSolicitudCurso = ['recibida', 'cotizada', 'aceptada', 'rechazada'] as const;
export type EstadoSolicitudCurso = (typeof estadosSolicitudCurso)[number];
export const estadoSolicitudCursoLabels: Record<EstadoSolicitudCurso, Label> = {
  recibida: label('Recibida', 'Received'),
  cotizada: label('Cotizada', 'Quoted'),
  aceptada: label('Aceptada', 'Accepted'),
  rechazada: label('Rechazada', 'Rejected'),
};

export const solicitudCursoLabels = {
  empresaId: label('Empresa', 'Company'),
  cursoPlantillaId: label('Curso (plantilla)', 'Course (template)'),
  participantes: label('Participantes', 'Participants'),
  fechaDeseada: label('Fecha deseada de inicio', 'Wished start date'),
  contacto: label('Persona de contacto', 'Contact person'),
  email: label('Correo', 'E-mail'),
  telefono: label('Teléfono', 'Phone'),
  notas: label('Lo que piden', 'What they ask for'),
  descuento: label('Descuento (%)', 'Discount (%)'),
  curFechaInicio: label('Inicio del curso', 'Course starts'),
  curFechaFinal: label('Fin del curso', 'Course ends'),
  sedeId: label('Recinto', 'Campus'),
  motivo: label('Motivo', 'Reason'),
};

export const solicitudCursoIn = z.object({
  empresaId: id,
  cursoPlantillaId: id,
  participantes: int(1, 1000),
  fechaDeseada: optDate,
  contacto: text(150),
  email: z.email().max(150),
  telefono: optPhone,
  notas: optText(1000),
});

const porcentaje = z.coerce.number().min(0).max(100).multipleOf(0.01);
export const cotizarIn = z.object({ descuento: porcentaje });
export const aceptarIn = z
  .object({ curFechaInicio: isoDate, curFechaFinal: isoDate, sedeId: id })
  .refine((v) => v.curFechaFinal >= v.curFechaInicio, { path: ['curFechaFinal'], message: problem('fechas_invertidas') });
export const rechazarIn = z.object({ motivo: z.string().trim().min(10, problem('motivo_corto')).max(500) });

export const solicitudCursoFila = z.object({
  solicitudCursoId: z.number(),
  empresaId: z.number(),
  empresa: z.string(),
  rnc: z.string().nullable(),
  cursoPlantillaId: z.number(),
  plantilla: z.string(),
  participantes: z.number(),
  fechaDeseada: z.string().nullable(),
  contacto: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  notas: z.string().nullable(),
  descuento: z.string(),
  estado: z.enum(estadosSolicitudCurso),
  motivo: z.string().nullable(),
  cursoId: z.number().nullable(),
  curso: z.string().nullable(),
  usuario: z.string(),
  creadaEn: timestamp,
  actualizadaEn: timestamp,
});
export type SolicitudCursoFila = z.output<typeof solicitudCursoFila>;

const deSolicitud = z.object({ solicitudCursoId: id });
const access = { access: { screens: [solicitudCursosScreen] } } as const;

export const solicitudCursoApi = {
  list: endpoint({
    summary: "Companies' course requests, newest first, by state, searched by company, RNC, course or contact",
    method: 'GET',
    path: '/api/educacion-continuada/solicitud-cursos',
    ...access,
    query: z.object({ value: searchValue, estado: z.enum(estadosSolicitudCurso).optional(), ...pageQuery }),
    response: z.array(solicitudCursoFila),
    paged: true,
  }),
  crear: endpoint({
    summary: "Registers a company's request for a course of a template for a closed group; received",
    method: 'POST',
    path: '/api/educacion-continuada/solicitud-cursos',
    ...access,
    labels: solicitudCursoLabels,
    body: solicitudCursoIn,
    response: solicitudCursoFila,
    status: 201,
  }),
  cotizar: endpoint({
    summary: 'Quotes a received (or quoted) request with a discount; its quote is the company quote of `/financiero/cotizacion`',
    method: 'POST',
    path: '/api/educacion-continuada/solicitud-cursos/:solicitudCursoId/cotizar',
    ...access,
    labels: solicitudCursoLabels,
    params: deSolicitud,
    body: cotizarIn,
    response: solicitudCursoFila,
    errors: ['not_found', 'estado_no_permitido'],
  }),
  aceptar: endpoint({
    summary: "Accepts a quoted request: the course is made from its template for the company's group (its seats the participants), planned",
    method: 'POST',
    path: '/api/educacion-continuada/solicitud-cursos/:solicitudCursoId/aceptar',
    ...access,
    labels: solicitudCursoLabels,
    params: deSolicitud,
    body: aceptarIn,
    response: solicitudCursoFila,
    errors: ['not_found', 'estado_no_permitido'],
  }),
  rechazar: endpoint({
    summary: 'Rejects a request not yet accepted, with why',
    method: 'POST',
    path: '/api/educacion-continuada/solicitud-cursos/:solicitudCursoId/rechazar',
    ...access,
    labels: solicitudCursoLabels,
    params: deSolicitud,
    body: rechazarIn,
    response: solicitudCursoFila,
    errors: ['not_found', 'estado_no_permitido'],
  }),
};
