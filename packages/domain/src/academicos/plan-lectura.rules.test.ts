import { describe, expect, it } from 'vitest';
import { planByTerm, prerequisiteChain, type PlanSubject } from './plan-lectura.rules.ts';

const subject = (asignaturaId: number, codigo: string, cuatrimestre: number, prerrequisitos: number[] = [], creditos = 4): PlanSubject => ({
  asignaturaId,
  codigo,
  nombre: codigo,
  creditos,
  horasTeoricas: 3,
  horasPracticas: creditos - 3,
  cuatrimestre,
  prerrequisitos,
  correquisitos: [],
});

// Cálculo I → Cálculo II → Física II; Programación I → Programación II; Física I → Física II.
const plan = [
  subject(5, 'FIS-201', 3, [2, 4], 5),
  subject(1, 'CAL-101', 1),
  subject(2, 'CAL-201', 2, [1]),
  subject(3, 'PRO-101', 1, [], 5),
  subject(6, 'PRO-201', 2, [3], 5),
  subject(4, 'FIS-101', 2, [], 5),
];

describe('planByTerm', () => {
  it('puts the terms in order, subjects by code, with totals per term and for the plan', () => {
    const { terminos, totales } = planByTerm(plan);
    expect(terminos.map((t) => t.cuatrimestre)).toEqual([1, 2, 3]);
    expect(terminos[1].asignaturas.map((s) => s.codigo)).toEqual(['CAL-201', 'FIS-101', 'PRO-201']);
    expect(terminos.map((t) => [t.asignaturas.length, t.numAsignaturas, t.creditos, t.horas])).toEqual([
      [2, 2, 9, 9],
      [3, 3, 14, 14],
      [1, 1, 5, 5],
    ]);
    expect(totales).toEqual({ numAsignaturas: 6, creditos: 28, horas: 28 });
  });

  it('gives an empty plan no terms and zero totals', () => {
    expect(planByTerm([])).toEqual({ terminos: [], totales: { numAsignaturas: 0, creditos: 0, horas: 0 } });
  });
});

describe('prerequisiteChain', () => {
  it('follows a subject back to everything it needs and forward to everything that needs it', () => {
    const chain = prerequisiteChain(2, plan);
    expect([...chain.antes]).toEqual([1]);
    expect([...chain.despues]).toEqual([5]);
    expect([...prerequisiteChain(5, plan).antes].sort()).toEqual([1, 2, 4]);
    expect([...prerequisiteChain(1, plan).despues].sort()).toEqual([2, 5]);
    expect(prerequisiteChain(3, plan).despues).toEqual(new Set([6]));
  });

  it('does not loop on a cycle', () => {
    const cyclic = [subject(1, 'A', 1, [2]), subject(2, 'B', 2, [1])];
    expect(prerequisiteChain(1, cyclic)).toEqual({ antes: new Set([2]), despues: new Set([2]) });
  });
});
