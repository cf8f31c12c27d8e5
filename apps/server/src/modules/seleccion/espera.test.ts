import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../test/context.ts';
import { selectionFixture } from './seleccion.fixture.ts';

let f: Awaited<ReturnType<typeof selectionFixture>>;
beforeAll(async () => {
  f = await selectionFixture();
});
afterAll(() => f.ctx.close());

const q = <T>(sql: string, p: unknown[] = []) => f.ctx.database.query<T>(sql, p);
const wait = (ec: number, sid: unknown, as = 'registro') =>
  f.ctx.call({ method: 'POST', url: `${f.url(ec)}/espera`, as, payload: { seccionAsignaturaId: sid } });
const confirm = (ec: number, sid: number, as = 'registro') => f.ctx.call({ method: 'POST', url: `${f.url(ec)}/espera/${sid}/confirmar`, as });
const leave = (ec: number, sid: number, as = 'registro') => f.ctx.call({ method: 'DELETE', url: `${f.url(ec)}/espera/${sid}`, as });
const drop = (ec: number, sid: number, as = 'registro') => f.ctx.call({ method: 'DELETE', url: `${f.url(ec)}/secciones/${sid}`, as });
const places = (sid: number) =>
  q<{ ec: number; estado: string }>(`select estudiante_carrera_id as ec, estado from lista_espera where seccion_asignatura_id = $1 order by id`, [sid]);
/** Seats counted in the section, and what should be counting them: places taken plus seats held for a waiting student. */
const ledger = async (sid: number) =>
  (
    await q<{ inscritos: number; capacidad: number; tomados: number; reservados: number }>(
      `select s.se_en_inscritos as inscritos, s.se_en_capacidad as capacidad,
              (select count(*)::int from seleccion x where x.seccion_asignatura_id = s.seccion_asignatura_id and x.estado = 'inscrita') as tomados,
              (select count(*)::int from lista_espera l where l.seccion_asignatura_id = s.seccion_asignatura_id and l.estado = 'ofrecida') as reservados
         from seccion_horario s where s.seccion_asignatura_id = $1`,
      [sid],
    )
  )[0];

