import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { selectionFixture } from './seleccion.fixture.ts';

let ctx: TestContext;
let ids: Record<string, number>;
let f: Awaited<ReturnType<typeof selectionFixture>>;

beforeAll(async () => {
  f = await selectionFixture();
  ({ ctx, ids } = f);
  // A full section (one seat, taken by another student) to wait for.
  ids.llena = await f.section('SEL-104', 1, { seccionId: 2, diaId: 5, desde: '08:00', hasta: '10:00' });
  expect((await f.add(ids.otro, ids.llena, 'registro')).status).toBe(201);
});
afterAll(() => ctx.close());

type Linea = { seccionAsignaturaId: unknown; accion: string };
const hoja = (ec: number, lineas: Linea[] | unknown, as = 'estudiante', lang?: 'en', periodo?: number) =>
  ctx.call({ method: 'POST', url: `${f.url(ec, periodo)}/hoja`, as, lang, payload: { lineas } });
const codes = (secciones: { asignaturaCodigo: string; seccionId: number }[]) => secciones.map((s) => `${s.asignaturaCodigo}-0${s.seccionId}`).sort();
const written = async () =>
  (await ctx.database.query<{ n: number }>(`select count(*)::int as n from seleccion where estudiante_carrera_id = $1`, [ids.elena]))[0].n;

