import { describe, expect, it } from 'vitest';
import { keyset } from './keyset.ts';

describe('keyset keys', () => {
  const students = keyset('text', 'text', 'int');
  it('come back as they went', () => {
    expect(students.decode(students.encode(['Peña Núñez', 'José', 42]))).toEqual(['Peña Núñez', 'José', 42]);
  });
  it.each([['not json'], ['{}'], ['["a","b"]'], ['["a","b",0]'], ['["a","b",2147483648]'], ['["a",1,1]'], ['["a","b","1"]']])('refuse %s', (text) => {
    expect(students.decode(text)).toBeNull();
  });
  it('check a moment as a date', () => {
    const applicants = keyset('timestamp', 'int');
    expect(applicants.decode('["2026-11-22T12:00:00.000Z",5]')).toEqual(['2026-11-22T12:00:00.000Z', 5]);
    expect(applicants.decode('["ayer",5]')).toBeNull();
  });
});
