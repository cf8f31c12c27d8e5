import { describe, expect, it } from 'vitest';
import { faltaParaCerrar, puntoSinEstudiante } from './agenda.rules.ts';

const punto = (resultado: 'pendiente' | 'aprobado', decision: string | null) => ({
  asunto: 'Caso',
  motivo: 'academico' as const,
  estudianteId: null,
  decision,
  resultado,
});

describe('closing a council session', () => {
  it('needs members present and every point decided, and names the points still open', () => {
    expect(faltaParaCerrar({ asistentes: [1], puntos: [punto('aprobado', 'Se aprueba.')] })).toEqual({ sinAsistentes: false, puntosPendientes: [] });
    expect(faltaParaCerrar({ asistentes: [], puntos: [punto('aprobado', 'Sí'), punto('pendiente', null), punto('aprobado', null)] })).toEqual({
      sinAsistentes: true,
      puntosPendientes: [2, 3],
    });
  });
  it('a disciplinary point names its student; the others need not', () => {
    expect(puntoSinEstudiante({ motivo: 'disciplinario', estudianteId: null })).toBe(true);
    expect(puntoSinEstudiante({ motivo: 'disciplinario', estudianteId: 4 })).toBe(false);
    expect(puntoSinEstudiante({ motivo: 'academico', estudianteId: null })).toBe(false);
  });
});
