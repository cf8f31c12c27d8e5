import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/* A period's Moodle users: its registered students and their professors, with their courses. */

let f: Awaited<ReturnType<typeof selectionFixture>>;

beforeAll(async () => {
  f = await selectionFixture();
  for (const [ec, s] of [
    [f.ids.elena, f.ids.a],
    [f.ids.otro, f.ids.a],
    [f.ids.elena, f.ids.c],
  ])
    expect((await f.add(ec, s, 'registro')).status).toBe(201);
  // The account "profesor" teaches section a.
  await f.ctx.database.query(
    `with p as (insert into profesor (persona_id, prof_codigo_referencia, sede_id)
                select persona_id, 'P-0042', $2 from usuario where usua_nombre = 'profesor' returning profesor_id)
     insert into seccion_horario_detalle (seccion_asignatura_id, dia_id, se_de_hora_inicio, se_de_hora_fin, profesor_id)
     select $1, (select min(dia_id) from dia), '08:00', '10:00', p.profesor_id from p`,
    [f.ids.a, f.ids.sd],
  );
});
afterAll(() => f.ctx.close());

describe("a period's Moodle users", () => {
  it('lists each registered student once with every course, paged', async () => {
    const res = await f.ctx.call({ method: 'GET', url: `/api/academicos/usuarios-moodle?periodoAcademicoId=${f.ids.periodo}`, as: 'registro' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.body.find((u: { username: string }) => u.username === 'profesor')?.cursos).toEqual([{ curso: '2027-1-SD-SEL-101-01', rol: 'editingteacher' }]);
    const elena = res.body.find((u: { firstname: string }) => u.firstname === 'Elena');
    expect(elena).toMatchObject({ username: 'estudiante', idnumber: '2027-9001' });
    expect(elena.cursos).toEqual([
      { curso: '2027-1-SD-SEL-101-01', rol: 'student' },
      { curso: '2027-1-SD-SEL-103-01', rol: 'student' },
    ]);
  });

  it('is the file Moodle takes: a header and a line per person', async () => {
    const res = await f.ctx.call({ method: 'GET', url: `/api/academicos/usuarios-moodle/csv?periodoAcademicoId=${f.ids.periodo}`, as: 'registro' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('username,firstname,lastname,email,idnumber,course1,role1,course2,role2');
    expect(lines).toHaveLength(4);
  });

  it('asks for a period and staff holding the screen', async () => {
    expect((await f.ctx.call({ method: 'GET', url: '/api/academicos/usuarios-moodle', as: 'registro' })).status).toBe(400);
    expect((await f.ctx.call({ method: 'GET', url: `/api/academicos/usuarios-moodle?periodoAcademicoId=${f.ids.periodo}`, as: 'estudiante' })).status).toBe(
      403,
    );
    expect((await f.ctx.call({ method: 'GET', url: `/api/academicos/usuarios-moodle/csv?periodoAcademicoId=${f.ids.periodo}`, as: 'profesor' })).status).toBe(
      403,
    );
  });
});
