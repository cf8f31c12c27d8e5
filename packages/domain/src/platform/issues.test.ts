import { describe, expect, it } from 'vitest';
import { issueMessage } from './issues.ts';

describe('validation messages', () => {
  it('use a rule’s own sentence in the request’s language, and name past-date rules', () => {
    const own = {
      code: 'custom',
      path: ['cedula'],
      message: JSON.stringify({ es: 'Indique la cédula o el pasaporte.', en: 'Give the ID card or the passport.' }),
    };
    expect(issueMessage(own, 'Cédula', 'es')).toBe('Indique la cédula o el pasaporte.');
    expect(issueMessage(own, 'ID card', 'en')).toBe('Give the ID card or the passport.');
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
