import { defineModule } from '../../platform/module.ts';
import type { Institution } from '../../platform/config.ts';
import { loginService, type LoginService } from './login.service.ts';
import { loginRoutes } from './login.routes.ts';
import { office365Verifier } from './office365.ts';
import { inBothLanguages } from '@claustro/domain/messages/mail';

declare module '../../platform/module.ts' {
  interface Services {
    login: LoginService;
  }
}

/** The forgot-password e-mail, in Spanish with English below (the reader's language is not known yet). */
function resetCodeMail(institution: Institution, para: string, code: string) {
  return { para, ...inBothLanguages((t) => t.codigoClave, { universidad: institution.university, codigo: code }) };
}

/** Sign-in, sessions, password changes and resets, campus change, Office 365. */
export const loginModule = defineModule({
  name: 'login',
  services: (ctx) => ({
    login: loginService({
      database: ctx.database,
      captcha: ctx.captcha,
      tokens: ctx.tokens,
      clock: ctx.clock,
      access: ctx.access,
      companyLogo: ctx.institution.logo,
      sendResetCode:
        ctx.sendResetCode ??
        (async (to, code) => {
          if (await ctx.mail.configured()) {
            await ctx.mail.queue(resetCodeMail(ctx.institution, to.email, code));
          } else if (process.env.NODE_ENV !== 'production') {
            ctx.log(`password reset code for ${to.usuaNombre} (no SMTP configured): ${code}`);
          }
        }),
    }),
  }),
  routes: (app, ctx) => loginRoutes(app, ctx.services.login, office365Verifier(ctx.institution.microsoft)),
});
