import { describe, expect, it } from 'vitest';
import { issueMessage, labelAt } from './issues.ts';

describe('validation messages', () => {
  it('say a rule’s own problem from the catalogue in the request’s language, its values filled, and name past-date rules', () => {
    const own = { code: 'custom', path: ['cedula'], message: 'identidad_requerida' };
    expect(issueMessage(own, 'Cédula', 'es')).toBe('Indique la cédula o el pasaporte.');
    expect(issueMessage(own, 'ID card', 'en')).toBe('Give the ID card or the passport.');
    const range = { code: 'custom', path: ['nota'], message: 'valor_rango', params: { min: 0, max: 100 } };
    expect(issueMessage(range, 'Nota', 'es')).toBe('Escriba un valor de 0 a 100.');
    // A check of another kind that names its problem is said by it too (a pattern's own sentence).
    expect(issueMessage({ code: 'invalid_format', format: 'regex', path: ['clave'], message: 'clave_cobro_invalida' }, 'Clave', 'en')).toBe(
      'Invalid payment key.',
    );
    expect(issueMessage({ code: 'custom', path: ['f'], message: 'actual_date' }, 'Fecha de nacimiento', 'es')).toBe(
      'Fecha de nacimiento debe ser anterior a hoy.',
    );
    expect(issueMessage({ code: 'custom', path: ['f'], message: '{not json' }, 'Campo', 'es')).toBe('Campo no es válido.');
  });

  it('say a list left empty is required, and how many items a list takes', () => {
    expect(issueMessage({ code: 'too_small', origin: 'array', minimum: 1, path: ['d'] }, 'Documentos de identidad', 'es')).toBe(
      'Documentos de identidad es obligatorio.',
    );
    expect(issueMessage({ code: 'too_small', origin: 'array', minimum: 2, path: ['d'] }, 'Teléfonos', 'en')).toBe('Teléfonos needs at least 2 items.');
    expect(issueMessage({ code: 'too_big', origin: 'array', maximum: 10, path: ['d'] }, 'Correos', 'es')).toBe('Correos admite como máximo 10 elementos.');
  });
});

describe('labelAt', () => {
  const labels = { formasPago: { es: 'Formas de pago', en: 'Payment methods' }, monto: { es: 'Monto', en: 'Amount' } };
  it("names a row's field by its own label, not the list's", () => {
    expect(labelAt(['formasPago', 1, 'monto'], labels, 'es')).toBe('Monto');
    expect(labelAt('formasPago.1.monto'.split('.'), labels, 'en')).toBe('Amount');
  });
  it('falls back to the list, then to the bare name', () => {
    expect(labelAt(['formasPago', 0, 'referencia'], labels, 'es')).toBe('Formas de pago');
    expect(labelAt(['nada'], labels, 'es')).toBe('nada');
  });
});
