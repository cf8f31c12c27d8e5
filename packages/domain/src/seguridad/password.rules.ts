import { z } from 'zod';
import type { Label } from '../platform/i18n.ts';
import { errorMessages } from '../platform/messages.ts';

export const passwordMinLength = 6;

/** strong_password of spec §5: one lowercase, one uppercase, one digit, at least 6 characters. */
export function isStrongPassword(value: string): boolean {
  return value.length >= passwordMinLength && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);
}

export const strongPasswordMessage: Label = {
  es: 'El campo debe tener al menos 1 carácter en minúscula, 1 carácter en mayúscula, 1 número y al menos 6 caracteres en total.',
  en: 'The field must have at least 1 lowercase character, 1 uppercase character, 1 number and at least 6 characters in total.',
};

/** A new password as forms and contracts take it: strong (spec §5), said in the rule's own words. */
export const newPassword = z
  .string()
  .max(200)
  .refine(isStrongPassword, { message: JSON.stringify(strongPasswordMessage) });

/**
 * A form's new password and its confirmation, which must match (`confirmarClave`). The server checks
 * the match too and answers `password_mismatch`; the form says it before sending, in the same words.
 */
export const confirmedPassword = <S extends z.ZodType<{ nuevaClave: string; confirmarClave: string }>>(schema: S) =>
  schema.refine((v) => v.confirmarClave === v.nuevaClave, { path: ['confirmarClave'], message: JSON.stringify(errorMessages.password_mismatch) });
