import { describe, expect, it } from 'vitest';
import type { ClaseCarta } from './carta.contract.ts';
import { textoCarta, type HechosCarta } from './carta.rules.ts';

const ella = { nombre: 'Elena Marte', matricula: '2024-0001', carrera: 'Derecho', sede: 'Recinto Santo Domingo' };
const el = { nombre: 'Juan Pérez', matricula: '2024-0002', carrera: 'Derecho', sede: 'Santiago' };
const hechos: Record<ClaseCarta, Omit<HechosCarta, 'nombre' | 'matricula' | 'carrera' | 'sede'>> = {
  constancia_estudios: { estado: 'Activo', periodo: '2026-3', creditosInscritos: 18 },
  certificacion_creditos: { plan: 'DER-2020', creditos: 120, creditosPlan: 180, indice: '3.41' },
  carta_egresado: { titulo: 'Licenciada en Derecho', fecha: '12 de diciembre de 2026', registro: 'Libro I · folio 3 · página 3 · línea 7', honor: null },
};

/** Spanish words that agree with the student: none of the other sex may appear. */
const masculinas = /\b(inscrito|matriculado|egresado|graduado|registrado como estudiante)\b/;
const femeninas = /\b(inscrita|matriculada|egresada|graduada)\b/;

describe("a letter's text", () => {
  it('certifies enrolment, with the current term when registered, agreeing with a woman and with a man', () => {
    expect(textoCarta('constancia_estudios', { ...ella, ...hechos.constancia_estudios }, 'es', true)).toBe(
      'Por medio de la presente hacemos constar que Elena Marte, matrícula 2024-0001, es estudiante de la carrera Derecho en el Recinto Santo Domingo, en estado activo, e inscrita en el período 2026-3 con 18 créditos.',
    );
    expect(textoCarta('constancia_estudios', { ...el, ...hechos.constancia_estudios }, 'es', false)).toBe(
      'Por medio de la presente hacemos constar que Juan Pérez, matrícula 2024-0002, es estudiante de la carrera Derecho en el recinto Santiago, en estado activo, e inscrito en el período 2026-3 con 18 créditos.',
    );
    expect(textoCarta('constancia_estudios', { ...ella, estado: 'Activo', periodo: null }, 'en', true)).toBe(
      'We hereby certify that Elena Marte, student ID 2024-0001, is a student of Derecho at Recinto Santo Domingo, with the status “Activo”.',
    );
    expect(textoCarta('constancia_estudios', { ...el, estado: 'Activo', periodo: null }, 'en')).toContain('at the Santiago campus');
  });

  it('certifies credits against the plan, with the index', () => {
    expect(textoCarta('certificacion_creditos', { ...ella, ...hechos.certificacion_creditos }, 'es', true)).toContain(
      'ha aprobado 120 de los 180 créditos del plan de estudios DER-2020 de la carrera Derecho, con un índice académico acumulado de 3.41.',
    );
  });

  it('certifies graduation, with honours only when earned', () => {
    const g = { ...ella, ...hechos.carta_egresado };
    expect(textoCarta('carta_egresado', { ...g, honor: 'Cum Laude' }, 'es', true)).toContain(
      'el 12 de diciembre de 2026, con los honores Cum Laude. El título está registrado en el Libro I',
    );
    expect(textoCarta('carta_egresado', g, 'es', true)).not.toContain('honores');
  });

  for (const clase of Object.keys(hechos) as ClaseCarta[])
    it(`${clase}: agrees in gender for a woman and a man, and never says "recinto Recinto"`, () => {
      const mujer = textoCarta(clase, { ...ella, ...hechos[clase] }, 'es', true);
      const hombre = textoCarta(clase, { ...el, ...hechos[clase] }, 'es', false);
      expect(mujer).not.toMatch(masculinas);
      expect(hombre).not.toMatch(femeninas);
      for (const t of [mujer, hombre, textoCarta(clase, { ...ella, ...hechos[clase] }, 'en', true)]) expect(t).not.toMatch(/recinto recinto/i);
    });
});
