import { describe, expect, it } from 'vitest';
import { accionDeLinea } from './bitacora.rules.ts';

const b = { nota: 85, calificacionLiteralId: 2 };

describe('accionDeLinea', () => {
  it('an empty line given a grade is entered', () => expect(accionDeLinea(null, b)).toBe('digitada'));
  it('an empty line left empty leaves no trail', () => expect(accionDeLinea(null, null)).toBeNull());
  it('a grade cleared is cleared', () => expect(accionDeLinea(b, null)).toBe('borrada'));
  it('a grade saved as it was leaves no trail', () => expect(accionDeLinea(b, { ...b })).toBeNull());
  it('a new score is a change', () => expect(accionDeLinea(b, { ...b, nota: 86 })).toBe('modificada'));
  it('a new letter on the same score is a change', () => expect(accionDeLinea(b, { ...b, calificacionLiteralId: 3 })).toBe('modificada'));
  it('a withdrawal (letter alone) over a score is a change', () => expect(accionDeLinea(b, { nota: null, calificacionLiteralId: 9 })).toBe('modificada'));
});
