import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, optText, pageQuery, timestamp } from '../platform/schemas.ts';

/** `/planta-fisica/configuracion-correo-smtp`: the SMTP server, a test e-mail, and the outbox. */
export const smtpScreen = '/planta-fisica/configuracion-correo-smtp';

export const correoLabels: Record<string, Label> = {
  host: label('Servidor SMTP', 'SMTP host'),
  puerto: label('Puerto', 'Port'),
  seguro: label('TLS directo (puerto 465)', 'Implicit TLS (port 465)'),
  usuario: label('Usuario', 'User'),
  clave: label('Contraseña', 'Password'),
  remitente: label('Correo remitente', 'Sender address'),
  remitenteNombre: label('Nombre del remitente', 'Sender name'),
  activo: label('Activo', 'Active'),
  para: label('Enviar a', 'Send to'),
};

export const smtpIn = z.object({
  host: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9.-]+$/),
  puerto: z.coerce.number().int().min(1).max(65535),
  seguro: z.boolean().default(false),
  usuario: optText(200),
  /** Left out or blank: the stored password stays. It never comes back. */
  clave: z.string().max(300).nullish(),
  remitente: z.email().max(150),
  remitenteNombre: optText(150),
  activo: z.boolean().default(true),
});
export const smtp = z.object({
  host: z.string(),
  puerto: z.number(),
  seguro: z.boolean(),
  usuario: z.string().nullable(),
  remitente: z.string(),
  remitenteNombre: z.string().nullable(),
  activo: z.boolean(),
  tieneClave: z.boolean(),
});
export const correoSaliente = z.object({
  id: z.number(),
  para: z.string(),
  asunto: z.string(),
  estado: z.enum(['pendiente', 'enviado', 'fallido']),
  intentos: z.number(),
  ultimoError: z.string().nullable(),
  creadoEn: timestamp,
  enviadoEn: timestamp.nullable(),
});

const base = '/api/planta-fisica/configuracion-correo-smtp';
const config = { access: { screens: [smtpScreen] }, labels: correoLabels } as const;

export const correoApi = {
  ajustes: endpoint({ summary: 'The SMTP settings', method: 'GET', path: base, ...config, response: smtp.nullable() }),
  guardar: endpoint({ summary: 'Save the SMTP settings', method: 'PUT', path: base, ...config, body: smtpIn, response: smtp }),
  prueba: endpoint({
    summary: 'Send a test e-mail',
    method: 'POST',
    path: `${base}/prueba`,
    ...config,
    body: z.object({ para: z.email().max(300) }),
    response: z.object({ messageId: z.string() }),
    errors: ['smtp_failed', 'smtp_not_configured'],
  }),
  salientes: endpoint({
    summary: 'Outgoing e-mails and their state',
    method: 'GET',
    path: '/api/planta-fisica/correos-salientes',
    ...config,
    query: z.object({ estado: z.enum(['pendiente', 'enviado', 'fallido']).optional(), ...pageQuery }),
    response: z.array(correoSaliente),
    paged: true,
  }),
  reintentar: endpoint({
    summary: 'Send a failed e-mail again',
    method: 'POST',
    path: '/api/planta-fisica/correos-salientes/:id/reintentar',
    ...config,
    params: z.object({ id }),
    response: z.null(),
    status: 204,
  }),
};
export type Smtp = z.output<typeof smtp>;
export type CorreoSaliente = z.output<typeof correoSaliente>;
