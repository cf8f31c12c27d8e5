import { describe, expect, it } from 'vitest';
import { amount, cents, formatMoney, fromCents, percentOf, toCents } from './money.ts';

describe('money', () => {
  it.each([
    ['12.5', 1250n],
    ['0.05', 5n],
    ['1250', 125000n],
    ['-3.10', -310n],
    [' 7.00 ', 700n],
  ])('reads %s as %s cents', (s, c) => expect(toCents(s)).toBe(c));

  it.each(['1.234', '1,000.00', 'abc', '', '1e3', '.5'])('refuses %s', (s) => expect(toCents(s)).toBeUndefined());

  it('writes cents back canonically', () => {
    expect(fromCents(125050n)).toBe('1250.50');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(0n)).toBe('0.00');
  });

  it('0.1 + 0.2 is 0.30, not 0.30000000000000004', () => expect(fromCents(cents('0.1') + cents('0.2'))).toBe('0.30'));

  it('takes a percentage, rounding half away from zero to the cent', () => {
    expect(percentOf(cents('1000'), '12.5')).toBe(12500n);
    expect(percentOf(cents('0.05'), '50')).toBe(3n); // 2.5 cents → 3
    expect(percentOf(cents('0.05'), '10')).toBe(1n); // 0.5 cents → 1
    expect(percentOf(cents('0.04'), '10')).toBe(0n);
  });

  it('formats for people', () => expect(formatMoney('1234567.8', 'DOP')).toBe('DOP 1,234,567.80'));
  it('writes a negative amount with its sign on the number: DOP -50.00', () => {
    expect(formatMoney('-50', 'DOP')).toBe('DOP -50.00');
    expect(formatMoney(-123456n)).toBe('-1,234.56');
  });

  it('parses request amounts to canonical text, refusing negatives and three decimals', () => {
    expect(amount.parse('1250.5')).toBe('1250.50');
    expect(amount.parse(99)).toBe('99.00');
    expect(amount.safeParse('-1').success).toBe(false);
    expect(amount.safeParse('1.005').success).toBe(false);
  });

  it('takes amounts as the screens print them, and refuses a comma that does not group thousands', () => {
    expect(amount.parse('4,950.00')).toBe('4950.00');
    expect(amount.parse('DOP 5,000.00')).toBe('5000.00');
    expect(amount.parse('4950')).toBe('4950.00');
    expect(amount.safeParse('4.950,00').success).toBe(false);
    expect(amount.safeParse('85,5').success).toBe(false);
  });
});
