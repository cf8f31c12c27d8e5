import type { Label, Lang } from './i18n.ts';
import { errors as es } from '../messages/es/errors.ts';
import { errors as en } from '../messages/en/errors.ts';
import { fill } from '../messages/texts.ts';

/** Every error code the server can answer; its texts are the catalogue's `errors` (`messages/es/errors.ts`). */
const errorTexts = { es, en };

export type ErrorCode = keyof typeof es;

const isLabel = (v: unknown): v is Label => typeof v === 'object' && v !== null && 'es' in v && 'en' in v;

/** A code's message in a language; a parameter given in both languages (a day's name) is said in that one. */
export function errorMessage(code: ErrorCode, lang: Lang, params?: Record<string, unknown>): string {
  const said = params && Object.fromEntries(Object.entries(params).map(([k, v]) => [k, isLabel(v) ? v[lang] : v]));
  return fill(errorTexts[lang][code], said);
}

/** The exact text of spec §8 for a request that got no answer. */
export const networkErrorText = 'Ha ocurrido un error al intentar conectar con el servidor, verifica tu conexión a internet.';
