import { describe, expect, it } from 'vitest';
import { problemasDelBloque, type SeccionDeBloque } from './bloque.rules.ts';

const at = (diaId: number, horaInicio: string, horaFin: string) => ({ diaId, horaInicio, horaFin, fechaInicia: '2027-01-11', fechaFinaliza: '2027-04-24' });
const s = (nombre: string, asignaturaId: number, reuniones = [at(1, '08:00', '10:00')], o: Partial<SeccionDeBloque> = {}): SeccionDeBloque => ({
  nombre,
  asignaturaId,
  periodoAcademicoId: 1,
  sedeId: 1,
  reuniones,
  ...o,
});
const block = { periodoAcademicoId: 1, sedeId: 1 };
const es = (secciones: SeccionDeBloque[]) => problemasDelBloque(block, secciones).map((p) => p.es);

describe('what makes a schedule block', () => {
  it('takes sections of its period and campus, each subject once, never at the same time', () => {
    expect(es([s('MAT-101-01', 1), s('ESP-101-01', 2, [at(1, '10:00', '12:00')]), s('HIS-101-01', 3, [at(2, '08:00', '10:00')])])).toEqual([]);
    expect(es([])).toEqual([]);
  });

  it.each([
    [[s('MAT-101-01', 1, undefined, { periodoAcademicoId: 2 })], ['La sección MAT-101-01 es de otro período.']],
    [[s('MAT-101-01', 1, undefined, { sedeId: 2 })], ['La sección MAT-101-01 es de otro recinto.']],
    [[s('MAT-101-01', 1), s('MAT-101-02', 1, [at(3, '08:00', '10:00')])], ['MAT-101-01 y MAT-101-02 son de la misma asignatura: un bloque la tiene una vez.']],
    [[s('MAT-101-01', 1), s('ESP-101-01', 2, [at(1, '09:00', '11:00')])], ['MAT-101-01 y ESP-101-01 se reúnen a la misma hora.']],
    // Back to back is no clash.
    [[s('MAT-101-01', 1), s('ESP-101-01', 2, [at(1, '10:00', '11:00')])], []],
  ])('refuses what cannot be registered whole: %#', (secciones, expected) => {
    expect(es(secciones)).toEqual(expected);
  });

  it('says each problem in English too', () => {
    expect(problemasDelBloque(block, [s('MAT-101-01', 1), s('ESP-101-01', 2)]).map((p) => p.en)).toEqual(['MAT-101-01 and ESP-101-01 meet at the same time.']);
  });
});
