import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/*
 * Grades by student: a period's grades (a section's once its sheet is submitted, and those given
 * without a section), the career's periods, the search, and grades the registry records without a
 * section — only to the student and staff who read grades; recorded by staff only.
 */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let url: string;
const sheet = (seccion: number, payload: object) =>
  f.ctx.call({ method: 'PUT', url: `/api/academicos/digitacion-notas/secciones/${seccion}`, as: 'registro', payload });

beforeAll(async () => {
  f = await selectionFixture();
  const { ids } = f;
  url = `/api/academicos/estudiantes-calificaciones/estudiante/${ids.elena}/periodo-academico/${ids.periodo}`;
  for (const s of [ids.a, ids.c, ids.d]) expect((await f.add(ids.elena, s)).status).toBe(201);
  await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = true where periodo_academico_id = $1`, [ids.periodo]);
  // SEL-101 submitted with 92 (A), SEL-103 submitted with 75 (C), SEL-104 graded 88 but not submitted.
  expect((await sheet(ids.a, { notas: [{ estudianteCarreraId: ids.elena, nota: 92 }], enviar: true })).status).toBe(200);
  expect((await sheet(ids.c, { notas: [{ estudianteCarreraId: ids.elena, nota: 75 }], enviar: true })).status).toBe(200);
  expect((await sheet(ids.d, { notas: [{ estudianteCarreraId: ids.elena, nota: 88 }] })).status).toBe(200);
});
afterAll(() => f.ctx.close());

describe("a student's grades in a period", () => {
  it('shows a grade once its sheet is submitted, a draft as pending, and the index of what is shown', async () => {
    const res = await f.ctx.call({ method: 'GET', url, as: 'estudiante' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const by = Object.fromEntries(res.body.notas.map((n: { seccion: string }) => [n.seccion, n]));
    expect(by['SEL-101-01']).toMatchObject({ publicada: true, nota: 92, literal: 'A', supera: true, creditos: 4 });
    expect(by['SEL-103-01']).toMatchObject({ publicada: true, nota: 75, literal: 'C' });
    expect(by['SEL-104-01']).toMatchObject({ publicada: false, nota: null, literal: null });
    expect(res.body.indice).toBe(3); // (4 × 4 + 2 × 4) / 8
  });

  it('is for the student and staff who read grades only; a career or period that does not exist is a 404', async () => {
    expect((await f.ctx.call({ method: 'GET', url, as: 'registro' })).status).toBe(200);
    expect((await f.ctx.call({ method: 'GET', url, as: 'caja' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url, as: 'profesor' })).status).toBe(403); // holds grade entry, not grades by student
    expect((await f.ctx.call({ method: 'GET', url: url.replace(`/${f.ids.elena}/`, `/${f.ids.otro}/`), as: 'estudiante' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: url.replace(`/${f.ids.elena}/`, '/99999999/'), as: 'registro' })).status).toBe(404);
    expect((await f.ctx.call({ method: 'GET', url: url.replace(/\d+$/, '99999999'), as: 'registro' })).status).toBe(404);
    expect((await f.ctx.call({ method: 'GET', url: url.replace(/\d+$/, 'x'), as: 'registro' })).status).toBe(400);
  });
});

describe('grades without a section', () => {
  const enCerrado = () => `/api/academicos/estudiantes-calificaciones/estudiante/${f.ids.elena}/periodo-academico/${f.ids.cerrado}`;
  const registrar = (payload: object, as = 'registro', periodo?: number) =>
    f.ctx.call({ method: 'PUT', url: periodo ? url.replace(/\d+$/, String(periodo)) : enCerrado(), as, payload });
  const motivo = 'Acta en papel de 2027 transcrita al sistema.';
  const rows = async () =>
    (
      await f.ctx.database.query<{ r: string }>(
        `select a.asig_codigo || ':' || coalesce(c.nota::text, '-') || ':' || c.anulada as r from calificacion c join asignatura a on a.asignatura_id = c.asignatura_id
          where c.estudiante_carrera_id = $1 and c.periodo_academico_id = $2 order by c.id`,
        [f.ids.elena, f.ids.cerrado],
      )
    ).map((x) => x.r);
  const trail = async () =>
    (
      await f.ctx.call({
        method: 'GET',
        url: `/api/academicos/estudiantes-calificaciones/estudiante/${f.ids.elena}/bitacora`,
        as: 'registro',
        query: { periodoAcademicoId: String(f.ids.cerrado) },
      })
    ).body.eventos.map((e: { accion: string; asignaturaCodigo: string; despues: { nota: number } | null; motivo: string }) => [
      e.accion,
      e.asignaturaCodigo,
      e.despues?.nota ?? null,
      e.motivo,
    ]);

  it('are recorded by the registry with a reason, shown in the period with its index, and go down in the trail', async () => {
    const res = await registrar({
      notas: [
        { asignaturaId: f.ids['SEL-102'], nota: '85' },
        { asignaturaId: f.ids['SEL-900'], nota: 62 },
      ],
      motivo,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.notas.map((n: object) => n)).toEqual([
      expect.objectContaining({ origen: 'registro', asignaturaCodigo: 'SEL-102', seccion: null, publicada: true, nota: 85, literal: 'B', supera: true }),
      expect.objectContaining({ origen: 'registro', asignaturaCodigo: 'SEL-900', nota: 62, literal: 'D' }),
    ]);
    expect(res.body.indice).toBe(2); // (3 × 4 + 1 × 4) / 8
    // What the student reads, too.
    expect((await f.ctx.call({ method: 'GET', url: enCerrado(), as: 'estudiante' })).body.notas).toHaveLength(2);
    expect(await trail()).toEqual([
      ['registrada', 'SEL-102', 85, motivo],
      ['registrada', 'SEL-900', 62, motivo],
    ]);
  });

  it('are changed and annulled the same way, a line sent as it was leaving nothing; an annulled grade stays, off the record', async () => {
    const again = 'Corrección del acta en papel: la nota era 90.';
    const res = await registrar({
      notas: [
        { asignaturaId: f.ids['SEL-102'], nota: 90 },
        { asignaturaId: f.ids['SEL-900'], nota: 62 },
      ],
      motivo: again,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const annul = await registrar({ notas: [{ asignaturaId: f.ids['SEL-900'], nota: null }], motivo: 'Registrada por error: no cursó la asignatura.' });
    expect(annul.status, JSON.stringify(annul.body)).toBe(200);
    expect(annul.body.notas.map((n: { asignaturaCodigo: string; nota: number }) => [n.asignaturaCodigo, n.nota])).toEqual([['SEL-102', 90]]);
    expect(await rows()).toEqual(['SEL-102:90.00:false', 'SEL-900:62.00:true']);
    expect((await trail()).slice(2)).toEqual([
      ['modificada', 'SEL-102', 90, again],
      ['anulada', 'SEL-900', null, 'Registrada por error: no cursó la asignatura.'],
    ]);
  });

  it('refuse a subject graded on a section or granted, a repeated or unknown subject, a contradicting letter, an annulment of nothing: nothing written', async () => {
    const before = await rows();
    const [{ id: exonerada }] = await f.ctx.database.query<{ id: number }>(
      `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, calificacion_literal_id, usuario_id)
       select $1, $2, $3, (select min(calificacion_literal_id) from calificacion_literal where ca_li_exonerada), (select usuario_id from usuario where usua_nombre = 'registro')
       returning id`,
      [f.ids.elena, f.ids['SEL-104'], f.ids.cerrado],
    );
    await f.ctx.database.query(
      `insert into calificacion_otorgada (calificacion_id, tipo, motivo, usuario_id) select $1, 'exoneracion', 'Prueba de nivel.', usuario_id from usuario where usua_nombre = 'registro'`,
      [exonerada],
    );
    const literalF = (await f.ctx.database.query<{ id: number }>(`select calificacion_literal_id as id from calificacion_literal where ca_li_literal = 'F'`))[0]
      .id;
    const bad = await registrar({
      notas: [
        { asignaturaId: f.ids['SEL-102'], nota: 95, calificacionLiteralId: literalF },
        { asignaturaId: f.ids['SEL-104'], nota: 80 },
        { asignaturaId: f.ids['SEL-102'], nota: 70 },
        { asignaturaId: 99999999, nota: 70 },
        { asignaturaId: f.ids['SEL-103'], nota: null },
      ],
      motivo,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'notas.0.calificacionLiteralId': 'La nota 95 corresponde al literal A, no a F.',
      'notas.1.asignaturaId': 'Esta nota es una convalidación, exoneración o colación: se anula en su pantalla.',
      'notas.2.asignaturaId': 'Cada asignatura una sola vez.',
      'notas.3.asignaturaId': 'No existe esa asignatura.',
      'notas.4.nota': 'No hay nota registrada de esta asignatura en el período que anular.',
    });
    // A subject the student takes in a section that period is graded on its sheet.
    const seccion = await registrar({ notas: [{ asignaturaId: f.ids['SEL-101'], nota: 70 }], motivo }, 'registro', f.ids.periodo);
    expect(seccion.status).toBe(400);
    expect(seccion.body.fields['notas.0.asignaturaId']).toBe('Esta nota viene del acta de la sección SEL-101-01: se corrige con un acta supletoria.');
    expect((await registrar({ notas: [{ asignaturaId: f.ids['SEL-102'], nota: 70 }], motivo: 'corto' })).status).toBe(400);
    expect((await registrar({ notas: [], motivo })).status).toBe(400);
    expect(await rows()).toEqual([...before, 'SEL-104:-:false']);
  });

  it('are recorded by staff who hold grades by student only; a career or period that does not exist is a 404', async () => {
    const payload = { notas: [{ asignaturaId: f.ids['SEL-102'], nota: 70 }], motivo };
    expect((await registrar(payload, 'estudiante')).status).toBe(403);
    expect((await registrar(payload, 'profesor')).status).toBe(403);
    expect((await registrar(payload, 'caja')).status).toBe(403);
    expect((await f.ctx.call({ method: 'PUT', url: enCerrado().replace(`/${f.ids.elena}/`, '/99999999/'), as: 'registro', payload })).status).toBe(404);
    expect((await f.ctx.call({ method: 'PUT', url: enCerrado().replace(/\d+$/, '99999999'), as: 'registro', payload })).status).toBe(404);
  });
});

describe("a career's periods and the search", () => {
  it("lists the career's periods newest first, with what is graded and what is in progress, and the record's indexes", async () => {
    const res = await f.ctx.call({ method: 'GET', url: `/api/academicos/estudiantes-calificaciones/estudiante/${f.ids.elena}`, as: 'estudiante' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.periodos).toEqual([
      // SEL-102 90 (A) and SEL-104 exempted (earns its credits, not in the index); before it, A and C.
      { periodoAcademicoId: f.ids.cerrado, periodo: 'Mayo–agosto 2027', calificadas: 2, enCurso: 0, creditos: 8, indice: 4, acumulado: 3.33 },
      { periodoAcademicoId: f.ids.periodo, periodo: 'Enero–abril 2027', calificadas: 2, enCurso: 1, creditos: 8, indice: 3, acumulado: 3 },
    ]);
    expect((await f.ctx.call({ method: 'GET', url: `/api/academicos/estudiantes-calificaciones/estudiante/${f.ids.otro}`, as: 'estudiante' })).status).toBe(
      403,
    );
    expect((await f.ctx.call({ method: 'GET', url: `/api/academicos/estudiantes-calificaciones/estudiante/99999999`, as: 'registro' })).status).toBe(404);
  });

  it('finds students by matrícula or name for staff who read grades, each career with its standing', async () => {
    const [{ matricula }] = await f.ctx.database.query<{ matricula: string }>(
      `select e.matricula from estudiante e join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id where ec.estudiante_carrera_id = $1`,
      [f.ids.elena],
    );
    // The search sees the students of the careers the user works with, as the students' list does.
    await f.ctx.database.query(
      `insert into carrera_usuario_acceso (carrera_id, usuario_id) select $1, usuario_id from usuario where usua_nombre = 'registro'`,
      [f.ids.carrera],
    );
    const res = await f.ctx.call({ method: 'GET', url: '/api/academicos/estudiantes-calificaciones', as: 'registro', query: { value: matricula } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[0]).toMatchObject({ matricula, carreras: [expect.objectContaining({ estudianteCarreraId: f.ids.elena, carrera: 'Carrera de prueba' })] });
    expect(res.headers['x-total-count']).toBe('1');
    const byName = await f.ctx.call({ method: 'GET', url: '/api/academicos/estudiantes-calificaciones', as: 'registro', query: { value: 'Elena Estudiante' } });
    expect(byName.body.map((e: { matricula: string }) => e.matricula)).toContain(matricula);
    expect((await f.ctx.call({ method: 'GET', url: '/api/academicos/estudiantes-calificaciones', as: 'estudiante', query: { value: matricula } })).status).toBe(
      403,
    );
  });
});
