import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};
const one = async (q: string, p: unknown[] = []) => (await ctx.database.query<{ id: number }>(q, p))[0].id;
const api = '/api/planta-fisica/actividades';
const day = '2027-02-15';

beforeAll(async () => {
  ctx = await createTestContext();
  ids.sd = await one(`select sede_id as id from sede where sede_iniciales = 'SD'`);
  ids.edificio = await one(`select edificio_id as id from edificio where sede_id = $1 order by 1 limit 1`, [ids.sd]);
  ids.tipoAula = await one(`select min(tipo_aula_id) as id from tipo_aula`);
  ids.examen = await one(`select tipo_actividad_aula_id as id from tipo_actividad_aula where ti_ac_descripcion = 'Examen'`);
  const aula = async (name: string) =>
    (
      await ctx.call({
        method: 'POST',
        url: '/api/planta-fisica/aulas',
        as: 'admin',
        payload: { aulaDescripcion: name, sedeId: ids.sd, edificioId: ids.edificio, tipoAulaId: ids.tipoAula, aulaCapacidadPersona: 40 },
      })
    ).body.aulaId;
  ids.a101 = await aula('A-101');
  ids.a102 = await aula('A-102');
});
afterAll(() => ctx.close());

const book = (desde: string, hasta: string, extra: object = {}) =>
  ctx.call({
    method: 'POST',
    url: api,
    as: 'admin',
    payload: {
      acAuDescripcion: `Actividad ${desde}`,
      tipoActividadAulaId: ids.examen,
      aulaId: ids.a101,
      acAuFecha: day,
      acAuHoraInicio: desde,
      acAuHoraFin: hasta,
      ...extra,
    },
  });

describe('classroom activities', () => {
  let examen: number;

  it('book a classroom for a time, and refuse an overlapping booking, naming what is there', async () => {
    const first = await book('08:00', '10:00', { acAuDescripcion: 'Examen final de Cálculo I' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    examen = first.body.actividadAulaId;
    const clash = await book('09:00', '11:00');
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('classroom_taken');
    expect(clash.body.fields.acAuHoraInicio).toBe('El aula está ocupada de 08:00 a 10:00 por «Examen final de Cálculo I».');
    expect((await book('07:00', '12:00')).status).toBe(409);
  });

  it('allow back-to-back bookings, another room, another day, and moving a booking within its own time', async () => {
    expect((await book('10:00', '11:00')).status).toBe(201);
    expect((await book('08:00', '10:00', { aulaId: ids.a102 })).status).toBe(201);
    expect((await book('08:00', '10:00', { acAuFecha: '2027-02-16' })).status).toBe(201);
    const moved = await ctx.call({
      method: 'PUT',
      url: `${api}/${examen}`,
      as: 'admin',
      payload: {
        acAuDescripcion: 'Examen final de Cálculo I',
        tipoActividadAulaId: ids.examen,
        aulaId: ids.a101,
        acAuFecha: day,
        acAuHoraInicio: '08:30',
        acAuHoraFin: '10:00',
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });

  it('free the time once cancelled (inactive)', async () => {
    await ctx.call({
      method: 'PUT',
      url: `${api}/${examen}`,
      as: 'admin',
      payload: {
        acAuDescripcion: 'Examen final de Cálculo I',
        tipoActividadAulaId: ids.examen,
        aulaId: ids.a101,
        acAuFecha: day,
        acAuHoraInicio: '08:30',
        acAuHoraFin: '10:00',
        estatus: false,
      },
    });
    expect((await book('08:00', '09:30')).status).toBe(201);
  });

  it('take one of two simultaneous bookings of the same slot', async () => {
    const before = await countRows(ctx.database, 'actividad_aula');
    const both = await Promise.all([book('14:00', '15:00', { acAuDescripcion: 'Charla A' }), book('14:30', '15:30', { acAuDescripcion: 'Charla B' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await countRows(ctx.database, 'actividad_aula')).toBe(before + 1);
  });

  it('refuse bad times and writers without the screen, writing nothing; list by classroom and by date', async () => {
    const before = await countRows(ctx.database, 'actividad_aula');
    const bad = await book('25:00', '26:00');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['acAuHoraInicio', 'acAuHoraFin']));
    const backwards = await book('18:00', '17:00');
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.acAuHoraFin).toMatch(/posterior/);
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: api,
          as: 'registro',
          payload: { acAuDescripcion: 'X', tipoActividadAulaId: ids.examen, aulaId: ids.a101, acAuFecha: day, acAuHoraInicio: '19:00', acAuHoraFin: '20:00' },
        })
      ).status,
    ).toBe(403);
    expect(await countRows(ctx.database, 'actividad_aula')).toBe(before);
    const byRoom = (await ctx.call({ method: 'GET', url: `${api}/aula/${ids.a102}`, as: 'admin' })).body;
    expect(byRoom).toHaveLength(1);
    const byDay = (await ctx.call({ method: 'GET', url: `${api}/fecha/2027-02-16`, as: 'admin' })).body;
    expect(byDay.map((a: { acAuFecha: string }) => a.acAuFecha)).toEqual(['2027-02-16']);
  });
});
