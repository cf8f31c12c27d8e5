import { describe, expect, it } from 'vitest';
import { auditar, type AsignaturaPlan } from './auditoria.rules.ts';
import type { NotaHistorial } from './historial.rules.ts';

const s = (asignaturaId: number, cuatrimestre: number, creditos = 4): AsignaturaPlan => ({
  asignaturaId,
  codigo: `S-${asignaturaId}`,
  nombre: `Asignatura ${asignaturaId}`,
  creditos,
  cuatrimestre,
});
const n = (asignaturaId: number, literal: string, o: Partial<NotaHistorial> = {}): NotaHistorial => ({
  periodoAcademicoId: 1,
  periodo: 'P1',
  asignaturaId,
  asignaturaCodigo: `S-${asignaturaId}`,
  asignatura: `Asignatura ${asignaturaId}`,
  creditos: 4,
  nota: literal === 'F' ? 40 : 90,
  literal,
  calificacionLiteralId: 1,
  puntos: literal === 'F' ? 0 : 4,
  aprueba: literal !== 'F' && literal !== 'R',
  califica: literal !== 'R',
  retirada: literal === 'R',
  sustituida: false,
  ...o,
});
const plan = [s(1, 1), s(2, 1), s(3, 2), s(4, 2), s(5, 3, 3)];
const none = { enCurso: [], equivalencias: [], indiceMinimo: 2 };

describe('the degree audit', () => {
  it('tells a withdrawal from a failure, and a subject registered for a term not begun from one being taken', () => {
    const a = auditar(plan, [n(1, 'R'), n(2, 'F')], { ...none, enCurso: [3], inscritas: [4, 5] });
    expect(a.terminos.flatMap((t) => t.asignaturas.map((x) => `${x.codigo}:${x.estado}`))).toEqual([
      'S-1:retirada',
      'S-2:reprobada',
      'S-3:en_curso',
      'S-4:inscrita',
      'S-5:inscrita',
    ]);
    expect(a.creditos).toEqual({ plan: 19, aprobados: 0, enCurso: 4, inscritos: 7, faltan: 19 });
    expect(a.asignaturas).toMatchObject({ enCurso: 1, inscritas: 2 });
    // Passed after a withdrawal: passed.
    expect(auditar(plan, [n(1, 'R'), n(1, 'B')], none).terminos[0].asignaturas[0].estado).toBe('aprobada');
  });

  it('marks each plan subject passed, being taken, failed so far or pending, with credits by term and in all', () => {
    const a = auditar(plan, [n(1, 'A'), n(2, 'F'), n(9, 'B')], { ...none, enCurso: [3] });
    expect(a.terminos.map((t) => t.asignaturas.map((x) => `${x.codigo}:${x.estado}`))).toEqual([
      ['S-1:aprobada', 'S-2:reprobada'],
      ['S-3:en_curso', 'S-4:pendiente'],
      ['S-5:pendiente'],
    ]);
    expect(a.terminos[0]).toMatchObject({ creditos: 8, aprobados: 4 });
    expect(a.creditos).toEqual({ plan: 19, aprobados: 4, enCurso: 4, inscritos: 0, faltan: 15 });
    expect(a.asignaturas).toEqual({ plan: 5, aprobadas: 1, enCurso: 1, inscritas: 0, faltan: 4 });
    expect(a.fueraDelPlan.map((x) => x.asignaturaCodigo)).toEqual(['S-9']);
    expect(a.completo).toBe(false);
  });

  it('takes a subject passed again after failing it, and a passed equivalent the plan does not hold', () => {
    const a = auditar(plan, [n(2, 'F'), n(2, 'C', { periodo: 'P2' }), n(9, 'B')], { ...none, equivalencias: [[9, 4]] });
    const byId = new Map(a.terminos.flatMap((t) => t.asignaturas).map((x) => [x.asignaturaId, x]));
    expect(byId.get(2)).toMatchObject({ estado: 'aprobada', nota: { literal: 'C', periodo: 'P2' } });
    expect(byId.get(4)).toMatchObject({ estado: 'aprobada', nota: { codigo: 'S-9', literal: 'B' } });
    expect(a.fueraDelPlan).toEqual([]); // S-9 was used for S-4
  });

  it('never lets a subject of the plan stand in for another of the plan', () => {
    const a = auditar(plan, [n(1, 'A')], { ...none, equivalencias: [[1, 2]] });
    const byId = new Map(a.terminos.flatMap((t) => t.asignaturas).map((x) => [x.asignaturaId, x.estado]));
    expect([byId.get(1), byId.get(2)]).toEqual(['aprobada', 'pendiente']);
  });

  it('is complete with every subject passed and the index at the minimum, not below it', () => {
    const all = plan.map((x) => n(x.asignaturaId, 'A'));
    expect(auditar(plan, all, none)).toMatchObject({ completo: true, indice: 4 });
    const low = plan.map((x) => n(x.asignaturaId, 'D', { puntos: 1 }));
    expect(auditar(plan, low, none)).toMatchObject({ completo: false, indice: 1 });
  });
});

