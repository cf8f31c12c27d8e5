import type { Label } from '../platform/i18n.ts';

export const passwordMinLength = 6;

/** strong_password of spec §5: one lowercase, one uppercase, one digit, at least 6 characters. */
export function isStrongPassword(value: string): boolean {
  return value.length >= passwordMinLength && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);
}

export const strongPasswordMessage: Label = {
  es: 'El campo debe tener al menos 1 carácter en minúscula, 1 carácter en mayúscula, 1 número y al menos 6 caracteres en total.',
  en: 'The field must have at least 1 lowercase character, 1 uppercase character, 1 number and at least 6 characters in total.',
};
