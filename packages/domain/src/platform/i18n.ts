export const languages = ['es', 'en'] as const;
export type Lang = (typeof languages)[number];
export type Label = { es: string; en: string };

/** A text in both languages. */
export const label = (es: string, en: string): Label => ({ es, en });

/** Picks the request's language from an Accept-Language-like value; Spanish is the default. */
export function pickLang(value: string | undefined | null): Lang {
  if (!value) return 'es';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'es';
}

/** Several sentences said one after the other, in each language. */
export const sentences = (said: readonly Label[]): Label => ({ es: said.map((s) => s.es).join(' '), en: said.map((s) => s.en).join(' ') });

/** An ISO date as the institution's documents and messages write it: day/month/year ("2026-12-17" → "17/12/2026"). */
export const fechaDma = (iso: string) => iso.split('-').reverse().join('/');