describe('elective requirement blocks', () => {
  // S-6 and S-7 are the plan's two rows of elective type 1 ("Electiva general"); 20 and 21 are other subjects of that type; 30 of type 2.
  const conElectivas = [...plan, s(6, 3, 3), s(7, 4, 3)];
  const opcion = (asignaturaId: number, tipoId = 1, secciones = 0) => ({
    asignaturaId,
    codigo: `S-${asignaturaId}`,
    nombre: `Asignatura ${asignaturaId}`,
    creditos: 3,
    tipoId,
    secciones,
  });
  const electivas = {
    filas: new Map([
      [6, { tipoId: 1, tipo: 'Electiva general' }],
      [7, { tipoId: 1, tipo: 'Electiva general' }],
    ]),
    opciones: [opcion(6), opcion(7), opcion(20, 1, 2), opcion(21), opcion(30, 2)],
  };

  it('meets an elective row with any subject of its type, each subject once, and says what is still needed', () => {
    const a = auditar(conElectivas, [n(20, 'B'), n(1, 'A')], { ...none, enCurso: [21], electivas });
    const fila = (id: number) => a.terminos.flatMap((t) => t.asignaturas).find((x) => x.asignaturaId === id)!;
    expect(fila(6)).toMatchObject({ estado: 'aprobada', nota: { codigo: 'S-20', literal: 'B' } });
    // One elective being taken meets one row, not both.
    expect(fila(7).estado).toBe('en_curso');
    expect(a.bloques).toEqual([
      {
        tipoId: 1,
        tipo: 'Electiva general',
        creditos: 6,
        aprobados: 3,
        enCurso: 3,
        faltan: 3,
        opciones: [
          { ...opcion(6), estado: 'pendiente' },
          { ...opcion(7), estado: 'pendiente' },
          { ...opcion(20, 1, 2), estado: 'aprobada' },
          { ...opcion(21), estado: 'en_curso' },
        ],
      },
    ]);
    // A subject of another type does not meet it; the elective passed is not "outside the plan".
    const b = auditar(conElectivas, [n(30, 'A'), n(20, 'C')], { ...none, electivas });
    expect(b.bloques[0]).toMatchObject({ aprobados: 3, faltan: 3 });
    expect(b.fueraDelPlan.map((x) => x.asignaturaId)).toEqual([30]);
  });

  it('leaves a required subject the grade it needs before an elective row looks', () => {
    // Subject 40, outside the plan, is equivalent to the required 5 and also an elective of type 1; the elective row 6 comes first in the plan.
    const primero = [s(6, 1, 3), ...plan, s(7, 4, 3)];
    const a = auditar(primero, [n(40, 'B')], { ...none, equivalencias: [[5, 40]], electivas: { ...electivas, opciones: [...electivas.opciones, opcion(40)] } });
    const filas = a.terminos.flatMap((t) => t.asignaturas);
    expect(filas.find((x) => x.asignaturaId === 5)).toMatchObject({ estado: 'aprobada', nota: { codigo: 'S-40' } });
    expect(filas.find((x) => x.asignaturaId === 6)!.estado).toBe('pendiente');
  });

  it('makes no block where the plan has no elective rows', () => {
    expect(auditar(plan, [], none).bloques).toEqual([]);
  });
});
