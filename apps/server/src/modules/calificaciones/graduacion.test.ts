import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/*
 * Graduation: the candidates who completed their plan, a ceremony that writes them in the graduates
 * book with their honours (all or none), annulment, and titles verified by their code.
 */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let libro: number;
let anterior: number;
const q = <T = Record<string, unknown>>(text: string, p: unknown[] = []) => f.ctx.database.query<T & Record<string, unknown>>(text, p);
const candidatos = (as = 'registro', query = '') => f.ctx.call({ method: 'GET', url: `/api/academicos/graduacion/candidatos${query}`, as });
const graduar = (ids: number[], o: { libroEgresadoId?: number; fechaGraduacion?: string; as?: string } = {}) =>
  f.ctx.call({
    method: 'POST',
    url: '/api/academicos/graduacion',
    as: o.as ?? 'registro',
    payload: { estudianteCarreraIds: ids, libroEgresadoId: o.libroEgresadoId ?? libro, fechaGraduacion: o.fechaGraduacion ?? '2026-12-12' },
  });
const validar = (codigo: string) => f.ctx.call({ method: 'POST', url: '/api/validacion-titulo', payload: { codigo } });
const grade = (ec: number, codigo: string, l: string) =>
  q(
    `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
     values ($1, $2, $3, null, (select calificacion_literal_id from calificacion_literal where ca_li_literal = $4), (select usuario_id from usuario where usua_nombre = 'registro'))`,
    [ec, f.ids[codigo], anterior, l],
  );
const estado = async (ec: number) =>
  (
    await q<{ d: string }>(
      `select es_es_descripcion as d from estudiante_carrera ec join estado_estudiante s using (estado_estudiante_id) where estudiante_carrera_id = $1`,
      [ec],
    )
  )[0].d;

beforeAll(async () => {
  f = await selectionFixture();
  [{ id: anterior }] = await q<{ id: number }>(
    `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
     values ('Septiembre–diciembre 2026', '2026-3', 2026, 3, '2026-09-07', '2026-12-19') returning periodo_academico_id as id`,
  );
  // Elena completed the plan: A, A, A, B → 3.75 (Magna Cum Laude). "Otro" passed one subject only.
  for (const [c, l] of [
    ['SEL-101', 'A'],
    ['SEL-102', 'A'],
    ['SEL-103', 'A'],
    ['SEL-104', 'B'],
  ])
    await grade(f.ids.elena, c, l);
  await grade(f.ids.otro, 'SEL-101', 'A');
  await q(`update plan_estudio set pl_en_titulo_masc = 'Licenciado en Pruebas', pl_en_titulo_fem = 'Licenciada en Pruebas' where plan_estudio_id = $1`, [
    f.ids.plan,
  ]);
  await q(`update persona set sexo_id = (select sexo_id from sexo where sexo_descripcion = 'Femenino')
            where persona_id = (select persona_id from usuario where usua_nombre = 'estudiante')`);
  [{ id: libro }] = await q<{ id: number }>(
    `insert into libro_egresado (li_eg_descripcion, li_eg_cantidad_paginas, li_eg_cantidad_lineas, li_eg_folio, li_eg_secuencia)
     values ('Libro de prueba 1', 2, 2, 40, 0) returning libro_egresado_id as id`,
  );
});
afterAll(() => f.ctx.close());

