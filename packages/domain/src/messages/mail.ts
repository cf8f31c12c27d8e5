import type { Lang } from '../platform/i18n.ts';
import { mail as es } from './es/mail.ts';
import { mail as en } from './en/mail.ts';
import { fill } from './texts.ts';

export { fill };
const byLang = { es, en };

/** The e-mails' texts in a language. Mail to applicants and offices goes in the institution's language, Spanish. */
export const mailTexts = (lang: Lang = 'es'): typeof en => byLang[lang];

/** A message for a reader whose language is not known yet: the Spanish, then the English. */
export function inBothLanguages(pick: (t: typeof en) => { asunto: string; texto: string }, params: object = {}) {
  const [a, b] = [pick(es), pick(en)];
  return { asunto: `${fill(a.asunto, params)} / ${fill(b.asunto, params)}`, texto: `${fill(a.texto, params)}\n${fill(b.texto, params)}` };
}
