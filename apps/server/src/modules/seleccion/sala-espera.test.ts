import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from './seleccion.fixture.ts';
import { estimarEspera, pollSeconds } from './sala-espera.service.ts';

let f: Awaited<ReturnType<typeof selectionFixture>>;
const ec: Record<string, number> = {};
beforeAll(async () => {
  // A room for two: the demo student ('estudiante') takes the first place when the fixture is built.
  f = await selectionFixture({ salaEspera: 2 });
  for (const u of ['alumna2', 'alumna3', 'alumna4', 'alumna5']) ec[u] = await f.studentWithAccount(900 + Number(u.at(-1)), u);
});
afterAll(() => f.ctx.close());

const turno = (as: string) => f.ctx.call({ method: 'POST', url: '/api/seleccion/sala-espera', as });

describe('the waiting room in front of registration', () => {
  it('lets students in until the room is full, then queues the rest in order of arrival with how many wait ahead', async () => {
    expect((await turno('estudiante')).body).toEqual({ activa: true, admitido: true, delante: 0, reintentarSegundos: null, esperaSegundos: null });
    await f.letIn('alumna2'); // straight in, or at the clock's next tick if it was letting students in at that moment
    const third = await turno('alumna3');
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({ activa: true, admitido: false, delante: 0, reintentarSegundos: 1 }); // near the front: ask again soon
    expect((await turno('alumna4')).body).toMatchObject({ admitido: false, delante: 1 });
    expect((await turno('alumna3')).body).toMatchObject({ admitido: false, delante: 0 }); // asking again keeps the place
  });

  it('answers only someone signed in', async () => {
    expect((await f.ctx.call({ method: 'POST', url: '/api/seleccion/sala-espera' })).status).toBe(401);
    expect((await f.ctx.call({ method: 'DELETE', url: '/api/seleccion/sala-espera' })).status).toBe(401);
  });

  it('keeps no place for staff: they register for students without queueing', async () => {
    expect((await turno('registro')).body).toEqual({ activa: false, admitido: true, delante: 0, reintentarSegundos: null, esperaSegundos: null });
    expect((await turno('alumna4')).body).toMatchObject({ admitido: false, delante: 1 });
  });

  it('counts who queued after the process last read the room (its copy cannot know them)', async () => {
    await f.ctx.app.services.salaEspera.tick(); // a fresh copy: alumna3 and alumna4 wait
    await f.ctx.database.query(`insert into sala_espera (usuario_id) select usuario_id from usuario where usua_nombre = 'registro'`); // another process's newcomer
    expect((await turno('alumna5')).body).toMatchObject({ admitido: false, delante: 3 });
    expect((await f.ctx.call({ method: 'DELETE', url: '/api/seleccion/sala-espera', as: 'alumna5' })).status).toBe(200);
    await f.ctx.database.query(`delete from sala_espera where usuario_id = (select usuario_id from usuario where usua_nombre = 'registro')`);
  });

  it('refuses a registration from a student not yet let in (429), and lets staff register anyone', async () => {
    const early = await f.add(ec.alumna3, f.ids.c, 'alumna3');
    expect(early.status).toBe(429);
    expect(early.body.message).toContain('Aún no es su turno');
    expect((await f.add(ec.alumna2, f.ids.c, 'alumna2')).status).toBe(201);
    expect((await f.add(ec.alumna4, f.ids.c, 'registro')).status).toBe(201);
  });

  it('gives an idle student’s place to the next in the queue, in order', async () => {
    await f.ctx.database.query(
      `update sala_espera set visto_en = now() - interval '11 minutes' where usuario_id = (select usuario_id from usuario where usua_nombre = 'alumna2')`,
    );
    expect(await f.ctx.app.services.salaEspera.tick()).toBe(1);
    expect((await turno('alumna3')).body).toMatchObject({ admitido: true });
    await new Promise((r) => setTimeout(r, 1100)); // how many wait ahead is as of the last second
    expect((await turno('alumna4')).body).toMatchObject({ admitido: false, delante: 0 });
    expect((await f.add(ec.alumna3, f.ids.c, 'alumna3')).status).toBe(201);
    // The idle student comes back at the end of the queue.
    await turno('alumna2');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await turno('alumna2')).body).toMatchObject({ admitido: false, delante: 1 });
  });

  it('gives the place of a student who leaves to the next one', async () => {
    expect((await f.ctx.call({ method: 'DELETE', url: '/api/seleccion/sala-espera', as: 'alumna3' })).status).toBe(200);
    await f.ctx.app.services.salaEspera.tick();
    expect((await turno('alumna4')).body).toMatchObject({ admitido: true });
  });

  it('answers a student far back from the copy of the room, and writes their presence once a second', async () => {
    // Forty-five staff accounts queue ahead of alumna5 (only the rows matter here).
    await f.ctx.database.query(
      `insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id)
       select persona_id, 'fila' || g, 'fila' || g || '@prueba.edu.do', 'x', rol_id from usuario, generate_series(1, 45) g where usua_nombre = 'registro'`,
    );
    await f.ctx.database.query(`insert into sala_espera (usuario_id) select usuario_id from usuario where usua_nombre like 'fila%' order by usuario_id`);
    const first = await turno('alumna5'); // a newcomer: written at once
    expect(first.body).toMatchObject({ admitido: false });
    const seen = async () =>
      (
        await f.ctx.database.query<{ s: number }>(
          `select extract(epoch from now() - visto_en)::int as s from sala_espera where usuario_id = (select usuario_id from usuario where usua_nombre = 'alumna5')`,
        )
      )[0].s;
    await f.ctx.database.query(
      `update sala_espera set visto_en = now() - interval '100 seconds' where usuario_id = (select usuario_id from usuario where usua_nombre = 'alumna5')`,
    );
    await f.ctx.app.services.salaEspera.tick(); // the clock reads the room again
    const again = await turno('alumna5');
    expect(again.body).toMatchObject({ admitido: false, delante: 46, reintentarSegundos: 2 }); // alumna2 waits too
    expect(await seen()).toBeGreaterThanOrEqual(99); // answered from the copy: nothing written yet
    await f.ctx.app.services.salaEspera.tick();
    expect(await seen()).toBeLessThan(5); // the clock wrote it
    await f.ctx.database.query(`delete from sala_espera where usuario_id in (select usuario_id from usuario where usua_nombre like 'fila%')`);
  });

  it('gives students arriving together different places, in the order they arrived, each with an estimate', async () => {
    // The room is full (alumna4 and estudiante are in); twelve newcomers arrive at once.
    const cuentas = Array.from({ length: 12 }, (_, i) => `junto${i}`);
    await f.ctx.database.query(
      `insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id)
       select persona_id, x, x || '@prueba.edu.do', clave_hash, rol_id from usuario, unnest($1::text[]) x where usua_nombre = 'estudiante'`,
      [cuentas],
    );
    await f.ctx.database.query(`update sala_espera set visto_en = now()`);
    const answers = await Promise.all(cuentas.map((u) => turno(u)));
    const waiting = await f.ctx.database.query<{ usuario: string; delante: number }>(
      `select u.usua_nombre as usuario, (select count(*)::int from sala_espera w where w.admitido_en is null and w.ticket < s.ticket) as delante
         from sala_espera s join usuario u using (usuario_id) where u.usua_nombre like 'junto%' order by s.ticket`,
    );
    const said = new Map(cuentas.map((u, i) => [u, answers[i].body.delante as number]));
    // Every place told is different, and each is the place its ticket holds.
    expect(new Set(said.values()).size).toBe(12);
    for (const w of waiting) expect(said.get(w.usuario), w.usuario).toBe(w.delante);
    for (const a of answers) expect(a.body).toMatchObject({ admitido: false, reintentarSegundos: 1 });
    await f.ctx.database.query(`delete from sala_espera where usuario_id in (select usuario_id from usuario where usua_nombre like 'junto%')`);
  });

  it('estimates the wait at the pace students are let in, and none while nobody moves', () => {
    expect(estimarEspera(0, 2)).toBe(1);
    expect(estimarEspera(119, 2)).toBe(60);
    expect(estimarEspera(10, 0)).toBeNull();
  });

  it('asks those far back to poll rarely, and those near the front often', () => {
    expect([0, 40, 400, 20_000].map(pollSeconds)).toEqual([1, 1, 10, 60]);
  });

  it('is not there when the institution sets no room', async () => {
    await f.ctx.database.query(`update parametro_sistema set pa_si_valor = '0' where pa_si_clave = 'seleccion.sala_espera.capacidad'`);
    await new Promise((r) => setTimeout(r, 5100)); // settings are read again after 5 s
    expect((await turno('alumna4')).body).toEqual({ activa: false, admitido: true, delante: 0, reintentarSegundos: null, esperaSegundos: null });
    expect((await f.add(ec.alumna4, f.ids.a, 'alumna4')).status).toBe(201);
  });
});
