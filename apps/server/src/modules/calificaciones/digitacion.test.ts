import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';
import { pdfText } from '../../test/pdf-text.ts';

/* Grade entry by section: who may, when, what a line may hold, and a submitted sheet that no longer changes. */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let url: string;
let literal: Record<string, number>;
let tercera: number;

const get = (as: string) => f.ctx.call({ method: 'GET', url, as });
const put = (payload: object, as = 'profesor', lang?: 'en') => f.ctx.call({ method: 'PUT', url, as, payload, lang });
const grades = async () =>
  (
    await f.ctx.database.query<{ ec: number; nota: string | null; l: string }>(
      `select c.estudiante_carrera_id as ec, c.nota::text as nota, l.ca_li_literal as l from calificacion c
         join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id where c.seccion_asignatura_id = $1 order by 1`,
      [f.ids.a],
    )
  ).map((r) => `${r.ec}:${r.nota ?? '-'}:${r.l}`);

beforeAll(async () => {
  f = await selectionFixture();
  const { ids } = f;
  url = `/api/academicos/digitacion-notas/secciones/${ids.a}`;
  // The demo account "profesor" teaches SEL-101-01, where three students are registered.
  await f.demoProfessorTeaches('SD-9301', ids.a);
  tercera = await f.studentCareer(3);
  for (const ec of [ids.elena, ids.otro, tercera]) expect((await f.add(ec, ids.a, 'registro')).status).toBe(201);
  await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = true where periodo_academico_id = $1`, [ids.periodo]);
  literal = Object.fromEntries(
    (await f.ctx.database.query<{ l: string; id: number }>(`select ca_li_literal as l, calificacion_literal_id as id from calificacion_literal`)).map((r) => [
      r.l,
      r.id,
    ]),
  );
});
afterAll(() => f.ctx.close());

describe("a section's grade sheet", () => {
  it("is read by the section's professor: its students in name order, none graded yet, and the scale", async () => {
    const res = await get('profesor');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ seccion: 'SEL-101-01', estado: 'abierta', digitacionAbierta: true });
    expect(res.body.filas.map((r: { nombre: string }) => r.nombre)).toEqual(['Estudiante Marte, Elena', 'Prueba 2, Estudiante', 'Prueba 3, Estudiante']);
    expect(res.body.filas.every((r: { nota: null; literal: null }) => r.nota === null && r.literal === null)).toBe(true);
    expect(res.body.escala.map((l: { caLiLiteral: string }) => l.caLiLiteral)).toEqual(expect.arrayContaining(['A', 'B', 'F', 'R']));
  });

  it('is not read by a student, by staff without the screen, by a professor of other sections, or for a section that does not exist', async () => {
    expect((await get('estudiante')).status).toBe(403);
    // The professor holds the screen, but does not teach SEL-103-01.
    const other = `/api/academicos/digitacion-notas/secciones/${f.ids.c}`;
    expect((await f.ctx.call({ method: 'GET', url: other, as: 'profesor' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'PUT', url: other, as: 'profesor', payload: { notas: [] } })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: other, as: 'registro' })).status).toBe(200);
    expect((await get('caja')).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: '/api/academicos/digitacion-notas/secciones/99999999', as: 'registro' })).status).toBe(404);
    expect((await f.ctx.call({ method: 'GET', url: '/api/academicos/digitacion-notas/secciones/x', as: 'registro' })).status).toBe(400);
  });

  it('takes scores, giving each its letter from the scale, and a withdrawal without a score; audited', async () => {
    const res = await put({
      notas: [
        { estudianteCarreraId: f.ids.elena, nota: 85.5 },
        { estudianteCarreraId: f.ids.otro, nota: null, calificacionLiteralId: literal.R },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await grades()).toEqual([`${f.ids.elena}:85.50:B`, `${f.ids.otro}:-:R`]);
    const elena = res.body.filas.find((r: { estudianteCarreraId: number }) => r.estudianteCarreraId === f.ids.elena);
    expect(elena).toMatchObject({ nota: 85.5, literal: 'B' });
    const audited = await f.ctx.database.query(`select 1 from audit_log where entidad = 'acta_calificacion' and entidad_id = $1`, [String(f.ids.a)]);
    expect(audited.length).toBe(1);
  });

  it('refuses a bad line and writes nothing: a score off the scale, a letter without a score, a student not in the section', async () => {
    const before = await grades();
    for (const line of [
      { estudianteCarreraId: tercera, nota: 101 },
      { estudianteCarreraId: tercera, nota: 70.555 },
      { estudianteCarreraId: tercera, nota: null, calificacionLiteralId: literal.A },
      { estudianteCarreraId: 99999999, nota: 80 },
    ]) {
      const res = await put({ notas: [{ estudianteCarreraId: f.ids.elena, nota: 95 }, line] });
      expect(res.status, JSON.stringify(line)).toBe(400);
    }
    const named = await put({ notas: [{ estudianteCarreraId: tercera, nota: null, calificacionLiteralId: literal.A }] }, 'profesor', 'en');
    expect(named.body.fields['notas.0.nota']).toBe('Without a score only a withdrawal letter is given.');
    // A letter that contradicts the score is refused on the letter, never stored as the score's.
    const contradicha = await put({ notas: [{ estudianteCarreraId: tercera, nota: 95, calificacionLiteralId: literal.F }] });
    expect(contradicha.status).toBe(400);
    expect(contradicha.body.fields['notas.0.calificacionLiteralId']).toBe('La nota 95 corresponde al literal A, no a F.');
    expect(await grades()).toEqual(before);
  });

  it('is written only by its professor or staff with the screen, and only while the period is open for grade entry', async () => {
    expect((await put({ notas: [] }, 'estudiante')).status).toBe(403);
    expect((await put({ notas: [] }, 'caja')).status).toBe(403);
    await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = false where periodo_academico_id = $1`, [f.ids.periodo]);
    const closed = await put({ notas: [{ estudianteCarreraId: tercera, nota: 70 }] });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('digitacion_cerrada');
    await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = true where periodo_academico_id = $1`, [f.ids.periodo]);
  });

  it('is submitted only complete; submitted, it no longer changes', async () => {
    const incomplete = await put({ notas: [], enviar: true });
    expect(incomplete.status).toBe(409);
    expect(incomplete.body).toMatchObject({ code: 'acta_incompleta', message: 'El acta se envía completa: quedan 1 estudiantes sin calificar.' });
    expect((await get('profesor')).body.estado).toBe('abierta');
    const sent = await put({ notas: [{ estudianteCarreraId: tercera, nota: 59.99 }], enviar: true });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ estado: 'enviada', enviadaEn: expect.any(String) });
    const before = await grades();
    for (const as of ['profesor', 'registro']) {
      const again = await put({ notas: [{ estudianteCarreraId: f.ids.elena, nota: 100 }] }, as);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('acta_enviada');
    }
    expect(await grades()).toEqual(before);
    expect(before).toContain(`${tercera}:59.99:F`);
  });
});

describe('grades by section', () => {
  it('lets staff holding only that screen read a sheet, never write it', async () => {
    // Granted in the database directly (not through the app, which would tell the access cache): to a
    // user whose access nothing has asked yet in this file, so no cached answer stands in the way.
    await f.ctx.database.query(
      `insert into usuario_opcion (usuario_id, opcion_id) select (select usuario_id from usuario where usua_nombre = 'admisiones'), id from opcion_menu where url = $1`,
      ['/academicos/notas-por-secciones'],
    );
    const res = await get('admisiones');
    expect(res.status).toBe(200);
    expect(res.body.filas.length).toBe(3);
    expect((await put({ notas: [] }, 'admisiones')).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: '/api/academicos/historico-de-notas/estudiante/1', as: 'admisiones' })).status).toBe(403);
  });
});

describe("the section's printed sheet and roster", () => {
  const pdf = async (tipo: string, as = 'profesor') => {
    const { token } = await f.ctx.login(as);
    const res = await f.ctx.app.inject({ method: 'GET', url: `${url}/pdf?tipo=${tipo}`, headers: { authorization: `Bearer ${token}` } });
    return { status: res.statusCode, type: res.headers['content-type'], text: res.statusCode === 200 ? pdfText(res.rawPayload) : '' };
  };

  it('prints the grade sheet with each grade, the tally and the signature lines, and the class roster with room to sign', async () => {
    const acta = await pdf('acta');
    expect(acta.status).toBe(200);
    expect(acta.type).toContain('application/pdf');
    expect(acta.text).toContain('Acta de calificaciones');
    expect(acta.text).toContain('SEL-101-01 SEL-101');
    expect(acta.text).toContain('Estudiante Marte, Elena');
    expect(acta.text).toMatch(/3 estudiantes · \d+ aprobados/);
    expect(acta.text).toContain('Firma del profesor');
    expect(acta.text).toContain('Recibido por Registro');
    const lista = await pdf('lista', 'registro');
    expect(lista.status).toBe(200);
    expect(lista.text).toContain('Lista de clase');
    expect(lista.text).toContain('Prueba 3, Estudiante');
    expect(lista.text).not.toContain('Recibido por Registro');
  });

  it('is printed only for who reads the sheet', async () => {
    expect((await pdf('acta', 'estudiante')).status).toBe(403);
    expect((await pdf('acta', 'caja')).status).toBe(403);
    expect((await pdf('otra')).status).toBe(400);
  });
});
