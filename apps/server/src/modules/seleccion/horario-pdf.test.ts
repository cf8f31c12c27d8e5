import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { readSheet } from '../../test/read-sheet.ts';
import { selectionFixture } from './seleccion.fixture.ts';

/* Printed timetables: a student's and a professor's week as PDFs and spreadsheets, to whom each belongs and who reads timetables. */

let ctx: TestContext;
let ids: Record<string, number>;
let f: Awaited<ReturnType<typeof selectionFixture>>;

const pdf = async (url: string, as: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${(await ctx.login(as)).token}` } });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
};

beforeAll(async () => {
  f = await selectionFixture();
  ({ ctx, ids } = f);
  expect((await f.add(ids.elena, ids.a)).status).toBe(201);
  expect((await f.add(ids.elena, ids.c)).status).toBe(201);
});
afterAll(() => ctx.close());

describe("a student's printed timetable", () => {
  it('is printed for the student, and for staff who read timetables', async () => {
    for (const as of ['estudiante', 'registro']) {
      const res = await pdf(`${f.url(ids.elena)}/horario/pdf`, as);
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/pdf');
      expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // An empty week prints too, saying so.
    expect((await pdf(`${f.url(ids.otro)}/horario/pdf`, 'registro')).status).toBe(200);
  });

  it('is not printed for another student or for a user who reads no timetables; a bad address answers 400 or 404', async () => {
    expect((await pdf(`${f.url(ids.otro)}/horario/pdf`, 'estudiante')).status).toBe(403);
    expect((await pdf(`${f.url(ids.elena)}/horario/pdf`, 'caja')).status).toBe(403);
    expect((await pdf(`/api/seleccion/estudiantes/x/periodo/${ids.periodo}/horario/pdf`, 'registro')).status).toBe(400);
    expect((await pdf(`${f.url(ids.elena, 99999999)}/horario/pdf`, 'registro')).status).toBe(404);
  });
});

describe("a student's timetable as a spreadsheet", () => {
  it('has a line per weekly meeting in week order, for the student and for staff who read timetables, for no one else', async () => {
    // A second meeting, on Friday, for the first section: it comes after Tuesday's.
    await ctx.database.query(
      `insert into seccion_horario_detalle (seccion_asignatura_id, dia_id, se_de_hora_inicio, se_de_hora_fin) values ($1, 5, '14:00', '16:00')`,
      [ids.a],
    );
    for (const as of ['estudiante', 'registro']) {
      const res = await pdf(`${f.url(ids.elena)}/horario/xlsx`, as);
      expect(res.status).toBe(200);
      const rows = readSheet(res.bytes);
      expect(rows[0].slice(0, 5)).toEqual(['Día', 'Desde', 'Hasta', 'Sección', 'Asignatura']);
      expect(rows.slice(1).map((r) => r.slice(0, 4).join(' '))).toEqual([
        'Lunes 08:00 10:00 SEL-101-01',
        'Martes 08:00 10:00 SEL-103-01',
        'Viernes 14:00 16:00 SEL-101-01',
      ]);
    }
    expect((await pdf(`${f.url(ids.otro)}/horario/xlsx`, 'estudiante')).status).toBe(403);
    expect((await pdf(`${f.url(ids.elena)}/horario/xlsx`, 'caja')).status).toBe(403);
    expect((await pdf(`${f.url(ids.otro)}/horario/xlsx`, 'registro')).status).toBe(200);
  });
});

describe("a professor's printed timetable", () => {
  const url = (profesorId: number | string) => `/api/academicos/profesores/seccionprof/${profesorId}/periodo/${ids.periodo}/pdf`;
  let profesorId: number;
  let other: number;
  beforeAll(async () => {
    // The demo account "profesor" teaches SEL-101-01; another professor exists.
    [{ id: profesorId }] = await ctx.database.query<{ id: number }>(
      `insert into profesor (persona_id, prof_codigo_referencia, sede_id) select persona_id, 'SD-9201', $1 from usuario where usua_nombre = 'profesor'
       returning profesor_id as id`,
      [ids.sd],
    );
    [{ id: other }] = await ctx.database.query<{ id: number }>(
      `insert into profesor (persona_id, prof_codigo_referencia, sede_id)
       values ((select min(persona_id) from persona where persona_id not in (select persona_id from profesor)), 'SD-9202', $1) returning profesor_id as id`,
      [ids.sd],
    );
    await ctx.database.query(`update seccion_horario_detalle set profesor_id = $1 where seccion_asignatura_id = $2`, [profesorId, ids.a]);
  });

  it('is printed for the professor and for who schedules, not for a student or another professor’s reader', async () => {
    for (const as of ['profesor', 'registro']) {
      const res = await pdf(url(profesorId), as);
      expect(res.status).toBe(200);
      expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await pdf(url(profesorId), 'estudiante')).status).toBe(403);
    expect((await pdf(url(other), 'profesor')).status).toBe(403);
    expect((await pdf(url(99999999), 'registro')).status).toBe(404);
    expect((await pdf(url('x'), 'registro')).status).toBe(400);
  });

  it('comes as a spreadsheet too, to the same readers', async () => {
    const xlsx = (p: number) => url(p).replace(/\/pdf$/, '/xlsx');
    const mine = await pdf(xlsx(profesorId), 'profesor');
    expect(mine.status).toBe(200);
    const rows = readSheet(mine.bytes);
    expect(rows.slice(1).map((r) => `${r[0]} ${r[3]} ${r[7]}`)).toEqual(expect.arrayContaining([expect.stringMatching(/^Lunes SEL-101-01 \S/)]));
    expect((await pdf(xlsx(profesorId), 'registro')).status).toBe(200);
    expect((await pdf(xlsx(profesorId), 'estudiante')).status).toBe(403);
    expect((await pdf(xlsx(other), 'profesor')).status).toBe(403);
  });
});
