import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInstitution } from '../../platform/config.ts';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';
import { seedDemoUniversity } from '../../seed/demo-university.ts';
import type { EvaluacionPendiente } from '@claustro/domain/evaluacion/evaluacion.contract';

/*
 * Teacher evaluation on the demo university: the demo student has each professor of each section to
 * evaluate, and the campaign holds their registration until they have; an evaluation is given once,
 * whole, while the campaign is open; its answers cannot be joined back to the student; staff read
 * counts, means and comments, never a person; a professor does not read them.
 */

let ctx: TestContext;
const clock = { now: () => new Date('2026-11-22T12:00:00Z'), today: () => '2026-11-22' };
let pendientes: EvaluacionPendiente[] = [];
let ref = { estudianteCarreraId: 0, periodoAcademicoId: 0 };
const respuestas = (n: number, valor = 4) => Array.from({ length: n }, (_, i) => ({ orden: i + 1, valor }));
const evaluar = (p: EvaluacionPendiente, extra: object = {}) =>
  ctx.call({
    method: 'POST',
    url: '/api/evaluacion/evaluacionz',
    as: 'estudiante',
    payload: {
      evaluacionCampanaId: p.evaluacionCampanaId,
      seccionAsignaturaId: p.seccionAsignaturaId,
      profesorId: p.profesorId,
      respuestas: respuestas(12),
      ...extra,
    },
  });
const retenciones = async () =>
  (
    await ctx.call({
      method: 'GET',
      url: `/api/seleccion/estudiantes/${ref.estudianteCarreraId}/periodo/${ref.periodoAcademicoId}/retenciones`,
      as: 'estudiante',
    })
  ).body.retenciones as { origen: string; motivo: { es: string } }[];

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await seedDemoUniversity(ctx.database, clock, { institution: loadInstitution('TEST') });
  pendientes = (await ctx.call({ method: 'GET', url: '/api/evaluacion/evaluacionz', as: 'estudiante' })).body;
  const propia = (await ctx.call({ method: 'GET', url: '/api/seleccion/propia', as: 'estudiante' })).body;
  ref = { estudianteCarreraId: propia.carreras[0].estudianteCarreraId, periodoAcademicoId: (propia.periodo ?? propia.actual).periodoAcademicoId };
}, 240_000);
afterAll(() => ctx.close());