describe("a full section's waiting list", () => {
  let full: number;
  let holder: number;
  const waiting: number[] = [];
  beforeAll(async () => {
    full = await f.section('SEL-102', 1, { seccionId: 5, diaId: 5, desde: '14:00', hasta: '16:00' });
    holder = await f.studentCareer(300);
    expect((await f.add(holder, full, 'registro')).status).toBe(201);
  });

  it('takes a student only while the section is full, once, and under the same rules as adding it', async () => {
    const res = await wait(f.ids.elena, full, 'estudiante');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.espera).toEqual([expect.objectContaining({ estado: 'esperando', posicion: 1, venceEn: null })]);
    expect(res.body.espera[0].seccion).toMatchObject({ seccionAsignaturaId: full, asignaturaCodigo: 'SEL-102' });
    waiting.push(f.ids.elena);
    const again = await wait(f.ids.elena, full, 'estudiante');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya está en la lista de espera de SEL-102-05.');
    for (let n = 301; n <= 302; n++) {
      const ec = await f.studentCareer(n);
      expect((await wait(ec, full)).status).toBe(201);
      waiting.push(ec);
    }
    const second = await f.ctx.call({ method: 'GET', url: f.url(waiting[1]), as: 'registro' });
    expect(second.body.espera[0].posicion).toBe(2);

    const open = await wait(f.ids.otro, f.ids.c);
    expect(open.status).toBe(409);
    expect(open.body.message).toBe('La sección SEL-103-01 tiene cupo: agréguela directamente.');
    const outside = await wait(f.ids.otro, f.ids.fuera);
    expect(outside.status).toBe(409);
    expect(outside.body.message).toContain('no está en su plan de estudios');
    expect((await wait(f.ids.otro, full, 'estudiante')).status).toBe(403);
    expect((await confirm(f.ids.otro, full, 'estudiante')).status).toBe(403);
    expect((await leave(f.ids.otro, full, 'estudiante')).status).toBe(403);
    expect((await f.ctx.call({ method: 'POST', url: `${f.url(f.ids.elena)}/espera/${full}/confirmar` })).status).toBe(401);
    expect((await f.ctx.call({ method: 'POST', url: `${f.url(f.ids.elena)}/espera/abc/confirmar`, as: 'estudiante' })).status).toBe(400);
    const rows = await countRows(f.ctx.database, 'lista_espera');
    for (const bad of ['x', 0, null]) expect((await wait(f.ids.otro, bad)).status).toBe(400);
    expect(await countRows(f.ctx.database, 'lista_espera')).toBe(rows);
  });

  it('offers a dropped seat to the first student waiting, holds it for them and tells them (inbox and e-mail)', async () => {
    const res = await drop(holder, full);
    expect(res.status).toBe(200);
    expect((await places(full)).map((p) => p.estado)).toEqual(['ofrecida', 'esperando', 'esperando']);
    expect(await ledger(full)).toMatchObject({ inscritos: 1, tomados: 0, reservados: 1 });
    // Nobody else can take the held seat.
    const other = await f.studentCareer(303);
    expect((await f.add(other, full, 'registro')).status).toBe(409);

    const mine = await f.ctx.call({ method: 'GET', url: f.url(f.ids.elena), as: 'estudiante' });
    const [place] = mine.body.espera;
    expect(place).toMatchObject({ estado: 'ofrecida', posicion: null });
    const hours = (Date.parse(place.venceEn) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await f.ctx.call({ method: 'GET', url: f.url(waiting[1]), as: 'registro' })).body.espera[0].posicion).toBe(1);

    const inbox = await f.ctx.call({ method: 'GET', url: '/api/seguridad/usuario-mensajes/mensajes?limit=5', as: 'estudiante' });
    expect(inbox.status, JSON.stringify(inbox.body)).toBe(200);
    expect(inbox.body[0].usMeMensaje).toContain('Se liberó un cupo en SEL-102-05');
    expect(inbox.body[0].nombres).toBe('UPRUEBAS'); // the institution signs it
    const [mail] = await q<{ n: number }>(`select count(*)::int as n from job where tipo = 'mensajes.correo'`);
    expect(mail.n).toBeGreaterThan(0);
  });

  it('turns a confirmed offer into a place in the selection, once', async () => {
    const res = await confirm(f.ids.elena, full, 'estudiante');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.secciones.map((s: { seccionAsignaturaId: number }) => s.seccionAsignaturaId)).toContain(full);
    expect(res.body.espera).toEqual([]);
    expect(await ledger(full)).toMatchObject({ inscritos: 1, tomados: 1, reservados: 0 });
    const twice = await confirm(f.ids.elena, full, 'estudiante');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('ya no está reservado para usted');
    expect((await confirm(waiting[1], full)).status).toBe(409); // still waiting: nothing offered yet
  });

  it('passes a lapsed or declined offer to the next student, and frees the seat when nobody is left', async () => {
    await drop(f.ids.elena, full, 'estudiante');
    expect((await places(full)).map((p) => p.estado)).toEqual(['confirmada', 'ofrecida', 'esperando']);
    await q(`update lista_espera set vence_en = now() - interval '1 minute' where seccion_asignatura_id = $1 and estado = 'ofrecida'`, [full]);
    expect(await f.ctx.app.services.seleccion.sweep()).toBe(1);
    expect((await places(full)).map((p) => p.estado)).toEqual(['confirmada', 'vencida', 'ofrecida']);
    expect(await f.ctx.app.services.seleccion.sweep()).toBe(0); // nothing left to move: a second sweep changes nothing
    expect((await leave(waiting[2], full)).status).toBe(200); // declines
    expect((await places(full)).at(-1)?.estado).toBe('retirada');
    expect(await ledger(full)).toMatchObject({ inscritos: 0, tomados: 0, reservados: 0 });
    expect((await leave(waiting[2], full)).status).toBe(404);
  });

  it('offers the seats staff add to a full section to those waiting', async () => {
    const small = await f.section('SEL-101', 1, { seccionId: 6 });
    expect((await f.add(await f.studentCareer(310), small, 'registro')).status).toBe(201);
    const queue = [await f.studentCareer(311), await f.studentCareer(312), await f.studentCareer(313)];
    for (const ec of queue) expect((await wait(ec, small)).status).toBe(201);
    await q(`update seccion_horario set se_en_capacidad = 3 where seccion_asignatura_id = $1`, [small]);
    expect(await f.ctx.app.services.seleccion.sweep()).toBe(2);
    expect((await places(small)).map((p) => p.estado)).toEqual(['ofrecida', 'ofrecida', 'esperando']);
    expect(await ledger(small)).toMatchObject({ inscritos: 3, capacidad: 3, tomados: 1, reservados: 2 });
  });
});

