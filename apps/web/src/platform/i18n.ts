import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@claustro/domain/platform/i18n';
import { web as es } from '@claustro/domain/messages/es/web';
import { rememberPlainKeys } from './plain-keys.ts';

// Read once: every list cell and date asks, and storage is slow on a phone's first load. The server's
// drawing of a public page (entry-server.tsx) has no storage: Spanish, the institution's language.
let lang: Lang = typeof localStorage !== 'undefined' && localStorage.getItem('lang') === 'en' ? 'en' : 'es';
export function currentLang(): Lang {
  return lang;
}

/** A date and time as people read it in the chosen language (Dominican format in Spanish). */
export function formatDateTime(value: string | Date, lang: string) {
  return new Date(value).toLocaleString(lang === 'en' ? 'en-US' : 'es-DO', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Dates as dd/mm/aaaa (one rule for shown and typed dates). */
export { formatDate } from './date-input.ts';

/**
 * The screens' texts are the catalogue's `web` part (`packages/domain/src/messages`). Spanish, the
 * institution's language, comes with the first load; English is fetched when chosen.
 */
const dictionaries: Record<Lang, () => Promise<typeof es>> = {
  es: () => Promise.resolve(es),
  en: () => import('@claustro/domain/messages/en/web').then((m) => m.web),
};

export async function setLang(next: Lang) {
  if (!i18n.hasResourceBundle(next, 'translation')) i18n.addResourceBundle(next, 'translation', await dictionaries[next]());
  lang = next;
  localStorage.setItem('lang', lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

export async function initI18n() {
  const lang = currentLang();
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    // One placeholder form for the whole catalogue: `{name}`, as the server's texts have it.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    resources: { [lang]: { translation: await dictionaries[lang]() } },
  });
  rememberPlainKeys(i18n);
}
