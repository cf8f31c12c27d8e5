import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInstitution } from '../../platform/config.ts';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';
import { readSheet } from '../../test/read-sheet.ts';
import { seedDemoUniversity } from '../../seed/demo-university.ts';
import type { MiEncuesta, PreguntaEncuesta } from '@claustro/domain/analisis/encuesta.contract';

/*
 * Surveys on the demo university: the demo student is asked the open services survey and answers it
 * once, whole and as each question's kind asks; an anonymous survey's answers cannot be joined back
 * to a person (no column, and the database refuses an author); a named survey keeps its author and
 * its anonymity once opened; staff follow, close and read results — students and professors do not;
 * with the institution's survey flag off the area is nobody's.
 */

let ctx: TestContext;
const clock = { now: () => new Date('2026-11-22T12:00:00Z'), today: () => '2026-11-22' };
let mia: MiEncuesta;
let preguntas: PreguntaEncuesta[] = [];
/** A whole, right answer: the first option of each question (all options of a several-options one), words where words are asked. */
const completas = (ps: PreguntaEncuesta[]) =>
  ps.map((p) => ({
    orden: p.orden,
    opciones: p.libre ? [] : p.varias ? p.opciones.map((o) => o.valor) : [p.opciones[0].valor],
    texto: p.libre ? 'Todo bien.' : null,
  }));
const responder = (as: string, encuestaId: number, respuestas: unknown) =>
  ctx.call({ method: 'POST', url: `/api/analisis-gestion/mis-encuestas/${encuestaId}`, as, payload: { respuestas } });

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await seedDemoUniversity(ctx.database, clock, { institution: loadInstitution('TEST') });
  const mias = (await ctx.call({ method: 'GET', url: '/api/analisis-gestion/mis-encuestas', as: 'estudiante' })).body as MiEncuesta[];
  mia = mias[0];
  preguntas = (await ctx.call({ method: 'GET', url: `/api/analisis-gestion/mis-encuestas/${mia.encuestaId}`, as: 'estudiante' })).body.preguntas;
}, 240_000);
afterAll(() => ctx.close());

