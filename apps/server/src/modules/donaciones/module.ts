import { defineModule } from '../../platform/module.ts';
import { donacionRoutes } from './donacion.routes.ts';
import { donacionService, type DonacionService } from './donacion.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    donaciones: DonacionService;
  }
}

/** Donations: the public form, paid at the card checkout or pledged with a code, and finance's report. */
export const donacionesModule = defineModule({
  name: 'donaciones',
  services: (ctx) => ({
    donaciones: donacionService({ database: ctx.database, institution: ctx.institution, mail: ctx.mail, pagos: ctx.services.pagosOnline }),
  }),
  routes: (app, ctx) => donacionRoutes(app, ctx.services.donaciones, { captcha: ctx.captcha, attempts: ctx.attempts }),
});
