import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { inputSchema } from '../platform/resource-schema.ts';
import { documentValue } from '../platform/schemas.ts';
import { solicitudInscripcion } from './solicitud-inscripcion.resource.ts';

/*
 * The public side of continuing education (spec §2 public routes `/solicitud-inscripcion` and
 * `/solicitud-inscripcion/nueva`): the courses open for enrolment, filing a request for one (no
 * sign-in, captcha, rate-limited; it answers the request's code), and finding it again with the
 * identification and the code.
 */

export const cursoAbierto = z.object({
  cursoId: z.number(),
  titulo: z.string(),
  categoria: z.string(),
  modalidad: z.string().nullable(),
  sede: z.string(),
  inicio: z.string(),
  fin: z.string(),
  horas: z.number().nullable(),
  moneda: z.string(),
  precio: amountOut,
  alInscribirse: amountOut,
  cuotas: z.number(),
  /** Seats not yet taken by accepted or enrolled requests. */
  disponibles: z.number(),
  horario: z.array(z.object({ dia: z.string(), desde: z.string(), hasta: z.string() })),
  facilitadores: z.array(z.string()),
  objetivos: z.array(z.string()),
});
export type CursoAbierto = z.output<typeof cursoAbierto>;

/** What the participant writes: the request less what staff set (its code, status, who sold it, the documents handed in). */
export const solicitudPublicaIn = inputSchema(solicitudInscripcion).omit({
  soInCodigo: true,
  estadoSolicitudId: true,
  ejecutivoVentaId: true,
  soInCopiaCedula: true,
  soInCopiaTitulo: true,
  soInFoto2x2: true,
  soInFormularioInscripcion: true,
  soInCartaCompromiso: true,
});

export const solicitudPublicaNueva = z.object({ token: z.string().max(4000).nullish(), solicitud: z.record(z.string(), z.unknown()) });

export const estadoSolicitudPublica = z.object({
  codigo: z.string(),
  nombre: z.string(),
  curso: z.string(),
  inicio: z.string(),
  estado: z.string(),
  descripcion: z.string().nullable(),
  /** Their certificate's verification code, once issued (checked at `/validacion-titulo`). */
  certificado: z.string().nullable(),
  /** Their attendance so far: meetings taken of the course, those they attended, the share and the certificate's minimum. */
  asistencia: z.object({ sesiones: z.number(), presentes: z.number(), porcentaje: z.number(), minimo: z.number() }),
  /** What they still owe for the course (none: nothing was charged). */
  saldo: z.object({ moneda: z.string(), balance: z.string(), vencido: z.string() }).nullable(),
});
export type EstadoSolicitudPublica = z.output<typeof estadoSolicitudPublica>;

export const solicitudPublicaApi = {
  cursos: endpoint({
    summary:
      'Continuing-education courses open for enrolment (their state takes enrolments and they have not started), soonest first, with price, meetings and seats left',
    method: 'GET',
    path: '/api/solicitud-inscripcion/cursos',
    access: 'public',
    response: z.array(cursoAbierto),
  }),
  nueva: endpoint({
    summary: 'File a request to enrol in an open course (captcha; one per person and course): answers its code, to find it again',
    method: 'POST',
    path: '/api/solicitud-inscripcion/nueva',
    access: 'public',
    body: solicitudPublicaNueva,
    response: estadoSolicitudPublica,
    status: 201,
    errors: ['curso_no_abierto', 'inscripcion_duplicada', 'too_many_attempts'],
  }),
  consultar: endpoint({
    summary: 'Find an enrolment request with the identification and the code it was given (captcha; failures counted against guessing)',
    method: 'POST',
    path: '/api/solicitud-inscripcion',
    access: 'public',
    body: z.object({ documentoIdentificacion: documentValue, codigo: z.string().trim().min(1).max(12), token: z.string().max(4000).nullish() }),
    response: estadoSolicitudPublica,
    errors: ['not_found', 'too_many_attempts'],
  }),
};
