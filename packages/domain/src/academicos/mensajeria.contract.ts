import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, ids, optId } from '../platform/schemas.ts';
import { mensajeIn, progreso } from '../mensajes/mensaje.contract.ts';

/*
 * `/academicos/mensajeria`: academic staff message the students of their careers, by career, entry
 * period, campus and status, as a notification and optionally by e-mail.
 */

export const mensajeriaScreen = '/academicos/mensajeria';

export const mensajeriaLabels: Record<string, Label> = {
  mensaje: label('Mensaje', 'Message'),
  asunto: label('Asunto', 'Subject'),
  carreras: label('Carreras', 'Careers'),
  periodos: label('Períodos de ingreso', 'Entry periods'),
  sedes: label('Recintos', 'Campuses'),
  estados: label('Estados', 'Statuses'),
  tipoEstudianteMensajeId: label('Tipo de mensaje', 'Message type'),
};

/** Which students a message is for. Sections join once scheduling exists. */
export const audiencia = z.object({
  carreras: ids,
  periodos: ids,
  sedes: ids,
  /** Empty: the statuses that count as active (spec §3 estadoEstudiante.esEsIndicaEstatusActivo). */
  estados: ids,
});
export type Audiencia = z.output<typeof audiencia>;

const config = { access: { screens: [mensajeriaScreen] }, labels: mensajeriaLabels } as const;

export const mensajeriaApi = {
  /** How many students the audience reaches, and how many of them have an account to receive it. */
  destinatarios: endpoint({
    summary: 'How many students a message would reach',
    method: 'POST',
    path: '/api/academicos/mensajeria/destinatarios',
    ...config,
    body: audiencia,
    response: z.object({ estudiantes: z.number(), conCuenta: z.number() }),
  }),
  enviar: endpoint({
    summary: 'Send a message to students by career, campus or period',
    method: 'POST',
    path: '/api/academicos/mensajeria',
    ...config,
    body: audiencia.extend(mensajeIn.shape).extend({ tipoEstudianteMensajeId: optId }),
    response: progreso,
    status: 201,
  }),
  /** A send's progress, for its sender only. */
  envio: endpoint({
    summary: 'How a sending went',
    method: 'GET',
    path: '/api/academicos/mensajeria/envios/:envioId',
    ...config,
    params: z.object({ envioId: id }),
    response: progreso,
  }),
};
