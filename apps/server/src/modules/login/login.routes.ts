import type { FastifyInstance } from 'fastify';
import { sesionApi as api } from '@claustro/domain/login/sesion.contract';
import { route } from '../../platform/http/route.ts';
import type { LoginService } from './login.service.ts';
import type { Office365Verifier } from './office365.ts';

/** Spec §7 "Session and shell": sign-in, token renewal, passwords, campus change. */
export function loginRoutes(app: FastifyInstance, svc: LoginService, office: Office365Verifier) {
  route(app, api.login, ({ actor, visitor, body }) => svc.login(actor ?? visitor, body.username, body.clave, body.tokenSeguridad));
  route(app, api.office365, async ({ body }) => svc.loginVerifiedEmail(await office.verify(body.tokenOffice, body.nonce)));
  route(app, api.refresh, ({ body }) => svc.refresh(body.refreshToken));
  route(app, api.cambiarClave, ({ actor, body }) => svc.changePassword(actor, actor, body.claveActual, body.nuevaClave, body.confirmarClave));
  route(app, api.cambiarRecinto, ({ actor, body }) => svc.changeSede(actor, body.sedeId));
  route(app, api.olvideClave, async ({ body }) => (await svc.forgotPassword(body.username), { enviado: true }));
  route(app, api.confirmarCodigo, async ({ body }) => (await svc.confirmResetCode(body.username, body.code), { valido: true }));
  route(app, api.restablecerClave, async ({ actor, visitor, body }) => {
    await svc.resetPassword(actor ?? visitor, body.username, body.code, body.clave, body.verifyClave);
    return { cambiada: true };
  });
  route(app, api.logout, async ({ body }) => {
    if (body?.refreshToken) await svc.revokeFamily(body.refreshToken);
    return null;
  });
}
