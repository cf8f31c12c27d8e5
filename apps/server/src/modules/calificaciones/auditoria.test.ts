import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/* The degree audit of a student career against its plan, and what-if against another; read only. */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let otroPlan: number;
const audit = (ec: number, as: string, planEstudioId?: number) =>
  f.ctx.call({ method: 'GET', url: `/api/academicos/auditoria-carrera/estudiante/${ec}${planEstudioId ? `?planEstudioId=${planEstudioId}` : ''}`, as });
const estados = (body: { terminos: { asignaturas: { codigo: string; estado: string }[] }[] }) =>
  body.terminos.map((t) => t.asignaturas.map((a) => `${a.codigo}:${a.estado}`));

beforeAll(async () => {
  f = await selectionFixture();
  const { ids } = f;
  const q = (text: string, p: unknown[] = []) => f.ctx.database.query<{ id: number }>(text, p);
  await q(`insert into asignatura_asignatura_equivalencias (owner_id, asignatura_equivalente_id) values ($1, $2)`, [ids['SEL-900'], ids['SEL-101']]);
  const [{ id: anterior }] = await q(
    `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
     values ('Septiembre–diciembre 2026', '2026-3', 2026, 3, '2026-09-07', '2026-12-19') returning periodo_academico_id as id`,
  );
  const grade = (codigo: string, l: string) =>
    q(
      `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
       values ($1, $2, $3, null, (select calificacion_literal_id from calificacion_literal where ca_li_literal = $4), (select usuario_id from usuario where usua_nombre = 'registro'))`,
      [ids.elena, ids[codigo], anterior, l],
    );
  // Elena passed SEL-900 (equivalent to SEL-101) with A and failed SEL-102; she takes SEL-103 now.
  await grade('SEL-900', 'A');
  await grade('SEL-102', 'F');
  expect((await f.add(ids.elena, ids.c)).status).toBe(201);
  // Another career's plan in force: SEL-900 in its first term, SEL-104 in its second.
  [{ id: otroPlan }] = await q(
    `insert into plan_estudio (pl_en_descripcion, carrera_id, pl_en_version, pl_en_vigente) values ('Plan alterno', $1, 1, true) returning plan_estudio_id as id`,
    [ids.carrera],
  );
  await q(
    `insert into plan_estudio_planes_estudios_detalles (owner_id, pl_de_cuatrimestre, asignatura_id, pl_de_creditos) values ($1, 1, $2, 4), ($1, 2, $3, 4)`,
    [otroPlan, ids['SEL-900'], ids['SEL-104']],
  );
});
afterAll(() => f.ctx.close());

describe("a student career's degree audit", () => {
  it("reads the record against the student's plan: passed through an equivalent, failed, being taken, pending", async () => {
    // The term she is registered in began a month ago: its subjects are being taken.
    await f.ctx.database.query(`update periodo_academico set pe_ac_fecha_inicio = current_date - 30 where periodo_academico_id = $1`, [f.ids.periodo]);
    const res = await audit(f.ids.elena, 'estudiante');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ propio: true, plan: { descripcion: 'Plan de prueba' }, indiceMinimo: 2, completo: false });
    expect(estados(res.body)).toEqual([['SEL-101:aprobada', 'SEL-102:reprobada', 'SEL-103:en_curso', 'SEL-104:pendiente']]);
    expect(res.body.terminos[0].asignaturas[0].nota).toMatchObject({ codigo: 'SEL-900', literal: 'A' });
    expect(res.body.creditos).toEqual({ plan: 16, aprobados: 4, enCurso: 4, inscritos: 0, faltan: 12 });
    expect(res.body.indice).toBe(2); // A (4) and F (0) on four credits each
    expect(res.body.fueraDelPlan).toEqual([]);
    expect(res.body.planes.map((p: { descripcion: string }) => p.descripcion)).toEqual(expect.arrayContaining(['Plan de prueba', 'Plan alterno']));
  });

  it('shows a subject registered for a term not begun as registered, and a withdrawal as withdrawn', async () => {
    await f.ctx.database.query(`update periodo_academico set pe_ac_fecha_inicio = current_date + 30 where periodo_academico_id = $1`, [f.ids.periodo]);
    await f.ctx.database.query(
      `update calificacion set nota = null, calificacion_literal_id = (select calificacion_literal_id from calificacion_literal where ca_li_literal = 'R')
        where estudiante_carrera_id = $1 and asignatura_id = $2`,
      [f.ids.elena, f.ids['SEL-102']],
    );
    const res = await audit(f.ids.elena, 'registro');
    expect(estados(res.body)).toEqual([['SEL-101:aprobada', 'SEL-102:retirada', 'SEL-103:inscrita', 'SEL-104:pendiente']]);
    expect(res.body.creditos).toEqual({ plan: 16, aprobados: 4, enCurso: 0, inscritos: 4, faltan: 12 });
    await f.ctx.database.query(
      `update calificacion set calificacion_literal_id = (select calificacion_literal_id from calificacion_literal where ca_li_literal = 'F')
        where estudiante_carrera_id = $1 and asignatura_id = $2`,
      [f.ids.elena, f.ids['SEL-102']],
    );
    await f.ctx.database.query(`update periodo_academico set pe_ac_fecha_inicio = current_date - 30 where periodo_academico_id = $1`, [f.ids.periodo]);
  });

  it('runs what-if against another plan without changing anything', async () => {
    const before = await f.ctx.database.query(
      `select plan_estudio_id, (select count(*) from audit_log) as n from estudiante_carrera where estudiante_carrera_id = $1`,
      [f.ids.elena],
    );
    const res = await audit(f.ids.elena, 'estudiante', otroPlan);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ propio: false, plan: { descripcion: 'Plan alterno' } });
    expect(estados(res.body)).toEqual([['SEL-900:aprobada'], ['SEL-104:pendiente']]);
    // SEL-102 (failed) is not in this plan, nor passed: it is not "outside the plan" either.
    expect(res.body.fueraDelPlan).toEqual([]);
    const after = await f.ctx.database.query(
      `select plan_estudio_id, (select count(*) from audit_log) as n from estudiante_carrera where estudiante_carrera_id = $1`,
      [f.ids.elena],
    );
    expect(after).toEqual(before);
  });

  it('is read by the student and by staff who audit careers; not by another student, a cashier or a professor', async () => {
    expect((await audit(f.ids.elena, 'registro')).status).toBe(200);
    expect((await audit(f.ids.otro, 'estudiante')).status).toBe(403);
    expect((await audit(f.ids.elena, 'caja')).status).toBe(403);
    expect((await audit(f.ids.elena, 'profesor')).status).toBe(403);
    expect((await audit(99999999, 'registro')).status).toBe(404);
    expect((await audit(f.ids.elena, 'registro', 99999999)).status).toBe(404);
  });
});
