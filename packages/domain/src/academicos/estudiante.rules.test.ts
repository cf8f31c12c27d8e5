import { describe, expect, it } from 'vitest';
import { cedulaCheckDigit, cedulaImpresa, formatMatricula, isValidCedula } from './estudiante.rules.ts';

describe('cédula', () => {
  it.each([
    // by hand: 0·1 0·2 1·1 1·2 2·1 3·2 4·1 5·2=10→1 6·1 7·2=14→5 → 27 → 3
    ['0011234567', 3],
    // 4 0 2 2 2 6 4 1 6 5 → 32 → 8
    ['4021234567', 8],
    ['0000000000', 0],
  ])('check digit of %s is %i', (first10, digit) => expect(cedulaCheckDigit(first10)).toBe(digit));

  it('accepts a cédula whose last digit checks, and nothing else', () => {
    expect(isValidCedula('00112345673')).toBe(true);
    expect(isValidCedula('40212345678')).toBe(true);
    expect(isValidCedula('00112345678')).toBe(false);
    expect(isValidCedula('001-1234567-3')).toBe(false);
    expect(isValidCedula('0011234567')).toBe(false);
  });
});

describe('matrícula', () => {
  it.each([
    ['{anio}-{secuencia:4}', { anio: 2026, secuencia: 7 }, '2026-0007'],
    ['{anio2}{sede}{secuencia:5}', { anio: 2026, secuencia: 123, sede: 'SD' }, '26SD00123'],
    ['{secuencia}', { anio: 2026, secuencia: 42 }, '42'],
  ])('%s → %s', (pattern, v, expected) => expect(formatMatricula(pattern, v)).toBe(expected));
});

describe('cedulaImpresa', () => {
  it('prints a cédula with its hyphens, and anything else as it is', () => {
    expect(cedulaImpresa('00112345673')).toBe('001-1234567-3');
    expect(cedulaImpresa('PA1234567')).toBe('PA1234567');
  });
});
