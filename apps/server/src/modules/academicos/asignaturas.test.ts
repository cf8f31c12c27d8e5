import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = '/api/academicos/asignaturas';
const byCode = async (code: string) => (await ctx.call({ method: 'GET', url: `${api}?value=${code}`, as: 'registro' })).body[0];
const save = (s: Record<string, unknown>, changes: object) =>
  ctx.call({ method: 'PUT', url: `${api}/${s.asignaturaId}`, as: 'registro', payload: { ...s, ...changes } });

describe('subject prerequisites', () => {
  it('come back with the subject, and the demo chain is there', async () => {
    const calc2 = await byCode('MAT-202');
    const calc1 = await byCode('MAT-201');
    expect(calc2.asignaturaPrerrequisitos).toEqual([{ prerrequisitoId: calc1.asignaturaId }]);
  });

  it('refuse a prerequisite that closes a cycle, naming it by codes, and keep what was there', async () => {
    const basic = await byCode('MAT-101');
    const calc2 = await byCode('MAT-202');
    const res = await save(basic, { asignaturaPrerrequisitos: [{ prerrequisitoId: calc2.asignaturaId }] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('prerequisite_cycle');
    expect(res.body.message).toContain('MAT-101 → MAT-202 → MAT-201 → MAT-101');
    expect(res.body.fields).toHaveProperty('asignaturaPrerrequisitos');
    expect((await byCode('MAT-101')).asignaturaPrerrequisitos).toEqual([]);
  });

  it('refuse a subject that requires itself', async () => {
    const esp = await byCode('ESP-101');
    const res = await save(esp, { asignaturaPrerrequisitos: [esp.asignaturaId] });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('ESP-101 → ESP-101');
  });

  it('accept a prerequisite that closes no cycle (a diamond is fine)', async () => {
    const db = await byCode('INF-301');
    const basic = await byCode('MAT-101');
    const res = await save(db, { asignaturaPrerrequisitos: [...db.asignaturaPrerrequisitos, { prerrequisitoId: basic.asignaturaId }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.asignaturaPrerrequisitos).toHaveLength(2);
  });

  it('refuse the same subject as prerequisite and corequisite', async () => {
    const poo = await byCode('INF-201');
    const intro = await byCode('INF-101');
    const res = await save(poo, { asignaturasCorrequisitos: [{ correquisitoId: intro.asignaturaId }] });
    expect(res.status).toBe(400);
    expect(res.body.fields.asignaturasCorrequisitos).toMatch(/prerrequisito y correquisito/);
  });
});

describe('subject lookups', () => {
  it('answer one list of a subject and whether a code is free', async () => {
    const calc2 = await byCode('MAT-202');
    const pre = await ctx.call({ method: 'GET', url: `${api}/asignatura-prerrequisitos/${calc2.asignaturaId}`, as: 'caja' });
    expect(pre.body).toEqual(calc2.asignaturaPrerrequisitos);
    expect((await ctx.call({ method: 'GET', url: `${api}/0/codigo/mat-202`, as: 'registro' })).body).toEqual({ disponible: false });
    expect((await ctx.call({ method: 'GET', url: `${api}/${calc2.asignaturaId}/codigo/MAT-202`, as: 'registro' })).body).toEqual({ disponible: true });
    expect((await ctx.call({ method: 'GET', url: `${api}/0/codigo/MAT-999`, as: 'registro' })).body).toEqual({ disponible: true });
    expect((await ctx.call({ method: 'GET', url: `${api}/asignatura-prerrequisitos/999999`, as: 'caja' })).status).toBe(404);
  });
});
