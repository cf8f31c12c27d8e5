import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@claustro/domain/registry';
import type { Lang } from '@claustro/domain/platform/i18n';
import { en, es } from './locales.ts';

/** Catalogue labels come from their declarations: `resources.<entity>.fields.<field>`. */
function resourceLabels(lang: Lang) {
  return Object.fromEntries(
    resources.map((r) => [
      r.name,
      {
        name: r.label[lang],
        plural: r.plural[lang],
        fields: Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.label[lang]])),
      },
    ]),
  );
}

export function currentLang(): Lang {
  return localStorage.getItem('lang') === 'en' ? 'en' : 'es';
}

/** A date and time as people read it in the chosen language (Dominican format in Spanish). */
export function formatDateTime(value: string | Date, lang: string) {
  return new Date(value).toLocaleString(lang === 'en' ? 'en-US' : 'es-DO');
}

export function setLang(lang: Lang) {
  localStorage.setItem('lang', lang);
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}

export function initI18n() {
  document.documentElement.lang = currentLang();
  return i18n.use(initReactI18next).init({
    lng: currentLang(),
    fallbackLng: 'es',
    interpolation: { escapeValue: false },
    resources: {
      es: { translation: { ...es, resources: resourceLabels('es') } },
      en: { translation: { ...en, resources: resourceLabels('en') } },
    },
  });
}
