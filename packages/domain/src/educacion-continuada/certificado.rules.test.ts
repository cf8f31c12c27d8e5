import { describe, expect, it } from 'vitest';
import { faltaParaCertificar, porcentajeAsistencia, type Situacion } from './certificado.rules.ts';

const cumple: Situacion = {
  ocupaCupo: true,
  finCurso: '2026-11-30',
  hoy: '2026-12-04',
  sesiones: 10,
  presentes: 8,
  minimo: 80,
  balance: 0n,
  documentosFaltantes: 0,
};

describe('faltaParaCertificar', () => {
  it('asks nothing more of a participant who meets every requirement', () => {
    expect(faltaParaCertificar(cumple)).toEqual([]);
  });
  it('names each requirement missing', () => {
    expect(faltaParaCertificar({ ...cumple, presentes: 7 })).toEqual(['asistencia']);
    expect(faltaParaCertificar({ ...cumple, balance: 1n })).toEqual(['saldo']);
    expect(faltaParaCertificar({ ...cumple, documentosFaltantes: 2 })).toEqual(['documentos']);
    expect(faltaParaCertificar({ ...cumple, finCurso: '2026-12-05' })).toEqual(['curso_en_marcha']);
    expect(faltaParaCertificar({ ...cumple, ocupaCupo: false, balance: 5n })).toEqual(['no_inscrito', 'saldo']);
  });
  it('with no attendance taken, only a course that asks none certifies', () => {
    expect(faltaParaCertificar({ ...cumple, sesiones: 0, presentes: 0 })).toEqual(['asistencia']);
    expect(faltaParaCertificar({ ...cumple, sesiones: 0, presentes: 0, minimo: 0 })).toEqual([]);
  });
  it('the course ending today certifies today', () => {
    expect(faltaParaCertificar({ ...cumple, finCurso: cumple.hoy })).toEqual([]);
  });
});

describe('porcentajeAsistencia', () => {
  it('rounds down, so 79.9 % never passes for 80 %', () => {
    expect(porcentajeAsistencia(8, 10)).toBe(80);
    expect(porcentajeAsistencia(67, 84)).toBe(79);
    expect(porcentajeAsistencia(0, 0)).toBe(0);
  });
});