describe('a student evaluates their professors', () => {
  it('has each professor of each section of the running term to evaluate, and the campaign holds their registration', async () => {
    expect(pendientes.length).toBeGreaterThan(1);
    expect(pendientes.every((p) => !p.hecha)).toBe(true);
    const hold = (await retenciones()).filter((r) => r.origen === 'evaluacion');
    expect(hold).toHaveLength(1);
    expect(hold[0].motivo.es).toContain(`Tiene ${pendientes.length} evaluaciones docentes pendientes`);
    const preguntas = (await ctx.call({ method: 'GET', url: `/api/evaluacion/campanas/${pendientes[0].evaluacionCampanaId}/cuestionario`, as: 'estudiante' }))
      .body;
    expect(preguntas.map((p: { orden: number }) => p.orden)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('refuses an incomplete questionnaire, a section not theirs, a change afterwards, and writes nothing', async () => {
    const antes = [await countRows(ctx.database, 'evaluacion_hecha'), await countRows(ctx.database, 'evaluacion_respuesta')];
    const incompleta = await evaluar(pendientes[0], { respuestas: respuestas(11) });
    expect(incompleta.status).toBe(400);
    expect(Object.keys(incompleta.body.fields)).toEqual(['respuestas']);
    const fuera = await evaluar(pendientes[0], { respuestas: [...respuestas(11), { orden: 12, valor: 6 }] });
    expect(fuera.status).toBe(400);
    const [ajena] = await ctx.database.query<{ id: number }>(
      `select seccion_asignatura_id as id from seccion_horario where seccion_asignatura_id <> all($1::int[]) limit 1`,
      [pendientes.map((p) => p.seccionAsignaturaId)],
    );
    expect((await evaluar(pendientes[0], { seccionAsignaturaId: ajena.id })).status).toBe(404);
    expect((await ctx.call({ method: 'PUT', url: `/api/evaluacion/evaluacionz/1`, as: 'estudiante', payload: {} })).status).toBe(409);
    expect([await countRows(ctx.database, 'evaluacion_hecha'), await countRows(ctx.database, 'evaluacion_respuesta')]).toEqual(antes);
  });

  it('evaluates once each; the answers keep no link to the student; when all are done the hold is gone', async () => {
    const respuestasAntes = await countRows(ctx.database, 'evaluacion_respuesta');
    const primera = await evaluar(pendientes[0], { comentario: 'Explica muy bien.' });
    expect(primera.status, JSON.stringify(primera.body)).toBe(201);
    const otra = await evaluar(pendientes[0]);
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe(`Ya evaluó a ${pendientes[0].profesor} en ${pendientes[0].seccion}.`);
    expect(await countRows(ctx.database, 'evaluacion_respuesta')).toBe(respuestasAntes + 1);

    // Nothing in an answer leads back to a person: no column names one, nor a moment to line it up by.
    const columnas = (
      await ctx.database.query<{ c: string }>(
        `select column_name as c from information_schema.columns where table_name in ('evaluacion_respuesta', 'evaluacion_respuesta_valor')`,
      )
    ).map((r) => r.c);
    expect(columnas.sort()).toEqual(
      ['comentario', 'evaluacion_campana_id', 'id', 'orden', 'profesor_id', 'respuesta_id', 'seccion_asignatura_id', 'valor'].sort(),
    );
    const [{ tipo }] = await ctx.database.query<{ tipo: string }>(
      `select data_type as tipo from information_schema.columns where table_name = 'evaluacion_respuesta' and column_name = 'id'`,
    );
    expect(tipo).toBe('uuid');
    // The audit says that they evaluated, not what.
    const [audit] = await ctx.database.query<{ despues: unknown; antes: unknown }>(
      `select despues, antes from audit_log where entidad = 'evaluacion_hecha' order by id desc limit 1`,
    );
    expect(audit).toEqual({ despues: null, antes: null });

    for (const p of pendientes.slice(1)) expect((await evaluar(p)).status).toBe(201);
    expect((await retenciones()).filter((r) => r.origen === 'evaluacion')).toEqual([]);
    const despues = (await ctx.call({ method: 'GET', url: '/api/evaluacion/evaluacionz', as: 'estudiante' })).body as EvaluacionPendiente[];
    expect(despues.every((p) => p.hecha)).toBe(true);
  });

  it('is answered only while its campaign is open', async () => {
    const campana = pendientes[0].evaluacionCampanaId;
    await ctx.database.query(`update evaluacion_campana set ev_ca_fecha_fin = '2026-11-21' where evaluacion_campana_id = $1`, [campana]);
    try {
      const cerrada = await evaluar(pendientes[1]);
      expect(cerrada.status).toBe(409);
      expect(cerrada.body.message).toMatch(/no está abierta hoy/);
      // A closed campaign no longer holds anyone.
      expect((await ctx.call({ method: 'GET', url: '/api/evaluacion/evaluacionz', as: 'estudiante' })).body).toEqual([]);
    } finally {
      await ctx.database.query(`update evaluacion_campana set ev_ca_fecha_fin = '2026-12-06' where evaluacion_campana_id = $1`, [campana]);
    }
  });
});

describe('results', () => {
  it('staff read counts, means per question and comments — never who; a professor or a student does not read them', async () => {
    const campana = pendientes[0].evaluacionCampanaId;
    const p = pendientes[0];
    const codigo = p.seccion.replace(/-\d+$/, '');
    const avance = await ctx.call({
      method: 'GET',
      url: `/api/evaluacion/listado?evaluacionCampanaId=${campana}&value=${encodeURIComponent(codigo)}&pageSize=200`,
      as: 'registro',
    });
    expect(avance.status).toBe(200);
    expect(Number(avance.headers['x-total-count'])).toBe(avance.body.length);
    expect(avance.body.every((r: { seccion: string }) => r.seccion.startsWith(codigo))).toBe(true);
    const fila = avance.body.find(
      (r: { seccionAsignaturaId: number; profesorId: number }) => r.seccionAsignaturaId === p.seccionAsignaturaId && r.profesorId === p.profesorId,
    );
    expect(fila.evaluaron).toBeGreaterThanOrEqual(1);
    expect(fila.evaluaron).toBeLessThanOrEqual(fila.inscritos);

    const res = await ctx.call({
      method: 'GET',
      url: `/api/evaluacion/resultados?evaluacionCampanaId=${campana}&profesorId=${p.profesorId}&seccionAsignaturaId=${p.seccionAsignaturaId}`,
      as: 'registro',
    });
    expect(res.status).toBe(200);
    expect(res.body.respuestas).toBe(fila.evaluaron);
    expect(res.body.preguntas).toHaveLength(12);
    for (const q of res.body.preguntas) expect(q.conteo.reduce((a: number, b: number) => a + b, 0)).toBe(fila.evaluaron);
    expect(res.body.comentarios).toContain('Explica muy bien.');
    // Nothing in the answer names a student.
    expect(JSON.stringify(res.body)).not.toMatch(/estudianteId|estudianteCarreraId|matricula|Elena|Marte/i);

    // A career's results: its sections, or — a section opened for no career — the careers whose plans carry the subject.
    const [{ carrera }] = await ctx.database.query<{ carrera: number }>(
      `select coalesce(sh.carrera_id, (select pl.carrera_id from plan_estudio_planes_estudios_detalles d join plan_estudio pl on pl.plan_estudio_id = d.owner_id
                                        where d.asignatura_id = sh.asignatura_id order by pl.carrera_id limit 1)) as carrera
         from seccion_horario sh where sh.seccion_asignatura_id = $1`,
      [p.seccionAsignaturaId],
    );
    const deCarrera = await ctx.call({
      method: 'GET',
      url: `/api/evaluacion/listado?evaluacionCampanaId=${campana}&carreraId=${carrera}&pageSize=200&value=${encodeURIComponent(codigo)}`,
      as: 'registro',
    });
    expect(deCarrera.body.some((r: { seccionAsignaturaId: number }) => r.seccionAsignaturaId === p.seccionAsignaturaId)).toBe(true);
    const porCarrera = await ctx.call({ method: 'GET', url: `/api/evaluacion/resultados?evaluacionCampanaId=${campana}&carreraId=${carrera}`, as: 'registro' });
    expect(porCarrera.body.respuestas).toBeGreaterThanOrEqual(fila.evaluaron);
    const [{ otra }] = await ctx.database.query<{ otra: number }>(
      `select c.carrera_id as otra from carrera c where not exists (select 1 from plan_estudio pl join plan_estudio_planes_estudios_detalles d on d.owner_id = pl.plan_estudio_id
         join seccion_horario sh on sh.asignatura_id = d.asignatura_id where pl.carrera_id = c.carrera_id and sh.seccion_asignatura_id = $1) and c.carrera_id <> $2 limit 1`,
      [p.seccionAsignaturaId, carrera],
    );
    const ajena = await ctx.call({
      method: 'GET',
      url: `/api/evaluacion/listado?evaluacionCampanaId=${campana}&carreraId=${otra}&pageSize=200&value=${encodeURIComponent(codigo)}`,
      as: 'registro',
    });
    expect(ajena.body.some((r: { seccionAsignaturaId: number }) => r.seccionAsignaturaId === p.seccionAsignaturaId)).toBe(false);

    for (const as of ['profesor', 'estudiante', 'caja']) {
      expect((await ctx.call({ method: 'GET', url: `/api/evaluacion/resultados?evaluacionCampanaId=${campana}`, as })).status, as).toBe(403);
      expect((await ctx.call({ method: 'GET', url: `/api/evaluacion/listado?evaluacionCampanaId=${campana}`, as })).status, as).toBe(403);
    }
  });

  it('keeps the questions of a campaign that has answers', async () => {
    const campana = pendientes[0].evaluacionCampanaId;
    const actual = (await ctx.call({ method: 'GET', url: `/api/evaluacion/campanas/${campana}`, as: 'admin' })).body;
    const cambiada = { ...actual, preguntas: actual.preguntas.map((q: { texto: string }, i: number) => (i === 0 ? { ...q, texto: 'Otra pregunta' } : q)) };
    const res = await ctx.call({ method: 'PUT', url: `/api/evaluacion/campanas/${campana}`, as: 'admin', payload: cambiada });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toContain('preguntas');
    // Its dates may still move.
    const fechas = await ctx.call({
      method: 'PUT',
      url: `/api/evaluacion/campanas/${campana}`,
      as: 'admin',
      payload: { ...actual, evCaFechaFin: '2026-12-10' },
    });
    expect(fechas.status, JSON.stringify(fechas.body)).toBe(200);
  });
});

describe('a per-professor campaign (spec §7 evaluacionuniremhos)', () => {
  it('lists each professor once, with their sections; one evaluation does them all; it is not changed afterwards', async () => {
    const [periodo] = await ctx.database.query<{ id: number }>(`select periodo_academico_id as id from evaluacion_campana limit 1`);
    const creada = await ctx.call({
      method: 'POST',
      url: '/api/evaluacion/campanas',
      as: 'admin',
      payload: {
        evCaDescripcion: 'Evaluación por profesor',
        periodoAcademicoId: periodo.id,
        evCaFechaInicio: '2026-11-20',
        evCaFechaFin: '2026-11-30',
        evCaRetieneInscripcion: false,
        evCaPorProfesor: true,
        estatus: true,
        preguntas: Array.from({ length: 45 }, (_, i) => ({ orden: i + 1, texto: `Pregunta ${i + 1}` })),
      },
    });
    expect(creada.status, JSON.stringify(creada.body)).toBe(201);
    const campana = creada.body.evaluacionCampanaId;
    const suyos = ((await ctx.call({ method: 'GET', url: '/api/evaluacion/evaluacionuniremhos', as: 'estudiante' })).body as EvaluacionPendiente[]).filter(
      (p) => p.evaluacionCampanaId === campana,
    );
    const profesores = new Set(pendientes.map((p) => p.profesorId));
    expect(suyos.map((p) => p.profesorId).sort()).toEqual([...profesores].sort());
    // The per-section list does not offer this campaign.
    const porSeccion = (await ctx.call({ method: 'GET', url: '/api/evaluacion/evaluacionz', as: 'estudiante' })).body as EvaluacionPendiente[];
    expect(porSeccion.some((p) => p.evaluacionCampanaId === campana)).toBe(false);
    const uno = suyos[0];
    const body = { evaluacionCampanaId: campana, profesorId: uno.profesorId, respuestas: respuestas(45, 5) };
    // Not through the per-section call, nor short of a question.
    expect((await evaluar({ ...uno, evaluacionCampanaId: campana }, { respuestas: respuestas(45) })).status).toBe(404);
    expect(
      (await ctx.call({ method: 'POST', url: '/api/evaluacion/evaluacionuniremhos', as: 'estudiante', payload: { ...body, respuestas: respuestas(44) } }))
        .status,
    ).toBe(400);
    const ok = await ctx.call({ method: 'POST', url: '/api/evaluacion/evaluacionuniremhos', as: 'estudiante', payload: body });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect((await ctx.call({ method: 'POST', url: '/api/evaluacion/evaluacionuniremhos', as: 'estudiante', payload: body })).status).toBe(409);
    const secciones = pendientes.filter((p) => p.profesorId === uno.profesorId).length;
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from evaluacion_hecha where evaluacion_campana_id = $1 and profesor_id = $2`,
      [campana, uno.profesorId],
    );
    expect(n).toBe(secciones);
    expect(await countRows(ctx.database, 'evaluacion_respuesta')).toBeGreaterThan(0);
    const [{ r }] = await ctx.database.query<{ r: number }>(`select count(*)::int as r from evaluacion_respuesta where evaluacion_campana_id = $1`, [campana]);
    expect(r).toBe(1);
    const despues = (await ctx.call({ method: 'GET', url: '/api/evaluacion/evaluacionuniremhos', as: 'estudiante' })).body as EvaluacionPendiente[];
    expect(despues.find((p) => p.evaluacionCampanaId === campana && p.profesorId === uno.profesorId)?.hecha).toBe(true);
    const put = await ctx.call({ method: 'PUT', url: '/api/evaluacion/evaluacionuniremhos/1', as: 'estudiante', payload: {} });
    expect(put.status).toBe(409);
    expect(put.body.code).toBe('evaluacion_anonima');
  });
});
