import { describe, expect, it } from 'vitest';
import { readNumberText } from './number-text.ts';

describe('numbers as people type them', () => {
  const money = { maxDecimals: 2, currency: true };
  it.each([
    ['4,950.00', '4950.00'],
    ['4950.00', '4950.00'],
    ['4950', '4950'],
    ['4,950', '4950'],
    [' 1,234,567.5 ', '1234567.5'],
    ['DOP 5,000.00', '5000.00'],
    ['RD$ 5,000.00', '5000.00'],
    ['0.05', '0.05'],
    ['4950.', '4950'],
  ])('reads the amount %j as %j', (typed, value) => expect(readNumberText(typed, money)).toEqual({ value }));

  it.each(['4.950,00', '85,5', '4950,00', '49,50.00', '1,2345', '4..5', '4.9.5', 'abc', '1e3', '.5', '-5', '12 500'])(
    'refuses the ambiguous or wrong amount %j',
    (typed) => expect(readNumberText(typed, money)).toEqual({ problem: 'format' }),
  );

  it('refuses more decimals than the field keeps', () => expect(readNumberText('1.005', money)).toEqual({ problem: 'decimals' }));
  it('reads blank as nothing', () => expect(readNumberText('  ', money)).toBeNull());
  it('takes a sign only where negatives are allowed', () => expect(readNumberText('-3.10', { maxDecimals: 2, negative: true })).toEqual({ value: '-3.10' }));
  it('takes a currency only where amounts are read', () => expect(readNumberText('DOP 5', { maxDecimals: 2 })).toEqual({ problem: 'format' }));
  it.each([
    ['85.5', '85.5'],
    ['100', '100'],
  ])('reads the score %j', (typed, value) => expect(readNumberText(typed, { maxDecimals: 2 })).toEqual({ value }));
});
