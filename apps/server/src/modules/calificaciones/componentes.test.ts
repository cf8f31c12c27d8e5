import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/*
 * A section whose grading template has components: each component's score is entered, the final is
 * computed from them (and its letter from the scale), the sheet prints them, and a template's weights
 * add up to 100.
 */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let url: string;
let tercera: number;
const put = (notas: object[], enviar = false) => f.ctx.call({ method: 'PUT', url, as: 'profesor', payload: { notas, enviar } });
const plantillas = (payload: object) => f.ctx.call({ method: 'POST', url: '/api/academicos/tipos-calificaciones-plantillas', as: 'admin', payload });

beforeAll(async () => {
  f = await selectionFixture();
  const { ids } = f;
  url = `/api/academicos/digitacion-notas/secciones/${ids.a}`;
  await f.demoProfessorTeaches('SD-9305', ids.a);
  tercera = await f.studentCareer(3);
  for (const ec of [ids.elena, ids.otro, tercera]) expect((await f.add(ec, ids.a, 'registro')).status).toBe(201);
  await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = true where periodo_academico_id = $1`, [ids.periodo]);
});
afterAll(() => f.ctx.close());

describe('a grading template with components', () => {
  it('has weights that add up to 100', async () => {
    const bad = await plantillas({
      tiCpDescripcion: 'Parciales mal sumados',
      componentes: [
        { tiCoDescripcion: 'Parcial', tiCoPeso: 50 },
        { tiCoDescripcion: 'Final', tiCoPeso: 40 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('suman 90 %');
    const ok = await plantillas({
      tiCpDescripcion: 'Dos parciales y final',
      componentes: [
        { tiCoDescripcion: 'Primer parcial', tiCoPeso: 30 },
        { tiCoDescripcion: 'Segundo parcial', tiCoPeso: 30 },
        { tiCoDescripcion: 'Examen final', tiCoPeso: 40 },
      ],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    await f.ctx.database.query(`update seccion_horario set tipo_calificacion_plantilla_id = $1 where seccion_asignatura_id = $2`, [
      ok.body.tipoCalificacionPlantillaId,
      f.ids.a,
    ]);
  });

  it('gives the sheet a column per component and computes each final from them, with its letter', async () => {
    const res = await put([
      { estudianteCarreraId: f.ids.elena, nota: null, parciales: [80, 90, 70] },
      // A score typed beside the components is not what counts: the components are.
      { estudianteCarreraId: f.ids.otro, nota: 99, parciales: [85.5, 91.25, 77.75] },
      // Not every component yet: the components are kept, the line has no final.
      { estudianteCarreraId: tercera, nota: null, parciales: [60, null, null] },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.componentes).toEqual([
      { descripcion: 'Primer parcial', peso: 30 },
      { descripcion: 'Segundo parcial', peso: 30 },
      { descripcion: 'Examen final', peso: 40 },
    ]);
    const fila = (ec: number) => res.body.filas.find((r: { estudianteCarreraId: number }) => r.estudianteCarreraId === ec);
    expect(fila(f.ids.elena)).toMatchObject({ parciales: [80, 90, 70], nota: 79, literal: 'C' });
    expect(fila(f.ids.otro)).toMatchObject({ parciales: [85.5, 91.25, 77.75], nota: 84.13, literal: 'B' });
    expect(fila(tercera)).toMatchObject({ parciales: [60, null, null], nota: null, literal: null });
    // The final's trail says who entered it.
    const trail = await f.ctx.call({ method: 'GET', url: `${url}/bitacora`, as: 'profesor' });
    expect(trail.body.eventos.some((e: { accion: string; despues: { nota: number } | null }) => e.accion === 'digitada' && e.despues?.nota === 79)).toBe(true);
  });

  it('refuses components that do not match the template, and a sheet sent with a line still missing one; nothing is written', async () => {
    const short = await put([{ estudianteCarreraId: f.ids.elena, nota: null, parciales: [80, 90] }]);
    expect(short.status).toBe(400);
    expect(short.body.fields['notas.0.parciales']).toBe(
      'Escriba una nota (o déjela vacía) por cada componente de la plantilla: Primer parcial, Segundo parcial, Examen final.',
    );
    // A line without its components (a score typed alone) does not clear them.
    const sinComponentes = await put([{ estudianteCarreraId: f.ids.elena, nota: 95 }]);
    expect(sinComponentes.status).toBe(400);
    expect(Object.keys(sinComponentes.body.fields)).toEqual(['notas.0.parciales']);
    const high = await put([{ estudianteCarreraId: f.ids.elena, nota: null, parciales: [80, 190, 70] }]);
    expect(high.status).toBe(400);
    expect(Object.keys(high.body.fields)).toEqual(['notas.0.parciales.1']);
    expect((await put([], true)).status).toBe(409);
    const [row] = await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from calificacion_componente where seccion_asignatura_id = $1`, [
      f.ids.a,
    ]);
    expect(row.n).toBe(7);
  });

  it('takes a withdrawal without a final, keeping its components; then the sheet is sent', async () => {
    const [{ id: r }] = await f.ctx.database.query<{ id: number }>(`select calificacion_literal_id as id from calificacion_literal where ca_li_retirada`);
    const res = await put([{ estudianteCarreraId: tercera, nota: null, calificacionLiteralId: r, parciales: [60, null, null] }], true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.estado).toBe('enviada');
    expect(res.body.filas.find((x: { estudianteCarreraId: number }) => x.estudianteCarreraId === tercera)).toMatchObject({
      nota: null,
      literal: 'R',
      parciales: [60, null, null],
    });
  });

  it('prints each component in its column with its weight, before the final', async () => {
    const { pdfText } = await import('../../test/pdf-text.ts');
    const { token } = await f.ctx.login('profesor');
    const res = await f.ctx.app.inject({ method: 'GET', url: `${url}/pdf?tipo=acta`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/Primer\s+parcial\s+\(30\s%\)/);
    expect(text).toMatch(/Examen\s+final\s+\(40\s%\)/);
    expect(text).toMatch(/85\.50\s*91\.25\s*77\.75\s*84\.13\s*B/);
  });
});
