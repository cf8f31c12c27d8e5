import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from './seleccion.fixture.ts';

/*
 * Registration against the student's record and holds, through the plugs other modules fill: the
 * record (grades), holds (finance, evaluation, registry). Here the test plays those modules.
 */

let f: Awaited<ReturnType<typeof selectionFixture>>;
const passed = new Map<number, number[]>();
let sinPrerrequisito: number;

beforeAll(async () => {
  f = await selectionFixture();
  const { ids } = f;
  // The plan asks SEL-101 before SEL-104; the subject SEL-103 goes with SEL-102 (its own corequisite); SEL-900 is equivalent to SEL-101.
  await f.ctx.database.query(`insert into plan_estudio_planes_estudios_prerrequisitos (owner_id, asignatura_id, prerrequisito_id) values ($1, $2, $3)`, [
    ids.plan,
    ids['SEL-104'],
    ids['SEL-101'],
  ]);
  await f.ctx.database.query(`insert into asignatura_asignaturas_correquisitos (owner_id, correquisito_id) values ($1, $2)`, [ids['SEL-103'], ids['SEL-102']]);
  await f.ctx.database.query(`insert into asignatura_asignatura_equivalencias (owner_id, asignatura_equivalente_id) values ($1, $2)`, [
    ids['SEL-900'],
    ids['SEL-101'],
  ]);
  [{ id: sinPrerrequisito }] = await f.ctx.database.query<{ id: number }>(
    `select tipo_excepcion_seleccion_id as id from tipo_excepcion_seleccion where ti_ex_descripcion = 'Sin prerrequisito'`,
  );
});
afterAll(() => f.ctx.close());

const drop = (ec: number, sid: number, as = 'estudiante') => f.ctx.call({ method: 'DELETE', url: `${f.url(ec)}/secciones/${sid}`, as });

describe("registration against the student's record", () => {
  it('asks nothing of the record while no module keeps one', async () => {
    expect((await f.add(f.ids.elena, f.ids.d)).status).toBe(201);
    expect((await drop(f.ids.elena, f.ids.d)).status).toBe(200);
  });

  it('refuses a subject whose prerequisite is not passed, naming it, in the student’s language', async () => {
    f.ctx.app.services.seleccion.plugs.records.push(async ({ estudianteCarreraId }) => passed.get(estudianteCarreraId) ?? []);
    const before = await f.seats(f.ids.d);
    const res = await f.add(f.ids.elena, f.ids.d);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Le falta aprobar su prerrequisito SEL-101');
    expect((await f.add(f.ids.elena, f.ids.d, 'estudiante', 'en')).body.message).toContain('You have yet to pass its prerequisite SEL-101');
    expect(await f.seats(f.ids.d)).toBe(before);
  });

  it('takes a corequisite already in the selection', async () => {
    const alone = await f.add(f.ids.elena, f.ids.c);
    expect(alone.status).toBe(409);
    expect(alone.body.message).toContain('correquisito SEL-102');
    expect((await f.add(f.ids.elena, f.ids.b)).status).toBe(201);
    expect((await f.add(f.ids.elena, f.ids.c)).status).toBe(201);
  });

  it('honours equivalences: a subject passed under another code counts, and is not taken again', async () => {
    passed.set(f.ids.elena, [f.ids['SEL-900']]);
    expect((await f.add(f.ids.elena, f.ids.d)).status).toBe(201);
    const again = await f.add(f.ids.elena, f.ids.a);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Ya aprobó esta asignatura o una equivalente');
  });

  it('lets staff past a missing prerequisite under an exception that says so, with its reason', async () => {
    const url = `${f.url(f.ids.otro)}/secciones`;
    expect((await f.add(f.ids.otro, f.ids.d, 'registro')).status).toBe(409);
    const res = await f.ctx.call({
      method: 'POST',
      url,
      as: 'registro',
      payload: { seccionAsignaturaId: f.ids.d, tipoExcepcionSeleccionId: sinPrerrequisito, motivoExcepcion: 'Aprobada en el verano, acta pendiente' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('holds', () => {
  it('refuse a student calling the API directly, and staff registering for them, with the reason the module gives', async () => {
    f.ctx.app.services.seleccion.plugs.holds.push(async ({ estudianteCarreraId }) =>
      estudianteCarreraId === f.ids.elena
        ? [{ origen: 'finanzas', motivo: { es: 'Tiene un balance pendiente de RD$ 5,000.00.', en: 'You owe RD$ 5,000.00.' } }]
        : [],
    );
    const before = await f.seats(f.ids.a);
    for (const as of ['estudiante', 'registro']) {
      const res = await f.add(f.ids.elena, f.ids.a, as);
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('Tiene un balance pendiente de RD$ 5,000.00.');
    }
    expect(await f.seats(f.ids.a)).toBe(before);
    f.ctx.app.services.seleccion.plugs.holds.length = 0;
  });
});
