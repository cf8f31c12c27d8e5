import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.rules.ts';

describe('changedFields', () => {
  it.each([
    ['a creation lists the fields given a value', null, { a: 1, b: '', c: [], d: 'x' }, ['a', 'd']],
    ['an update lists what differs', { a: 1, b: 'x' }, { a: 2, b: 'x' }, ['a']],
    ['blank values are alike', { a: null, b: [] }, { a: '', b: null }, []],
    ['fields the write did not carry are not changes', { a: 1, z: 9 }, { a: 1 }, []],
    ['nested values compare whatever their key order', { t: [{ x: 1, y: 2 }] }, { t: [{ y: 2, x: 1 }] }, []],
    ['a changed list item counts', { t: [{ x: 1 }] }, { t: [{ x: 2 }] }, ['t']],
    ['a value that is not an object has no fields', { a: 1 }, 'x', []],
  ])('%s', (_name, antes, despues, expected) => {
    expect(changedFields(antes, despues)).toEqual(expected);
  });
});
