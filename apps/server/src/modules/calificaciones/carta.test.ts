import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/* Letters about a student, issued signed with a verification code; each vouches for its own facts. */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let firmante: number;
let anterior: number;
const q = <T = Record<string, unknown>>(text: string, p: unknown[] = []) => f.ctx.database.query<T & Record<string, unknown>>(text, p);
const emitir = (payload: Record<string, unknown>, as = 'registro') =>
  f.ctx.call({ method: 'POST', url: '/api/academicos/cartas', as, payload: { firmanteId: firmante, ...payload } });
const validar = (codigo: string) => f.ctx.call({ method: 'POST', url: '/api/validacion-titulo', payload: { codigo } });
const codeOf = (res: { headers: Record<string, unknown> }) => /carta-\d+-([A-Z0-9-]+)\.pdf/.exec(String(res.headers['content-disposition']))![1];

beforeAll(async () => {
  f = await selectionFixture();
  [{ id: firmante }] = await q<{ id: number }>(`select firmante_id as id from firmante where firm_cargo = 'Registrador'`);
  [{ id: anterior }] = await q<{ id: number }>(
    `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
     values ('Septiembre–diciembre 2026', '2026-3', 2026, 3, '2026-09-07', '2026-12-19') returning periodo_academico_id as id`,
  );
  await q(
    `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
     values ($1, $2, $3, null, (select calificacion_literal_id from calificacion_literal where ca_li_literal = 'B'), (select usuario_id from usuario where usua_nombre = 'registro'))`,
    [f.ids.elena, f.ids['SEL-101'], anterior],
  );
});
afterAll(() => f.ctx.close());

