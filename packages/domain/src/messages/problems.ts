import type { Label, Lang } from '../platform/i18n.ts';
import { problems as es, type ProblemCode } from './es/problems.ts';
import { problems as en } from './en/problems.ts';
import { fill } from './texts.ts';

export type { ProblemCode };
const byLang = { es, en };

/** A contract's check names its problem by code (`message: problem('monto_positivo')`): a misspelt code does not compile. */
export const problem = (code: ProblemCode) => code;

export const isProblemCode = (value: unknown): value is ProblemCode => typeof value === 'string' && Object.hasOwn(es, value);

/** A problem's sentence in a language, its placeholders filled. */
export function problemText(code: ProblemCode, lang: Lang, params?: Record<string, unknown>): string {
  return fill(byLang[lang][code], params);
}

/** A problem in both languages, for an answer that carries its sentence to every reader (a hold's reason, a refusal). */
export const problemInBoth = (code: ProblemCode, params?: Record<string, unknown>): Label => ({
  es: problemText(code, 'es', params),
  en: problemText(code, 'en', params),
});
