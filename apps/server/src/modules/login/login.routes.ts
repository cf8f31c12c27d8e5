import { actorOf, callerOf } from '../../platform/http/route.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@claustro/domain/platform/schemas';
import { sessionOf } from '../../platform/auth/access.ts';
import type { LoginService } from './login.service.ts';
import type { Office365Verifier } from './office365.ts';

const tokens = z.object({ token: z.string(), refreshToken: z.string(), expiresIn: z.number() });
const label = (es: string, en: string) => ({ es, en });
const labels = {
  username: label('Usuario', 'User name'),
  clave: label('Contraseña', 'Password'),
  claveActual: label('Contraseña actual', 'Current password'),
  nuevaClave: label('Nueva contraseña', 'New password'),
  confirmarClave: label('Confirmar contraseña', 'Confirm password'),
  verifyClave: label('Confirmar contraseña', 'Confirm password'),
  code: label('Código', 'Code'),
  sedeId: label('Recinto', 'Campus'),
  refreshToken: label('Token de renovación', 'Refresh token'),
};
const required = (max = 200) => z.string().min(1).max(max);

/** Spec §7 "Session and shell": sign-in, token renewal, passwords, campus change. */
export function loginRoutes(app: FastifyInstance, svc: LoginService, office: Office365Verifier) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sesion'];

  r.post('/api/login', {
    config: { access: 'public', labels },
    schema: {
      tags,
      body: z.object({ username: required(150), clave: required(200), tokenSeguridad: z.string().nullish(), software: z.string().nullish() }),
      response: { 200: tokens },
    },
    handler: (req) => svc.login(callerOf(req), req.body.username, req.body.clave, req.body.tokenSeguridad),
  });

  // The spec shows this call's path as `{token}`; this is where it lives.
  r.post('/api/login/office365', {
    config: { access: 'public', labels },
    schema: {
      tags,
      body: z.object({ tokenOffice: required(8000), software: z.string().nullish(), nonce: z.string().max(200).nullish() }),
      response: { 200: tokens },
    },
    handler: async (req) => svc.loginVerifiedEmail(await office.verify(req.body.tokenOffice, req.body.nonce)),
  });

  r.post('/api/seguridad/usuarios/refresh-token', {
    config: { access: 'public', labels },
    schema: { tags, body: z.object({ refreshToken: required(100) }), response: { 200: tokens } },
    handler: (req) => svc.refresh(req.body.refreshToken),
  });

  r.post('/api/login/cambiar-clave', {
    config: { access: 'password', labels },
    schema: {
      tags,
      body: z.object({ usuarioId: z.unknown().optional(), claveActual: required(), nuevaClave: required(), confirmarClave: required() }),
      response: { 200: tokens },
    },
    handler: (req) => svc.changePassword(actorOf(req)!, sessionOf(req), req.body.claveActual, req.body.nuevaClave, req.body.confirmarClave),
  });

  r.post('/api/login/cambiar-recinto', {
    config: { access: 'self', labels },
    schema: {
      tags,
      body: z.object({ usuarioId: z.unknown().optional(), sedeId: id }),
      response: { 200: tokens },
    },
    handler: (req) => svc.changeSede(sessionOf(req), req.body.sedeId),
  });

  const sent = z.object({ enviado: z.boolean() });
  r.post('/api/login/olvide-mi-clave', {
    config: { access: 'public', labels },
    schema: { tags, body: z.object({ username: required(150) }), response: { 200: sent } },
    handler: async (req) => {
      await svc.forgotPassword(req.body.username);
      return { enviado: true };
    },
  });

  r.post('/api/login/olvide-mi-clave/confirmar', {
    config: { access: 'public', labels },
    schema: { tags, body: z.object({ username: required(150), code: required(12) }), response: { 200: z.object({ valido: z.boolean() }) } },
    handler: async (req) => {
      await svc.confirmResetCode(req.body.username, req.body.code);
      return { valido: true };
    },
  });

  r.post('/api/login/olvide-mi-clave/cambiar-clave', {
    config: { access: 'public', labels },
    schema: {
      tags,
      body: z.object({ username: required(150), code: required(12), clave: required(), verifyClave: required() }),
      response: { 200: z.object({ cambiada: z.boolean() }) },
    },
    handler: async (req) => {
      await svc.resetPassword(callerOf(req), req.body.username, req.body.code, req.body.clave, req.body.verifyClave);
      return { cambiada: true };
    },
  });

  r.post('/api/logout', {
    config: { access: 'public', labels },
    schema: { tags, body: z.object({ refreshToken: z.string().max(100).nullish() }).nullish(), response: { 204: z.null() } },
    handler: async (req, reply) => {
      if (req.body?.refreshToken) await svc.revokeFamily(req.body.refreshToken);
      return reply.status(204).send(null);
    },
  });
}
