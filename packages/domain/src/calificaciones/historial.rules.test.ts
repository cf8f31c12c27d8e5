import { describe, expect, it } from 'vitest';
import { huellaDeRecord, porPeriodo, type NotaHistorial } from './historial.rules.ts';

const nota = (periodo: number, asignaturaId: number, creditos: number, puntos: number, o: Partial<NotaHistorial> = {}): NotaHistorial => ({
  periodoAcademicoId: periodo,
  periodo: `P${periodo}`,
  asignaturaId,
  asignaturaCodigo: `S-${asignaturaId}`,
  asignatura: `Asignatura ${asignaturaId}`,
  creditos,
  nota: 80,
  literal: 'B',
  calificacionLiteralId: 2,
  puntos,
  aprueba: puntos >= 2,
  califica: true,
  retirada: false,
  sustituida: false,
  ...o,
});

describe("a student's history", () => {
  it('groups grades by period with each period’s index, the accumulated one and the credits earned', () => {
    // P1: (4×4 + 3×2) / 7 = 3.14; P2 counts only the 0 of four credits; up to P2: 22 / 11 = 2. A grade not counted still earns its credits.
    const h = porPeriodo([nota(1, 1, 4, 4), nota(1, 2, 3, 2), nota(2, 3, 4, 0), nota(2, 4, 2, 3, { califica: false })]);
    expect(h.periodos.map((p) => [p.periodo, p.creditos, p.indice, p.acumulado])).toEqual([
      ['P1', 7, 3.14, 3.14],
      ['P2', 2, 0, 2],
    ]);
    expect(h.creditos).toBe(9);
    expect(h.indice).toBe(2);
    // Attempted credits are those the index weighs; quality points are credits × points: 22 / 11 = 2.00.
    expect(h.periodos.map((p) => [p.intentados, p.puntos])).toEqual([
      [7, 22],
      [4, 0],
    ]);
    expect([h.intentados, h.puntos]).toEqual([11, 22]);
  });

  it('has no index where nothing counts', () => {
    expect(porPeriodo([]).indice).toBeNull();
    expect(porPeriodo([nota(1, 1, 4, 0, { califica: false, aprueba: true })]).periodos[0]).toMatchObject({ indice: null, creditos: 4 });
  });

  it('digests the same record the same way whatever the order, and a changed grade otherwise', () => {
    const who = { estudianteCarreraId: 7, matricula: '2026-0001', nombre: 'Ana Pérez' };
    const a = [nota(1, 1, 4, 4), nota(2, 3, 4, 0)];
    expect(huellaDeRecord(who, a)).toBe(huellaDeRecord(who, [...a].reverse()));
    expect(huellaDeRecord(who, [nota(1, 1, 4, 4, { nota: 81 }), nota(2, 3, 4, 0)])).not.toBe(huellaDeRecord(who, a));
    expect(huellaDeRecord({ ...who, nombre: 'Ana Peña' }, a)).not.toBe(huellaDeRecord(who, a));
  });
});
