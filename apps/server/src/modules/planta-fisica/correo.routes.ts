import { actorOf } from '../../platform/http/route.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { label, type Label } from '@claustro/domain/platform/i18n';
import type { MailService } from '../../platform/mail.ts';
import { DomainError } from '../../platform/errors.ts';
import { id, optText, pageQuery, timestamp } from '@claustro/domain/platform/schemas';

export const smtpScreen = '/planta-fisica/configuracion-correo-smtp';

const labels: Record<string, Label> = {
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

const settingsIn = z.object({
  host: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9.-]+$/),
  puerto: z.coerce.number().int().min(1).max(65535),
  seguro: z.boolean().default(false),
  usuario: optText(200),
  clave: z.string().max(300).nullish(),
  remitente: z.email().max(150),
  remitenteNombre: optText(150),
  activo: z.boolean().default(true),
});
const settingsOut = z.object({
  host: z.string(),
  puerto: z.number(),
  seguro: z.boolean(),
  usuario: z.string().nullable(),
  remitente: z.string(),
  remitenteNombre: z.string().nullable(),
  activo: z.boolean(),
  tieneClave: z.boolean(),
});

/** `/planta-fisica/configuracion-correo-smtp`: the SMTP server, a test e-mail, and the outbox. */
export function correoRoutes(app: FastifyInstance, mail: MailService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { screens: [smtpScreen] }, labels };
  const tags = ['planta-fisica'];
  const base = '/api/planta-fisica/configuracion-correo-smtp';

  r.get(base, {
    config,
    schema: { tags, response: { 200: settingsOut.nullable() } },
    handler: () => mail.settings(),
  });
  r.put(base, {
    config,
    schema: { tags, body: settingsIn, response: { 200: settingsOut } },
    handler: (req) => mail.saveSettings(actorOf(req)!, req.body),
  });
  r.post(`${base}/prueba`, {
    config,
    schema: { tags, body: z.object({ para: z.email().max(300) }), response: { 200: z.object({ messageId: z.string() }) } },
    handler: async (req) => {
      try {
        const messageId = await mail.sendNow({
          para: req.body.para,
          asunto: 'Prueba de correo / Test e-mail',
          texto: 'La configuración de correo funciona.\nThe e-mail settings work.',
        });
        return { messageId };
      } catch (err) {
        if (err instanceof DomainError) throw err;
        throw new DomainError('smtp_failed', { detail: err instanceof Error ? err.message : String(err) });
      }
    },
  });
  r.get('/api/planta-fisica/correos-salientes', {
    config,
    schema: {
      tags,
      querystring: z.object({
        estado: z.enum(['pendiente', 'enviado', 'fallido']).optional(),
        ...pageQuery,
      }),
      response: {
        200: z.array(
          z.object({
            id: z.number(),
            para: z.string(),
            asunto: z.string(),
            estado: z.enum(['pendiente', 'enviado', 'fallido']),
            intentos: z.number(),
            ultimoError: z.string().nullable(),
            creadoEn: timestamp,
            enviadoEn: timestamp.nullable(),
          }),
        ),
      },
    },
    handler: async (req, reply) => {
      const rows = await mail.outbox(req.query.estado, req.query.page, req.query.pageSize);
      reply.header('x-total-count', String(rows[0]?.total__ ?? 0));
      return rows.map(({ total__: _, ...row }) => row);
    },
  });
  r.post('/api/planta-fisica/correos-salientes/:id/reintentar', {
    config,
    schema: { tags, params: z.object({ id }), response: { 204: z.null() } },
    handler: async (req, reply) => {
      await mail.retry(actorOf(req)!, req.params.id);
      return reply.status(204).send(null);
    },
  });
}