describe('graduation', () => {
  it('lists as candidates those who completed their plan, with the honour their index earns', async () => {
    const res = await candidatos();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ estudianteCarreraId: f.ids.elena, nombre: 'Elena Estudiante Marte', creditos: 16, indice: 3.75, honor: 'Magna Cum Laude' }),
    ]);
    expect((await candidatos('registro', '?value=zzz')).body).toEqual([]);
  });

  it('counts elective rows as the degree audit does: any subject of their type, one subject per row', async () => {
    const ids = (r: { body: { estudianteCarreraId: number }[] }) => r.body.map((c) => c.estudianteCarreraId);
    const audit = async () => (await f.ctx.call({ method: 'GET', url: `/api/academicos/auditoria-carrera/estudiante/${f.ids.elena}`, as: 'registro' })).body;
    const [{ id: tipo }] = await q<{ id: number }>(`select min(tipo_asignatura_electiva_id) as id from tipo_asignatura_electiva`);
    const nueva = async (codigo: string) =>
      (
        await q<{ id: number }>(
          `insert into asignatura (asig_codigo, asig_descripcion, asig_creditos, escuela_id, tipo_asignatura_id, tipo_asignatura_electiva_id)
           select $1::text, 'Electiva ' || $1::text, 4, escuela_id, tipo_asignatura_id, $2 from asignatura where asignatura_id = $3 returning asignatura_id as id`,
          [codigo, tipo, f.ids['SEL-101']],
        )
      )[0].id;
    // SEL-104 (which Elena passed) becomes an elective row; the plan gets a second row of that type, SEL-951.
    await q(`update asignatura set tipo_asignatura_electiva_id = $1 where asignatura_id = $2`, [tipo, f.ids['SEL-104']]);
    const fila = await nueva('SEL-951');
    const fuera = await nueva('SEL-950');
    await q(`insert into plan_estudio_planes_estudios_detalles (owner_id, pl_de_cuatrimestre, asignatura_id, pl_de_creditos) values ($1, 2, $2, 4)`, [
      f.ids.plan,
      fila,
    ]);
    try {
      expect(ids(await candidatos())).toEqual([]);
      const before = await audit();
      expect(before).toMatchObject({ completo: false, bloques: [{ tipoId: tipo, creditos: 8, aprobados: 4, enCurso: 0, faltan: 4 }] });
      expect(before.bloques[0].opciones.map((o: { codigo: string; estado: string }) => `${o.codigo}:${o.estado}`)).toEqual([
        'SEL-104:aprobada',
        'SEL-950:pendiente',
        'SEL-951:pendiente',
      ]);
      // An elective outside the plan, of that type, meets the second row: she is a candidate again.
      const [{ id: calificacion }] = await q<{ id: number }>(
        `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
         values ($1, $2, $3, null, (select calificacion_literal_id from calificacion_literal where ca_li_literal = 'A'), (select usuario_id from usuario where usua_nombre = 'registro'))
         returning id`,
        [f.ids.elena, fuera, anterior],
      );
      expect(ids(await candidatos())).toEqual([f.ids.elena]);
      const after = await audit();
      expect(after).toMatchObject({ completo: true, bloques: [{ aprobados: 8, faltan: 0 }] });
      expect(after.terminos[1].asignaturas[0]).toMatchObject({ codigo: 'SEL-951', estado: 'aprobada', nota: { codigo: 'SEL-950' } });
      await q(`delete from calificacion where id = $1`, [calificacion]);
    } finally {
      await q(`delete from plan_estudio_planes_estudios_detalles where owner_id = $1 and asignatura_id = $2`, [f.ids.plan, fila]);
      await q(`update asignatura set tipo_asignatura_electiva_id = null where asignatura_id = $1`, [f.ids['SEL-104']]);
    }
    expect(ids(await candidatos())).toEqual([f.ids.elena]);
  });

  it('refuses one whose degree audit is not complete, and writes nothing', async () => {
    const res = await graduar([f.ids.elena, f.ids.otro]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'graduacion_incompleta' });
    expect(res.body.message).toContain('2027-9');
    expect(await q(`select * from graduado`)).toEqual([]);
    expect((await q<{ s: number }>(`select li_eg_secuencia as s from libro_egresado where libro_egresado_id = $1`, [libro]))[0].s).toBe(0);
  });

  it('checks its input and who asks', async () => {
    expect((await graduar([])).status).toBe(400);
    expect((await graduar([f.ids.elena], { fechaGraduacion: '12/12/2026' })).status).toBe(400);
    expect((await graduar([f.ids.elena], { as: 'estudiante' })).status).toBe(403);
    expect((await graduar([f.ids.elena], { as: 'caja' })).status).toBe(403);
    expect((await graduar([f.ids.elena], { libroEgresadoId: 999999 })).body).toMatchObject({ code: 'libro_no_disponible' });
    expect((await candidatos('estudiante')).status).toBe(403);
  });

  it('graduates a candidate on the next line of the book, with the title worded for her and her status changed', async () => {
    const res = await graduar([f.ids.elena]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual([
      expect.objectContaining({
        estudianteCarreraId: f.ids.elena,
        titulo: 'Licenciada en Pruebas',
        fechaGraduacion: '2026-12-12',
        indice: 3.75,
        honor: 'Magna Cum Laude',
        libro: 'Libro de prueba 1',
        pagina: 1,
        linea: 1,
        folio: 40,
        estado: 'graduado',
      }),
    ]);
    expect(await estado(f.ids.elena)).toBe('Graduado');
    expect(await q(`select tipo from estudiante_cambio where estudiante_carrera_id = $1`, [f.ids.elena])).toEqual([{ tipo: 'estatus' }]);
    expect((await q(`select accion from audit_log where entidad = 'graduado'`)).length).toBe(1);
    // No longer a candidate; cannot graduate twice.
    expect((await candidatos()).body).toEqual([]);
    expect((await graduar([f.ids.elena])).body).toMatchObject({ code: 'ya_graduado' });
  });

  it('prints her title with a code that verifies what it states, until the graduation is annulled', async () => {
    const [{ graduadoId }] = (await f.ctx.call({ method: 'GET', url: '/api/academicos/graduacion', as: 'registro' })).body;
    const pdf = await f.ctx.call({ method: 'POST', url: '/api/academicos/impresion-titulos', as: 'registro', payload: { graduadoIds: [graduadoId] } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const titulo = (as: string, graduadoIds: unknown) => f.ctx.call({ method: 'POST', url: '/api/academicos/impresion-titulos', as, payload: { graduadoIds } });
    expect((await titulo('estudiante', [graduadoId])).status).toBe(403);
    expect((await titulo('caja', [graduadoId])).status).toBe(403);
    expect((await titulo('registro', [])).status).toBe(400);
    expect((await titulo('registro', [999999])).status).toBe(404);
    const [{ codigo }] = await q<{ codigo: string }>(`select codigo from documento_emitido where tipo = 'titulo'`);
    const ok = await validar(codigo);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ tipo: 'titulo', nombre: 'Elena Estudiante Marte' });
    expect(ok.body.contenido).toEqual(
      expect.arrayContaining([
        { etiqueta: 'Título conferido', valor: 'Licenciada en Pruebas' },
        { etiqueta: 'Honor académico', valor: 'Magna Cum Laude' },
        { etiqueta: 'Registro', valor: 'Libro de prueba 1 · folio 40 · página 1 · línea 1' },
      ]),
    );
    const list = (await f.ctx.call({ method: 'GET', url: '/api/academicos/graduacion', as: 'registro' })).body;
    expect(list[0].titulos).toBe(1);

    // The graduation changed in the database after the title was printed: the title verifies what it said, marked out of date.
    await q(`update graduado set titulo = 'Doctora en Pruebas' where id = $1`, [graduadoId]);
    const changed = await validar(codigo);
    expect(changed.body).toMatchObject({ estado: 'desactualizado' });
    expect(changed.body.contenido).toEqual(expect.arrayContaining([{ etiqueta: 'Título conferido', valor: 'Licenciada en Pruebas' }]));
    await q(`update graduado set titulo = 'Licenciada en Pruebas' where id = $1`, [graduadoId]);
    expect((await validar(codigo)).body).toMatchObject({ estado: 'vigente' });

    // Annulled: the reason is kept, the line stays taken, the title is refused, she is a candidate again.
    const short = await f.ctx.call({ method: 'POST', url: `/api/academicos/graduacion/${graduadoId}/anular`, as: 'registro', payload: { motivo: 'error' } });
    expect(short.status).toBe(400);
    const an = await f.ctx.call({
      method: 'POST',
      url: `/api/academicos/graduacion/${graduadoId}/anular`,
      as: 'registro',
      payload: { motivo: 'Se graduó con una calificación en revisión.' },
    });
    expect(an.status, JSON.stringify(an.body)).toBe(200);
    expect(an.body).toMatchObject({ estado: 'anulado', motivoAnulacion: 'Se graduó con una calificación en revisión.' });
    expect((await validar(codigo)).body).toMatchObject({ estado: 'anulado' });
    expect(await estado(f.ids.elena)).not.toBe('Graduado');
    expect((await candidatos()).body.map((c: { estudianteCarreraId: number }) => c.estudianteCarreraId)).toEqual([f.ids.elena]);
    const again = await f.ctx.call({
      method: 'POST',
      url: `/api/academicos/graduacion/${graduadoId}/anular`,
      as: 'registro',
      payload: { motivo: 'Otra vez, por si acaso.' },
    });
    expect(again.body).toMatchObject({ code: 'graduacion_anulada' });
    const reprint = await f.ctx.call({ method: 'POST', url: '/api/academicos/impresion-titulos', as: 'registro', payload: { graduadoIds: [graduadoId] } });
    expect(reprint.body).toMatchObject({ code: 'graduacion_anulada' });
  });

  it('graduates again on the next line; a full book refuses, and nothing is written', async () => {
    const res = await graduar([f.ids.elena]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body[0]).toMatchObject({ pagina: 1, linea: 2, folio: 40 });
    // Two more lines are left (page 2); three candidates would not fit.
    for (const c of ['SEL-102', 'SEL-103', 'SEL-104']) await grade(f.ids.otro, c, 'A');
    const otro = await graduar([f.ids.otro]);
    expect(otro.status, JSON.stringify(otro.body)).toBe(201);
    expect(otro.body[0]).toMatchObject({ pagina: 2, linea: 1, folio: 41, honor: 'Summa Cum Laude' });
    await q(`update libro_egresado set li_eg_secuencia = 4 where libro_egresado_id = $1`, [libro]);
    await q(`update graduado set estado = 'anulado' where estudiante_carrera_id = $1`, [f.ids.otro]);
    expect((await graduar([f.ids.otro])).body).toMatchObject({ code: 'libro_lleno' });
  });
});