describe('letters', () => {
  it('certifies enrolment: a signed PDF whose code shows what it says', async () => {
    const res = await emitir({ estudianteCarreraId: f.ids.elena, clase: 'constancia_estudios', destinatario: 'Embajada de España' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const ok = await validar(codeOf(res));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ tipo: 'carta', nombre: 'Elena Estudiante Marte' });
    expect(ok.body.contenido).toEqual(
      expect.arrayContaining([
        { etiqueta: 'Documento', valor: 'Constancia de estudios' },
        { etiqueta: 'Dirigida a', valor: 'Embajada de España' },
        { etiqueta: 'Texto', valor: expect.stringContaining('es estudiante') },
      ]),
    );
    // A student who left is not studying: the letter is refused and, once issued, no longer verifies.
    const codigo = codeOf(res);
    const estado = await q<{ id: number }>(`select estado_estudiante_id as id from estudiante_carrera where estudiante_carrera_id = $1`, [f.ids.elena]);
    await q(
      `update estudiante_carrera set estado_estudiante_id = (select estado_estudiante_id from estado_estudiante where es_es_descripcion = 'Retirado') where estudiante_carrera_id = $1`,
      [f.ids.elena],
    );
    expect((await emitir({ estudianteCarreraId: f.ids.elena, clase: 'constancia_estudios' })).body).toMatchObject({ code: 'carta_no_aplica' });
    expect((await validar(codigo)).body).toMatchObject({ estado: 'anulado' });
    await q(`update estudiante_carrera set estado_estudiante_id = $2 where estudiante_carrera_id = $1`, [f.ids.elena, estado[0].id]);
    expect((await validar(codigo)).body).toMatchObject({ estado: 'vigente' });
  });

  it('certifies credits: once the record changes, it verifies what it said then, marked out of date', async () => {
    const res = await emitir({ estudianteCarreraId: f.ids.elena, clase: 'certificacion_creditos' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const codigo = codeOf(res);
    const ok = await validar(codigo);
    expect(ok.body.contenido).toEqual(expect.arrayContaining([{ etiqueta: 'Texto', valor: expect.stringContaining('ha aprobado 4 de los 16 créditos') }]));
    await q(
      `update calificacion set calificacion_literal_id = (select calificacion_literal_id from calificacion_literal where ca_li_literal = 'A') where estudiante_carrera_id = $1`,
      [f.ids.elena],
    );
    const after = await validar(codigo);
    expect(after.body).toMatchObject({ estado: 'desactualizado' });
    expect(after.body.contenido).toEqual(expect.arrayContaining([{ etiqueta: 'Texto', valor: expect.stringContaining('ha aprobado 4 de los 16 créditos') }]));
  });

  it('certifies graduation only of a graduate', async () => {
    const res = await emitir({ estudianteCarreraId: f.ids.otro, clase: 'carta_egresado' });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('no tiene una graduación registrada');
  });

  it('checks its input and who asks, and lists what was issued', async () => {
    expect((await emitir({ estudianteCarreraId: f.ids.elena, clase: 'otra' })).status).toBe(400);
    expect((await emitir({ estudianteCarreraId: f.ids.elena, clase: 'constancia_estudios', firmanteId: 999999 })).status).toBe(400);
    expect((await emitir({ estudianteCarreraId: f.ids.elena, clase: 'constancia_estudios' }, 'estudiante')).status).toBe(403);
    expect((await emitir({ estudianteCarreraId: 99999999, clase: 'constancia_estudios' })).status).toBe(404);
    const list = await f.ctx.call({ method: 'GET', url: '/api/academicos/cartas', as: 'registro' });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { clase: string }) => c.clase)).toEqual(['certificacion_creditos', 'constancia_estudios']);
    expect(list.body[1]).toMatchObject({ destinatario: 'Embajada de España', emitidoPor: 'registro', nombre: 'Elena Estudiante Marte' });
    expect((await f.ctx.call({ method: 'GET', url: '/api/academicos/cartas', as: 'estudiante' })).status).toBe(403);
  });

  it('agrees with the student: a woman is "inscrita", a man "inscrito"; the campus is named once', async () => {
    // The running term (as the clock has it) with Elena registered in it.
    const [{ id: actual }] = await q<{ id: number }>(
      `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
       values ('Período en curso', 'CURSO', 2026, 3, current_date - 20, current_date + 60) returning periodo_academico_id as id`,
    );
    await q(`update seccion_horario set periodo_academico_id = $1 where seccion_asignatura_id = $2`, [actual, f.ids.d]);
    await q(
      `insert into seleccion (estudiante_carrera_id, seccion_asignatura_id, asignatura_id, periodo_academico_id, estado, usuario_id)
       select $1, s.seccion_asignatura_id, s.asignatura_id, s.periodo_academico_id, 'inscrita', (select usuario_id from usuario where usua_nombre = 'registro')
         from seccion_horario s where s.seccion_asignatura_id = $2`,
      [f.ids.elena, f.ids.d],
    );
    await q(`update sede set sede_descripcion = 'Recinto Santo Domingo' where sede_id = $1`, [f.ids.sd]);
    const texto = async (sexo: string) => {
      await q(
        `update persona set sexo_id = (select sexo_id from sexo where sexo_descripcion ilike $2 limit 1)
          where persona_id = (select e.persona_id from estudiante e join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id where ec.estudiante_carrera_id = $1)`,
        [f.ids.elena, sexo],
      );
      const res = await emitir({ estudianteCarreraId: f.ids.elena, clase: 'constancia_estudios' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (await validar(codeOf(res))).body.contenido.find((l: { etiqueta: string }) => l.etiqueta === 'Texto').valor as string;
    };
    const mujer = await texto('fem%');
    expect(mujer).toContain(
      'es estudiante de la carrera Carrera de prueba en el Recinto Santo Domingo, en estado activo, e inscrita en el período Período en curso',
    );
    expect(await texto('mas%')).toContain(', e inscrito en el período');
    await q(`delete from seleccion where estudiante_carrera_id = $1 and seccion_asignatura_id = $2`, [f.ids.elena, f.ids.d]);
  });
});