describe('a worksheet confirmed at once', () => {
  it('refuses bad input with 400 and another student’s career with 403, writing nothing', async () => {
    const empty = await hoja(ids.elena, []);
    expect(empty.status).toBe(400);
    const twice = await hoja(ids.elena, [
      { seccionAsignaturaId: ids.a, accion: 'agregar' },
      { seccionAsignaturaId: ids.a, accion: 'quitar' },
    ]);
    expect([twice.status, twice.body.fields.lineas]).toEqual([400, 'Una sección aparece dos veces.']);
    expect((await hoja(ids.elena, [{ seccionAsignaturaId: ids.a, accion: 'borrar' }])).status).toBe(400);
    expect((await hoja(ids.elena, [{ seccionAsignaturaId: 'x', accion: 'agregar' }])).status).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => ({ seccionAsignaturaId: i + 1, accion: 'agregar' }));
    expect((await hoja(ids.elena, many)).status).toBe(400);
    expect((await hoja(ids.otro, [{ seccionAsignaturaId: ids.a, accion: 'agregar' }])).status).toBe(403);
    expect((await ctx.call({ method: 'POST', url: `${f.url(ids.elena)}/hoja`, payload: { lineas: [] } })).status).toBe(401);
    // A closed period refuses the whole worksheet, once.
    const closed = await hoja(ids.elena, [{ seccionAsignaturaId: ids.a, accion: 'agregar' }], 'estudiante', undefined, ids.cerrado);
    expect([closed.status, closed.body.code]).toEqual([409, 'seleccion_cerrada']);
    expect(await written()).toBe(0);
    expect(await f.seats(ids.a)).toBe(0);
  });

  it('says how each line went: registered, refused with its reason, on the waiting list with its place; one refusal leaves the rest done', async () => {
    const res = await hoja(ids.elena, [
      { seccionAsignaturaId: ids.a, accion: 'agregar' },
      { seccionAsignaturaId: ids.b, accion: 'agregar' },
      { seccionAsignaturaId: ids.c, accion: 'agregar' },
      { seccionAsignaturaId: ids.llena, accion: 'esperar' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lineas).toEqual([
      { seccionAsignaturaId: ids.a, accion: 'agregar', estado: 'inscrita', motivo: null, posicion: null },
      {
        seccionAsignaturaId: ids.b,
        accion: 'agregar',
        estado: 'rechazada',
        motivo: 'No se puede agregar SEL-102-01: Choca con SEL-101-01 el lunes de 09:00 a 10:00.',
        posicion: null,
      },
      { seccionAsignaturaId: ids.c, accion: 'agregar', estado: 'inscrita', motivo: null, posicion: null },
      { seccionAsignaturaId: ids.llena, accion: 'esperar', estado: 'en_espera', motivo: null, posicion: 1 },
    ]);
    expect(codes(res.body.seleccion.secciones)).toEqual(['SEL-101-01', 'SEL-103-01']);
    expect([await f.seats(ids.a), await f.seats(ids.b), await f.seats(ids.c)]).toEqual([1, 0, 1]);
    // Each line is audited as the one-by-one path audits it.
    const audited = await ctx.database.query(`select 1 from audit_log where entidad = 'seleccion' and entidad_id like $1`, [`${ids.elena}:%`]);
    expect(audited).toHaveLength(2);
  });

  it('drops first, so a section given up makes room for the one that would clash with it', async () => {
    const res = await hoja(
      ids.elena,
      [
        { seccionAsignaturaId: ids.b, accion: 'agregar' },
        { seccionAsignaturaId: ids.a, accion: 'quitar' },
      ],
      'estudiante',
      'en',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lineas.map((l: { estado: string }) => l.estado)).toEqual(['inscrita', 'retirada']);
    expect(codes(res.body.seleccion.secciones)).toEqual(['SEL-102-01', 'SEL-103-01']);
    // A line naming a section the student does not hold is refused on its own, in the reader's language.
    const again = await hoja(ids.elena, [{ seccionAsignaturaId: ids.a, accion: 'quitar' }], 'estudiante', 'en');
    expect(again.body.lineas[0]).toMatchObject({ estado: 'rechazada', motivo: expect.any(String) });
  });

  it('is confirmed by staff for a student as by the student', async () => {
    const res = await hoja(ids.otro, [{ seccionAsignaturaId: ids.c, accion: 'agregar' }], 'registro');
    expect(res.status).toBe(200);
    expect(res.body.lineas[0].estado).toBe('inscrita');
  });
});

describe('the schedule sent to the student', () => {
  const send = (ec: number, as = 'estudiante') => ctx.call({ method: 'POST', url: `${f.url(ec)}/horario/correo`, as });
  const inbox = () =>
    ctx.database.query<{ asunto: string; texto: string }>(
      `select e.asunto, m.mensaje as texto from usuario_mensaje m join mensaje_envio e on e.id = m.mensaje_envio_id
        join usuario u on u.usuario_id = m.usuario_id where u.usua_nombre = 'estudiante' order by m.id`,
    );

  it('lands in the inbox with each section’s hours and says no e-mail went while there is no mail server', async () => {
    const res = await send(ids.elena);
    expect([res.status, res.body]).toEqual([200, { correo: null }]);
    const [last] = (await inbox()).slice(-1);
    expect(last.asunto).toBe('Horario de clases · Enero–abril 2027');
    expect(last.texto).toContain('SEL-102-01 SEL-102 (4 Cr.)');
    expect(last.texto).toContain('Lu 09:00–11:00');
    expect((await ctx.database.query(`select 1 from correo_saliente where texto like '%SEL-102-01%'`)).length).toBe(0);
  });

  it('goes by e-mail too once the institution has a mail server, to the student’s address', async () => {
    const sink = await startSmtpSink();
    try {
      await ctx.database.query(
        `insert into configuracion_smtp (id, host, puerto, seguro, remitente, activo) values (1, '127.0.0.1', $1, false, 'registro@demo.do', true)
         on conflict (id) do update set host = excluded.host, puerto = excluded.puerto, seguro = false, usuario = null, activo = true`,
        [sink.port],
      );
      const [{ email }] = await ctx.database.query<{ email: string }>(`select usua_email as email from usuario where usua_nombre = 'estudiante'`);
      const res = await send(ids.elena);
      expect([res.status, res.body]).toEqual([200, { correo: email }]);
      await ctx.app.jobs.drain(); // the notice's e-mail copies are queued…
      await ctx.app.jobs.drain(); // …then each is sent
      const got = sink.messages.find((m) => m.raw.replace(/=\r\n/g, '').includes('SEL-102-01 SEL-102'));
      expect(got?.to).toEqual([email]);
    } finally {
      await ctx.database.query(`update configuracion_smtp set activo = false`);
      await sink.close();
    }
  });

  it('keeps a student to their own schedule, and says so when a student has no account to send it to', async () => {
    expect((await send(ids.otro)).status).toBe(403);
    const none = await send(ids.otro, 'registro');
    expect([none.status, none.body.code]).toEqual([409, 'sin_cuenta']);
  });
});
