import { describe, expect, it } from 'vitest';
import { textoCarta } from './carta.rules.ts';

const quien = { nombre: 'Elena Marte', matricula: '2024-0001', carrera: 'Derecho', sede: 'Santo Domingo' };

describe("a letter's text", () => {
  it('certifies enrolment, with the current term when registered', () => {
    expect(textoCarta('constancia_estudios', { ...quien, estado: 'Activo', periodo: '2026-3', creditosInscritos: 18 }, 'es')).toBe(
      'Por medio de la presente hacemos constar que Elena Marte, matrícula 2024-0001, es estudiante (activo) de la carrera Derecho en el recinto Santo Domingo e inscrito en el período 2026-3 con 18 créditos.',
    );
    expect(textoCarta('constancia_estudios', { ...quien, estado: 'Activo', periodo: null }, 'en')).toBe(
      'We hereby certify that Elena Marte, student ID 2024-0001, is a student (activo) of Derecho at the Santo Domingo campus.',
    );
  });
  it('certifies credits against the plan, with the index', () => {
    expect(textoCarta('certificacion_creditos', { ...quien, plan: 'DER-2020', creditos: 120, creditosPlan: 180, indice: '3.41' }, 'es')).toContain(
      'ha aprobado 120 de los 180 créditos del plan de estudios DER-2020 de la carrera Derecho, con un índice académico acumulado de 3.41.',
    );
  });
  it('certifies graduation, with honours only when earned', () => {
    const g = { ...quien, titulo: 'Licenciada en Derecho', fecha: '12 de diciembre de 2026', registro: 'Libro I · folio 3 · página 3 · línea 7' };
    expect(textoCarta('carta_egresado', { ...g, honor: 'Cum Laude' }, 'es')).toContain(
      'el 12 de diciembre de 2026, con honores Cum Laude. Registrado en el Libro I',
    );
    expect(textoCarta('carta_egresado', { ...g, honor: null }, 'es')).not.toContain('honores');
  });
});
