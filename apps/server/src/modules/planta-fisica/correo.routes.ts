import type { FastifyInstance } from 'fastify';
import { correoApi as api } from '@claustro/domain/planta-fisica/correo.contract';
import { route } from '../../platform/http/route.ts';
import type { MailService } from '../../platform/mail.ts';

/** `/planta-fisica/configuracion-correo-smtp`: the SMTP server, a test e-mail, and the outbox. */
export function correoRoutes(app: FastifyInstance, mail: MailService) {
  route(app, api.ajustes, () => mail.settings());
  route(app, api.guardar, ({ actor, body }) => mail.saveSettings(actor, body));
  route(app, api.prueba, ({ body }) => mail.sendTest(body.para));
  route(app, api.salientes, ({ query }) => mail.outboxPage(query.estado, query.page, query.pageSize));
  route(app, api.reintentar, async ({ actor, params }) => (await mail.retry(actor, params.id), null));
}
