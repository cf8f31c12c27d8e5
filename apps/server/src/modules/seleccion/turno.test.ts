import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from './seleccion.fixture.ts';

type Fixture = Awaited<ReturnType<typeof selectionFixture>>;
let f: Fixture;
const api = '/api/seleccion/acceso-seleccion-carrera';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('/');

beforeAll(async () => {
  f = await selectionFixture();
});
afterAll(() => f.ctx.close());

const turn = (o: object) =>
  f.ctx.call({
    method: 'POST',
    url: api,
    as: 'registro',
    payload: {
      acSeDescripcion: 'Turno general',
      periodoAcademicoId: f.ids.periodo,
      acSeFechaDesde: day(2),
      acSeHoraDesde: '08:00',
      acSeFechaHasta: day(4),
      acSeHoraHasta: '18:00',
      ...o,
    },
  });

describe('registration turns', () => {
  it('keeps a student out before her turn, says when it starts, and lets staff register her meanwhile', async () => {
    const made = await turn({});
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const early = await f.add(f.ids.elena, f.ids.a);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(`Su turno de inscripción empieza el ${dmy(day(2))} a las 08:00.`);
    const seen = await f.ctx.call({ method: 'GET', url: f.url(f.ids.elena), as: 'estudiante' });
    expect(seen.body.fueraDeTurno.en).toBe(`Your registration turn starts on ${dmy(day(2))} at 08:00.`);
    // The waiting lists follow the same turn.
    expect(
      (await f.ctx.call({ method: 'POST', url: `${f.url(f.ids.elena)}/espera`, as: 'estudiante', payload: { seccionAsignaturaId: f.ids.a } })).status,
    ).toBe(409);
    expect((await f.add(f.ids.elena, f.ids.a, 'registro')).status).toBe(201);
  });

  it("lets a career's own turn replace the general one, for the students with the credits it asks", async () => {
    const own = await turn({
      acSeDescripcion: 'Término de carrera',
      carreraId: f.ids.carrera,
      acSeFechaDesde: day(-1),
      acSeHoraDesde: '00:00',
      acSeFechaHasta: day(1),
      acSeHoraHasta: '23:59',
      acSeCreditosMinimos: 30,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const none = await f.add(f.ids.elena, f.ids.c);
    expect(none.status).toBe(409);
    expect(none.body.message).toContain('Ningún turno de inscripción de este período le corresponde todavía.');
    // Credits earned are the student's record's: taken plus validated.
    await f.ctx.database.query(
      `update estudiante set estu_creditos_cursados = 24, estu_creditos_convalidados = 6
        where estudiante_id = (select estudiante_id from estudiante_carrera where estudiante_carrera_id = $1)`,
      [f.ids.elena],
    );
    expect((await f.add(f.ids.elena, f.ids.c)).status).toBe(201);
    expect((await f.ctx.call({ method: 'GET', url: f.url(f.ids.elena), as: 'estudiante' })).body.fueraDeTurno).toBeNull();
  });

  it('refuses a turn that ends before it starts, and keeps students from writing turns', async () => {
    const backwards = await turn({ acSeFechaDesde: day(5), acSeFechaHasta: day(5), acSeHoraDesde: '10:00', acSeHoraHasta: '09:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.acSeFechaHasta).toBeTruthy();
    expect((await turn({ acSeHoraDesde: '8am' })).status).toBe(400);
    const student = await f.ctx.call({ method: 'POST', url: api, as: 'estudiante', payload: { acSeDescripcion: 'Yo primero' } });
    expect(student.status).toBe(403);
  });
});
