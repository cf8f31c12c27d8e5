import { describe, expect, it } from 'vitest';
import { es } from './locales/es.ts';
import { en } from './locales/en.ts';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('shell texts', () => {
  it('have the same keys in Spanish and English, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(es).sort());
    for (const locale of [es, en]) {
      for (const k of keys(locale)) {
        const value = k.split('.').reduce<any>((o, part) => o[part], locale);
        expect(String(value).trim(), k).not.toBe('');
      }
    }
  });
  it('keep the interpolations of each text in both languages', () => {
    for (const k of keys(es)) {
      const get = (o: object) => String(k.split('.').reduce<any>((x, part) => x[part], o));
      const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(vars(get(en)), k).toEqual(vars(get(es)));
    }
  });
});
