import { describe, expect, it } from 'vitest';
import { destinatarioValido, textoDiploma } from './diploma.rules.ts';

describe('textoDiploma', () => {
  it('places the reason where the kind says', () => {
    expect(textoDiploma('Por su destacada participación en {motivo}', 'la Feria Científica 2026')).toBe(
      'Por su destacada participación en la Feria Científica 2026.',
    );
  });
  it('appends the reason when the text does not place it, and folds spaces', () => {
    expect(textoDiploma('En reconocimiento  a su labor', 'como monitor')).toBe('En reconocimiento a su labor como monitor.');
  });
  it('keeps a text without reason, with its own stop', () => {
    expect(textoDiploma('Por su excelencia académica {motivo}.', null)).toBe('Por su excelencia académica.');
    expect(textoDiploma('¡Felicidades!', '')).toBe('¡Felicidades!');
  });
});

describe('destinatarioValido', () => {
  it('takes a student or a name, not both, not neither', () => {
    expect(destinatarioValido({ estudianteId: 4 })).toBe(true);
    expect(destinatarioValido({ nombre: 'Ana Pérez' })).toBe(true);
    expect(destinatarioValido({ estudianteId: 4, nombre: 'Ana' })).toBe(false);
    expect(destinatarioValido({ nombre: '  ' })).toBe(false);
    expect(destinatarioValido({})).toBe(false);
  });
});
