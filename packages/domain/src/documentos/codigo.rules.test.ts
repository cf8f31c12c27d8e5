import { describe, expect, it } from 'vitest';
import { codigoDocumento, codigoNormalizado } from './codigo.rules.ts';

describe('the verification code of a document', () => {
  const code = codigoDocumento(new Uint8Array([5, 17, 200, 3, 99, 250, 41, 8, 77, 130, 64]));

  it('is twelve characters in groups of four, without look-alikes', () => {
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });

  it('is read back however it is typed', () => {
    expect(codigoNormalizado(code)).toBe(code);
    expect(codigoNormalizado(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
  });

  it('refuses a code with one character changed, two swapped, or of another length', () => {
    const raw = code.replace(/-/g, '');
    for (let i = 0; i < raw.length; i++) {
      const other = raw[i] === '7' ? '8' : '7';
      expect(codigoNormalizado(raw.slice(0, i) + other + raw.slice(i + 1)), `position ${i}`).toBeNull();
    }
    const swapped = raw[1] + raw[0] + raw.slice(2);
    if (swapped !== raw) expect(codigoNormalizado(swapped)).toBeNull();
    expect(codigoNormalizado(raw.slice(0, 11))).toBeNull();
    expect(codigoNormalizado('0000-0000-0000')).toBeNull();
  });
});
