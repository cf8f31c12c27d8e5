import { describe, expect, it } from 'vitest';
import { keyset } from './keyset.ts';

describe('keyset keys', () => {
  const students = keyset('text', 'text', 'int');
  it('come back as they went, accents included, and travel as ASCII (in a header)', () => {
    const key = students.encode(['Peña Núñez', 'José', 42]);
    expect(key).toMatch(/^[\x20-\x7e]+$/);
    expect(students.decode(key)).toEqual(['Peña Núñez', 'José', 42]);
  });
  it.each([['not json'], ['{}'], ['["a","b"]'], ['["a","b",0]'], ['["a","b",2147483648]'], ['["a",1,1]'], ['["a","b","1"]']])('refuse %s', (text) => {
    expect(students.decode(text)).toBeNull();
  });
  it('check a moment as a date', () => {
    const applicants = keyset('timestamp', 'int');
    expect(applicants.decode(encodeURIComponent('["2026-11-22T12:00:00.000Z",5]'))).toEqual(['2026-11-22T12:00:00.000Z', 5]);
    expect(applicants.decode(encodeURIComponent('["ayer",5]'))).toBeNull();
    expect(applicants.decode('%E0%A4%A')).toBeNull();
  });
});
