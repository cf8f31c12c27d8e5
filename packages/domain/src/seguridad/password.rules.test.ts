import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password.rules.ts';

describe('strong_password (spec §5)', () => {
  it.each([
    ['Demo2026', true],
    ['aB3def', true],
    ['aB3de', false], // five characters
    ['abcdef1', false], // no upper case
    ['ABCDEF1', false], // no lower case
    ['Abcdefg', false], // no digit
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isStrongPassword(value)).toBe(expected);
  });
});
