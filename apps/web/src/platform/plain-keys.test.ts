import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { rememberPlainKeys } from './plain-keys.ts';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'es',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    resources: { es: { translation: { nombre: 'Nombre', hola: 'Hola, {{quien}}', n_one: 'un día', n_other: '{{count}} días' } } },
  });
  rememberPlainKeys(i18n);
  return i18n;
}

describe('a fixed t that remembers plain keys', () => {
  it('looks a key without options up once, and answers the same text', async () => {
    const i18n = await instance();
    const t = i18n.getFixedT('es');
    let lookups = 0;
    const translate = i18n.t.bind(i18n);
    i18n.t = ((...a: Parameters<typeof translate>) => (lookups++, translate(...a))) as typeof i18n.t;
    expect([t('nombre'), t('nombre'), t('nombre')]).toEqual(['Nombre', 'Nombre', 'Nombre']);
    expect(lookups).toBe(1);
    expect(t('falta')).toBe('falta'); // a missing key answers the key, as i18next does
  });

  it('passes a call with options to i18next every time', async () => {
    const t = (await instance()).getFixedT('es');
    expect(t('hola', { quien: 'Ana' })).toBe('Hola, Ana');
    expect(t('hola', { quien: 'Luis' })).toBe('Hola, Luis');
    expect(t('n', { count: 1 })).toBe('un día');
    expect(t('n', { count: 3 })).toBe('3 días');
  });

  it('shares answers between the t of every component, and forgets them when texts are added', async () => {
    const i18n = await instance();
    let lookups = 0;
    const translate = i18n.t.bind(i18n);
    i18n.t = ((...a: Parameters<typeof translate>) => (lookups++, translate(...a))) as typeof i18n.t;
    expect([i18n.getFixedT('es')('nombre'), i18n.getFixedT('es')('nombre')]).toEqual(['Nombre', 'Nombre']);
    expect(lookups).toBe(1);
    i18n.addResourceBundle('es', 'translation', { nombre: 'Nombre completo' }, true, true);
    expect(i18n.getFixedT('es')('nombre')).toBe('Nombre completo');
  });

  it('answers each language its own texts', async () => {
    const i18n = await instance();
    expect(i18n.getFixedT('es')('nombre')).toBe('Nombre');
    i18n.addResourceBundle('en', 'translation', { nombre: 'Name' });
    await i18n.changeLanguage('en');
    const en = i18n.getFixedT('en');
    expect(en('nombre')).toBe('Name');
    expect((en as unknown as { lng: string }).lng).toBe('en');
  });
});
