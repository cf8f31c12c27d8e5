import { describe, expect, it } from 'vitest';
import { problemasRespuesta } from './encuesta.rules.ts';
import type { PreguntaEncuesta } from './encuesta.contract.ts';

const opciones = [1, 2, 3].map((valor) => ({ valor, texto: `Opción ${valor}`, textoIngles: null }));
const p = (orden: number, o: Partial<PreguntaEncuesta> = {}): PreguntaEncuesta => ({
  orden,
  texto: `P${orden}`,
  textoIngles: null,
  grupo: null,
  grupoIngles: null,
  libre: false,
  varias: false,
  obligatoria: true,
  opciones,
  ...o,
});
const cuestionario = [p(1), p(2, { varias: true }), p(3, { libre: true, opciones: [] }), p(4, { obligatoria: false })];
const r = (orden: number, opcionesDadas: number[] = [], texto: string | null = null) => ({ orden, opciones: opcionesDadas, texto });

describe('what is wrong with an answer to a survey', () => {
  it('accepts every required question answered as its kind asks, an optional one left out', () => {
    expect(problemasRespuesta(cuestionario, [r(1, [2]), r(2, [1, 3]), r(3, [], 'Bien')]).size).toBe(0);
  });
  it('names each question short, with an option not offered, two where one is asked, or words where options are', () => {
    const problemas = problemasRespuesta(cuestionario, [r(1, [7]), r(2), r(3), r(4, [1, 2])]);
    expect(Object.fromEntries(problemas)).toEqual({ 1: 'opcion_invalida', 2: 'respuesta_obligatoria', 3: 'respuesta_obligatoria', 4: 'una_sola_opcion' });
    expect(problemasRespuesta(cuestionario, [r(1, [], 'uno'), r(2, [1]), r(3, [], 'x')]).get(1)).toBe('respuesta_en_palabras');
    expect(problemasRespuesta(cuestionario, [r(1, [1]), r(2, [1]), r(3, [1], 'x')]).get(3)).toBe('opcion_invalida');
  });
  it('refuses an answer to a question the survey does not ask, and counts a repeated option once', () => {
    expect(problemasRespuesta(cuestionario, [r(1, [1]), r(2, [1]), r(3, [], 'x'), r(9, [1])]).get(9)).toBe('pregunta_desconocida');
    expect(problemasRespuesta(cuestionario, [r(1, [2, 2]), r(2, [1]), r(3, [], 'x')]).size).toBe(0);
  });
});
