import { defineModule } from '../../platform/module.ts';
import { mensajesService, type MensajesService } from './mensajes.service.ts';
import { messagesHub, type MessagesHub } from './hub.ts';
import { mensajesRoutes } from './mensajes.routes.ts';

declare module '../../platform/module.ts' {
  interface Services {
    mensajes: MensajesService;
    hub: MessagesHub;
  }
}
declare module 'fastify' {
  interface FastifyInstance {
    hub: MessagesHub;
  }
}

/** Messages: the inbox, sends to many users (with e-mail copies through jobs), and the realtime hub. */
export const mensajesModule = defineModule({
  name: 'mensajes',
  services: (ctx) => {
    const mensajes = mensajesService(ctx);
    return { mensajes, hub: messagesHub({ database: ctx.database, mensajes, log: ctx.log }) };
  },
  jobs: (ctx) => ctx.services.mensajes.handlers,
  routes: (app, ctx) => mensajesRoutes(app, { mensajes: ctx.services.mensajes, hub: ctx.services.hub, tokens: ctx.tokens }),
  start: async (app, ctx) => {
    await ctx.services.hub.start();
    app.decorate('hub', ctx.services.hub);
    return () => ctx.services.hub.stop();
  },
});