describe('a person answers a survey they are asked', () => {
  it('the demo student is asked the open services survey, its questions under their groups, as each kind asks', () => {
    expect(mia).toMatchObject({ titulo: 'Satisfacción con los servicios', anonima: true, respondida: false });
    expect(preguntas).toHaveLength(8);
    expect(preguntas[0]).toMatchObject({ grupo: 'Servicios al estudiante', varias: true, libre: false });
    expect(preguntas[1].opciones.map((o) => o.texto)).toEqual([
      'Muy insatisfecho',
      'Insatisfecho',
      'Ni satisfecho ni insatisfecho',
      'Satisfecho',
      'Muy satisfecho',
    ]);
    expect(preguntas[7]).toMatchObject({ libre: true, obligatoria: false, opciones: [] });
  });

  it('refuses an answer short of a required question, with an option not offered, or two where one is asked — writing nothing', async () => {
    const antes = await countRows(ctx.database, 'encuesta_respuesta');
    const bien = completas(preguntas);
    const casos: [unknown, string][] = [
      [bien.filter((r) => r.orden !== 2), 'respuestas.2'],
      [bien.map((r) => (r.orden === 3 ? { ...r, opciones: [9] } : r)), 'respuestas.3'],
      [bien.map((r) => (r.orden === 4 ? { ...r, opciones: [1, 2] } : r)), 'respuestas.4'],
      [bien.map((r) => (r.orden === 5 ? { ...r, opciones: [], texto: 'bien' } : r)), 'respuestas.5'],
      [[...bien, { orden: 40, opciones: [1] }], 'respuestas.40'],
    ];
    for (const [respuestas, campo] of casos) {
      const res = await responder('estudiante', mia.encuestaId, respuestas);
      expect(res.status, campo).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(res.body)).toContain(campo);
    }
    expect((await responder('estudiante', mia.encuestaId, 'x')).status).toBe(400);
    expect(await countRows(ctx.database, 'encuesta_respuesta')).toBe(antes);
  });

  it('answers once; the answer keeps no link to the student, and the database refuses one', async () => {
    const antes = await countRows(ctx.database, 'encuesta_respuesta');
    const ok = await responder('estudiante', mia.encuestaId, completas(preguntas));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect((await responder('estudiante', mia.encuestaId, completas(preguntas))).status).toBe(409);
    expect(await countRows(ctx.database, 'encuesta_respuesta')).toBe(antes + 1);
    const [yo] = (await ctx.call({ method: 'GET', url: '/api/analisis-gestion/mis-encuestas', as: 'estudiante' })).body as MiEncuesta[];
    expect(yo.respondida).toBe(true);
    // The answer's table has no column that leads to a person or a moment; no author row exists for this survey.
    const columnas = await ctx.database.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'encuesta_respuesta' order by ordinal_position`,
    );
    expect(columnas.map((c) => c.column_name)).toEqual(['id', 'encuesta_id']);
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from encuesta_respuesta_autor a join encuesta_respuesta r on r.id = a.respuesta_id where r.encuesta_id = $1`,
      [mia.encuestaId],
    );
    expect(n).toBe(0);
    const [alguna] = await ctx.database.query<{ id: string }>(`select id from encuesta_respuesta where encuesta_id = $1 limit 1`, [mia.encuestaId]);
    const [u] = await ctx.database.query<{ id: number }>(`select usuario_id as id from usuario where usua_nombre = 'estudiante'`);
    await expect(ctx.database.query(`insert into encuesta_respuesta_autor (respuesta_id, usuario_id) values ($1, $2)`, [alguna.id, u.id])).rejects.toThrow(
      /anonymous survey/,
    );
    // Nor does the export name anyone.
    const hoja = readSheet(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/analisis-gestion/encuestas/${mia.encuestaId}/respuestas?formato=xlsx`,
          headers: { authorization: `Bearer ${(await ctx.login('admin')).token}` },
        })
      ).rawPayload,
    );
    expect(hoja[0]).toEqual(['Respuesta', 'Participante', 'Pregunta n.º', 'Pregunta', 'Respuesta dada']);
    expect(hoja.length).toBeGreaterThan(100);
    expect(hoja.slice(1).every((r) => !r[1])).toBe(true);
  });

  it('results count each option; what a question got adds up to who answered it', async () => {
    const r = (await ctx.call({ method: 'GET', url: `/api/analisis-gestion/encuestas/${mia.encuestaId}/resultados`, as: 'admin' })).body;
    const [s] = (await ctx.call({ method: 'GET', url: '/api/analisis-gestion/seguimiento?value=servicios', as: 'admin' })).body;
    expect(r.respuestas).toBe(s.respondieron);
    expect(r.respuestas).toBeGreaterThan(100);
    for (const p of r.preguntas.filter((x: { varias: boolean; libre: boolean }) => !x.varias && !x.libre)) {
      expect(
        p.conteo.reduce((a: number, b: number) => a + b, 0),
        p.texto,
      ).toBe(p.respondieron);
    }
    expect(r.preguntas[7].textos.length).toBeGreaterThan(0);
  });

  it('students and professors neither follow surveys nor read their results or answers', async () => {
    for (const who of ['estudiante', 'profesor', 'caja']) {
      for (const url of [
        '/api/analisis-gestion/seguimiento',
        `/api/analisis-gestion/encuestas/${mia.encuestaId}/resultados`,
        `/api/analisis-gestion/encuestas/${mia.encuestaId}/respuestas`,
        `/api/analisis-gestion/encuestas/${mia.encuestaId}/grupos`,
      ]) {
        expect((await ctx.call({ method: 'GET', url, as: who })).status, `${who} ${url}`).toBe(403);
      }
      expect((await ctx.call({ method: 'POST', url: `/api/analisis-gestion/encuestas/${mia.encuestaId}/cerrar`, as: who })).status).toBe(403);
    }
  });
});

describe('staff run a named survey', () => {
  it('opened, its people are asked; the answer keeps its author; its anonymity and template stay; closed, nobody answers', async () => {
    const [pl] = await ctx.database.query<{ id: number }>(`select encuesta_plantilla_id as id from encuesta_plantilla where descripcion = 'Clima laboral'`);
    const [prof] = await ctx.database.query<{ id: number }>(`select participante_id as id from encuesta_poblacion where descripcion = 'Profesores'`);
    const cuerpo = {
      titulo: 'Carga docente',
      encuestaPlantillaId: pl.id,
      anonima: false,
      fechaInicio: '2026-11-20',
      fechaFin: '2026-11-30',
      grupos: [{ participanteId: prof.id }],
    };
    const creada = await ctx.call({ method: 'POST', url: '/api/analisis-gestion/encuestas', as: 'admin', payload: cuerpo });
    expect(creada.status, JSON.stringify(creada.body)).toBe(201);
    const id = creada.body.encuestaId;
    // A draft asks nobody.
    expect((await ctx.call({ method: 'GET', url: `/api/analisis-gestion/mis-encuestas/${id}`, as: 'profesor' })).status).toBe(404);
    const abierta = await ctx.call({ method: 'POST', url: `/api/analisis-gestion/encuestas/${id}/convocar`, as: 'admin' });
    expect(abierta.status, JSON.stringify(abierta.body)).toBe(200);
    // The professors with a user account (in the demo, the demo professor).
    expect(abierta.body.convocados).toBeGreaterThanOrEqual(1);
    const suyas = (await ctx.call({ method: 'GET', url: `/api/analisis-gestion/mis-encuestas/${id}`, as: 'profesor' })).body;
    expect(suyas.encuesta.anonima).toBe(false);
    expect((await responder('profesor', id, completas(suyas.preguntas))).status).toBe(201);
    const [autor] = await ctx.database.query<{ usua_nombre: string }>(
      `select u.usua_nombre from encuesta_respuesta r join encuesta_respuesta_autor a on a.respuesta_id = r.id join usuario u on u.usuario_id = a.usuario_id where r.encuesta_id = $1`,
      [id],
    );
    expect(autor.usua_nombre).toBe('profesor');
    const lineas = (await ctx.call({ method: 'GET', url: `/api/analisis-gestion/encuestas/${id}/respuestas`, as: 'admin' })).body;
    expect(lineas[0].participante).toBe('Pedro Profesor Jiménez');
    // Opened: its anonymity and template no longer change (by the form, nor in the database).
    const cambiar = await ctx.call({ method: 'PUT', url: `/api/analisis-gestion/encuestas/${id}`, as: 'admin', payload: { ...cuerpo, anonima: true } });
    expect(cambiar.status).toBe(400);
    expect(Object.keys(cambiar.body.fields)).toContain('anonima');
    await expect(ctx.database.query(`update encuesta set anonima = true where encuesta_id = $1`, [id])).rejects.toThrow(/keeps its anonymity/);
    const fechas = await ctx.call({ method: 'PUT', url: `/api/analisis-gestion/encuestas/${id}`, as: 'admin', payload: { ...cuerpo, fechaFin: '2026-12-05' } });
    expect(fechas.status, JSON.stringify(fechas.body)).toBe(200);
    // Closed: nobody answers, and it is not closed twice.
    expect((await ctx.call({ method: 'POST', url: `/api/analisis-gestion/encuestas/${id}/cerrar`, as: 'admin' })).status).toBe(200);
    expect((await ctx.call({ method: 'POST', url: `/api/analisis-gestion/encuestas/${id}/cerrar`, as: 'admin' })).status).toBe(409);
    const tarde = await responder('admin', id, []);
    expect([404, 409]).toContain(tarde.status);
    const grupos = (await ctx.call({ method: 'GET', url: `/api/analisis-gestion/encuestas/${id}/grupos`, as: 'admin' })).body;
    expect(grupos).toEqual([expect.objectContaining({ grupo: 'Profesores', encuestaGrupoEstadoId: 3, respondieron: 1 })]);
  });

  it('a kind of answer has two options at least, or none when answered in words', async () => {
    const base = { descripcion: 'Tipo de prueba', variasOpciones: false };
    const una = await ctx.call({
      method: 'POST',
      url: '/api/analisis-gestion/preguntas-tipos',
      as: 'admin',
      payload: { ...base, respuestaLibre: false, opciones: [{ orden: 1, texto: 'Sí' }] },
    });
    expect(una.status).toBe(400);
    const libreConOpciones = await ctx.call({
      method: 'POST',
      url: '/api/analisis-gestion/preguntas-tipos',
      as: 'admin',
      payload: {
        ...base,
        respuestaLibre: true,
        opciones: [
          { orden: 1, texto: 'Sí' },
          { orden: 2, texto: 'No' },
        ],
      },
    });
    expect(libreConOpciones.status).toBe(400);
    expect(Object.keys(libreConOpciones.body.fields)).toContain('opciones');
  });
});

describe('the survey flag', () => {
  it('off, the area is in nobody’s menu or access, and nobody is asked anything', async () => {
    const off = await createTestContext({ clock, institution: (i) => ({ ...i, surveysEnabled: false }) });
    try {
      expect((await off.call({ method: 'GET', url: '/api/analisis-gestion/seguimiento', as: 'admin' })).status).toBe(403);
      // Its catalogues are not written either (staff's lookups of them stay readable, as every catalogue's).
      expect((await off.call({ method: 'POST', url: '/api/analisis-gestion/preguntas-agrupadas', as: 'admin', payload: { descripcion: 'X' } })).status).toBe(
        403,
      );
      const menu = (await off.call({ method: 'GET', url: '/api/seguridad/usuarios/opciones-aplicacion', as: 'admin' })).body as { url: string | null }[];
      expect(menu.some((o) => o.url?.startsWith('/analisis-gestion/'))).toBe(false);
      expect(menu.some((o) => o.url?.startsWith('/evaluacion/'))).toBe(true);
      expect((await off.call({ method: 'GET', url: '/api/analisis-gestion/mis-encuestas', as: 'estudiante' })).body).toEqual([]);
    } finally {
      await off.close();
    }
    // On (this suite's institution), the administrator holds it.
    expect((await ctx.call({ method: 'GET', url: '/api/analisis-gestion/seguimiento', as: 'admin' })).status).toBe(200);
  });
});