describe('fifty drops and confirmations at once on one section', () => {
  it('offers each waiting student a seat at most once, and never counts more seats than the section has', async () => {
    const size = 50;
    const busy = await f.section('SEL-104', size, { seccionId: 7 });
    const holders: number[] = [];
    const waiters: number[] = [];
    for (let n = 0; n < size; n++) holders.push(await f.studentCareer(400 + n));
    for (let n = 0; n < size; n++) waiters.push(await f.studentCareer(500 + n));
    for (const ec of holders) expect((await f.add(ec, busy, 'registro')).status).toBe(201);
    for (const ec of waiters) expect((await wait(ec, busy)).status).toBe(201);

    // Every holder drops while every waiter keeps trying to confirm (twice at a time, as two tabs would).
    let dropping = true;
    const confirmed: number[] = [];
    const tryConfirm = async (ec: number) => {
      while (dropping || !confirmed.includes(ec)) {
        const [a, b] = await Promise.all([confirm(ec, busy), confirm(ec, busy)]);
        if (a.status === 200) confirmed.push(ec);
        if (b.status === 200) confirmed.push(ec);
        if (!dropping && a.status !== 200 && b.status !== 200) break;
      }
    };
    const confirming = Promise.all(waiters.map(tryConfirm));
    const drops = await Promise.all(holders.map((ec) => drop(ec, busy)));
    dropping = false;
    await confirming;

    expect(drops.every((d) => d.status === 200)).toBe(true);
    expect(confirmed.length).toBe(size);
    expect(new Set(confirmed).size).toBe(size);
    const offers = await q<{ ec: number; n: number }>(
      `select estudiante_carrera_id as ec, count(*)::int as n from lista_espera where seccion_asignatura_id = $1 and estado in ('ofrecida', 'confirmada', 'vencida') group by 1`,
      [busy],
    );
    expect(offers.every((o) => o.n === 1)).toBe(true);
    const taken = await q<{ ec: number; n: number }>(
      `select estudiante_carrera_id as ec, count(*)::int as n from seleccion where seccion_asignatura_id = $1 and estado = 'inscrita' group by 1`,
      [busy],
    );
    expect(taken.every((t) => t.n === 1)).toBe(true);
    expect(await ledger(busy)).toMatchObject({ inscritos: size, capacidad: size, tomados: size, reservados: 0 });
  });
});

describe('the offer as a class search reads it', () => {
  it("says each section's waiting list, and holds the plan's sections on every campus when asked", async () => {
    const full = await f.section('SEL-103', 1, { seccionId: 8, diaId: 6, desde: '08:00', hasta: '12:00' });
    expect((await f.add(await f.studentCareer(800), full, 'registro')).status).toBe(201);
    for (const n of [801, 802]) expect((await wait(await f.studentCareer(n), full)).status).toBe(201);
    const [{ id: sti }] = await q<{ id: number }>(`select sede_id as id from sede where sede_iniciales = 'STI'`);
    const [{ id: lejos }] = await q<{ id: number }>(
      `insert into seccion_horario (periodo_academico_id, asignatura_id, tipo_seccion_id, seccion_id, sede_id, se_en_capacidad, se_en_fecha_inicia, se_en_fecha_finaliza)
       values ($1, $2, $3, 9, $4, 30, '2027-01-11', '2027-04-24') returning seccion_asignatura_id as id`,
      [f.ids.periodo, f.ids['SEL-101'], f.ids.teorica, sti],
    );
    const offer = async (query = '') =>
      (await f.ctx.call({ method: 'GET', url: `${f.url(f.ids.elena)}/oferta${query}`, as: 'estudiante' })).body as {
        seccionAsignaturaId: number;
        enEspera: number;
        sedeId: number;
      }[];
    const here = await offer();
    expect(here.find((s) => s.seccionAsignaturaId === full)?.enEspera).toBe(2);
    expect(here.map((s) => s.seccionAsignaturaId)).not.toContain(lejos);
    const everywhere = await offer('?todasLasSedes=true');
    expect(everywhere.find((s) => s.seccionAsignaturaId === lejos)?.sedeId).toBe(sti);
    expect(everywhere.length).toBe(here.length + 1);
    expect((await f.ctx.call({ method: 'GET', url: `${f.url(f.ids.elena)}/oferta?todasLasSedes=quizas`, as: 'estudiante' })).status).toBe(400);

    // Staff read the list itself, in order; a student does not.
    const list = (sid: number, as = 'registro') => f.ctx.call({ method: 'GET', url: `/api/seleccion/secciones/${sid}/lista-espera`, as });
    const staff = await list(full);
    expect(staff.status).toBe(200);
    expect(staff.body.map((l: { posicion: number; estado: string; matricula: string }) => [l.posicion, l.estado, l.matricula])).toEqual([
      [1, 'esperando', '2027-9801'],
      [2, 'esperando', '2027-9802'],
    ]);
    expect((await list(full, 'estudiante')).status).toBe(403);
    expect((await list(999999)).status).toBe(404);
  });
});
