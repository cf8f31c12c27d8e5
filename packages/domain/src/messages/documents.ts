import type { Lang } from '../platform/i18n.ts';
import { documents as es } from './es/documents.ts';
import { documents as en } from './en/documents.ts';

export { fill } from './texts.ts';

/** The texts of the server's documents in a language (`fill` puts values in their `{name}` places). */
const byLang = { es, en };
export const documentTexts = (lang: Lang): typeof en => byLang[lang];
