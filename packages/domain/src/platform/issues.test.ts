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
});
