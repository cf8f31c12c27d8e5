import type { FastifyInstance } from 'fastify';
import { sesionApi as api } from '@claustro/domain/login/sesion.contract';
import { route } from '../../platform/http/route.ts';
import type { LoginService } from './login.service.ts';
import type { Office365Verifier } from './office365.ts';

/** Spec §7 "Session and shell": sign-in, token renewal, passwords, campus change. */
export function loginRoutes(app: FastifyInstance, svc: LoginService, office: Office365Verifier) {
  route(app, api.login, ({ actor, visitor, body }) => svc.login({ actor: actor ?? visitor, input: body }));
  route(app, api.office365, async ({ actor, visitor, body }) =>
    svc.loginVerifiedEmail({ actor: actor ?? visitor, input: { email: await office.verify(body.tokenOffice, body.nonce) } }),
  );
  route(app, api.refresh, ({ actor, visitor, body }) => svc.refresh({ actor: actor ?? visitor, input: body }));
  route(app, api.cambiarClave, ({ actor, body }) => svc.changePassword({ actor, input: body }));
  route(app, api.cambiarRecinto, ({ actor, body }) => svc.changeSede({ actor, input: body }));
  route(app, api.olvideClave, async ({ actor, visitor, body }) => (await svc.forgotPassword({ actor: actor ?? visitor, input: body }), { enviado: true }));
  route(app, api.confirmarCodigo, async ({ actor, visitor, body }) => (await svc.confirmResetCode({ actor: actor ?? visitor, input: body }), { valido: true }));
  route(app, api.restablecerClave, async ({ actor, visitor, body }) => (await svc.resetPassword({ actor: actor ?? visitor, input: body }), { cambiada: true }));
  route(app, api.logout, async ({ actor, visitor, body }) => (await svc.logout({ actor: actor ?? visitor, input: body }), null));
}
