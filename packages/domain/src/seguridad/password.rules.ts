import { z } from 'zod';
import { problem } from '../messages/problems.ts';

export const passwordMinLength = 6;

/** strong_password of spec §5: one lowercase, one uppercase, one digit, at least 6 characters. */
export function isStrongPassword(value: string): boolean {
  return value.length >= passwordMinLength && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);
}

/** A new password as forms and contracts take it: strong (spec §5), said in the rule's own words. */
export const newPassword = z
  .string()
  .max(200)
  .refine(isStrongPassword, { message: problem('clave_debil') });

/**
 * A form's new password and its confirmation, which must match (`confirmarClave`). The server checks
 * the match too and answers `password_mismatch`; the form says it before sending, in the same words.
 */
export const confirmedPassword = <S extends z.ZodType<{ nuevaClave: string; confirmarClave: string }>>(schema: S) =>
  schema.refine((v) => v.confirmarClave === v.nuevaClave, { path: ['confirmarClave'], message: problem('clave_no_coincide') });
