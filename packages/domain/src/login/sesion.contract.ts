import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id } from '../platform/schemas.ts';
import { newPassword } from '../seguridad/password.rules.ts';

/* Spec §7 "Session and shell": sign-in, token renewal, passwords, campus change, sign-out. */

export const sesionLabels: Record<string, Label> = {
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

/** A session: the short-lived access token, the refresh token that renews it, and the access token's life in seconds. */
export const tokens = z.object({ token: z.string(), refreshToken: z.string(), expiresIn: z.number() });
export type Tokens = z.output<typeof tokens>;

const publico = { access: 'public', labels: sesionLabels } as const;

export const sesionApi = {
  login: endpoint({
    summary: 'Sign in',
    method: 'POST',
    path: '/api/login',
    ...publico,
    body: z.object({ username: required(150), clave: required(200), tokenSeguridad: z.string().nullish(), software: z.string().nullish() }),
    response: tokens,
    errors: ['invalid_credentials', 'user_blocked', 'too_many_attempts'],
  }),
  /** The spec shows this call's path as `{token}`; this is where it lives. */
  office365: endpoint({
    summary: 'Sign in with Office 365',
    method: 'POST',
    path: '/api/login/office365',
    ...publico,
    body: z.object({ tokenOffice: required(8000), software: z.string().nullish(), nonce: z.string().max(200).nullish() }),
    response: tokens,
  }),
  refresh: endpoint({
    summary: 'Renew the session',
    method: 'POST',
    path: '/api/seguridad/usuarios/refresh-token',
    ...publico,
    body: z.object({ refreshToken: required(100) }),
    response: tokens,
  }),
  cambiarClave: endpoint({
    summary: "Change one's own password",
    method: 'POST',
    path: '/api/login/cambiar-clave',
    access: 'password',
    labels: sesionLabels,
    body: z.object({ claveActual: required(), nuevaClave: newPassword, confirmarClave: required() }),
    response: tokens,
  }),
  cambiarRecinto: endpoint({
    summary: "Work at another of one's campuses",
    method: 'POST',
    path: '/api/login/cambiar-recinto',
    access: 'self',
    labels: sesionLabels,
    body: z.object({ sedeId: id }),
    response: tokens,
  }),
  olvideClave: endpoint({
    summary: 'Ask for a password-reset code by e-mail',
    method: 'POST',
    path: '/api/login/olvide-mi-clave',
    ...publico,
    body: z.object({ username: required(150) }),
    response: z.object({ enviado: z.boolean() }),
  }),
  confirmarCodigo: endpoint({
    summary: 'Confirm a password-reset code',
    method: 'POST',
    path: '/api/login/olvide-mi-clave/confirmar',
    ...publico,
    body: z.object({ username: required(150), code: required(12) }),
    response: z.object({ valido: z.boolean() }),
  }),
  restablecerClave: endpoint({
    summary: 'Set a new password with a reset code',
    method: 'POST',
    path: '/api/login/olvide-mi-clave/cambiar-clave',
    ...publico,
    body: z.object({ username: required(150), code: required(12), clave: required(), verifyClave: required() }),
    response: z.object({ cambiada: z.boolean() }),
  }),
  logout: endpoint({
    summary: 'Sign out',
    method: 'POST',
    path: '/api/logout',
    ...publico,
    body: z.object({ refreshToken: z.string().max(100).nullish() }).nullish(),
    response: z.null(),
    status: 204,
  }),
};
