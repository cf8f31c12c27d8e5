import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from './seleccion.fixture.ts';

/*
 * Registration against the student's record and holds, through the plugs other modules fill: the
 * record (the grades module's: grades on the record, subjects being finished), holds (finance,
 * evaluation, registry; here the test plays those).
 */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let sinPrerrequisito: number;
let anterior: number;

beforeAll(async () => {
  f = await selectionFixture();
  const { ids } = f;
  // The plan asks SEL-101 before SEL-104; the subject SEL-103 goes with SEL-102 (its own corequisite); SEL-900 is equivalent to SEL-101.
  await f.ctx.database.query(`insert into plan_estudio_planes_estudios_prerrequisitos (owner_id, asignatura_id, prerrequisito_id) values ($1, $2, $3)`, [
    ids.plan,
    ids['SEL-104'],
    ids['SEL-101'],
  ]);
  await f.ctx.database.query(`insert into asignatura_asignaturas_correquisitos (owner_id, correquisito_id) values ($1, $2)`, [ids['SEL-103'], ids['SEL-102']]);
  await f.ctx.database.query(`insert into asignatura_asignatura_equivalencias (owner_id, asignatura_equivalente_id) values ($1, $2)`, [
    ids['SEL-900'],
    ids['SEL-101'],
  ]);
  [{ id: sinPrerrequisito }] = await f.ctx.database.query<{ id: number }>(
    `select tipo_excepcion_seleccion_id as id from tipo_excepcion_seleccion where ti_ex_descripcion = 'Sin prerrequisito'`,
  );
  // The term before the open one, with a section of SEL-101.
  [{ id: anterior }] = await f.ctx.database.query<{ id: number }>(
    `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
     values ('Septiembre–diciembre 2026', '2026-3', 2026, 3, '2026-09-07', '2026-12-19') returning periodo_academico_id as id`,
  );
});
afterAll(() => f.ctx.close());

const drop = (ec: number, sid: number, as = 'estudiante') => f.ctx.call({ method: 'DELETE', url: `${f.url(ec)}/secciones/${sid}`, as });
const literal = async (l: string) =>
  (await f.ctx.database.query<{ id: number }>(`select calificacion_literal_id as id from calificacion_literal where ca_li_literal = $1`, [l]))[0].id;
/** A grade given without a section (as a validation is), on the record at once. */
const grade = async (ec: number, codigo: string, l: string, nota: number | null) =>
  f.ctx.database.query(
    `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
     values ($1, $2, $3, $4, $5, (select usuario_id from usuario where usua_nombre = 'registro'))`,
    [ec, f.ids[codigo], anterior, nota, await literal(l)],
  );
const requisitos = async (ec: number, as = 'estudiante') => (await f.ctx.call({ method: 'GET', url: `${f.url(ec)}/requisitos`, as })).body;
const offered = async (ec: number) =>
  ((await f.ctx.call({ method: 'GET', url: `${f.url(ec)}/oferta`, as: 'registro' })).body as { asignaturaCodigo: string }[]).map((s) => s.asignaturaCodigo);

describe("registration against the student's record", () => {
  it('refuses a subject whose prerequisite is not passed, naming it, in the student’s language', async () => {
    const before = await f.seats(f.ids.d);
    const res = await f.add(f.ids.elena, f.ids.d);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Le falta aprobar su prerrequisito SEL-101');
    expect((await f.add(f.ids.elena, f.ids.d, 'estudiante', 'en')).body.message).toContain('You have yet to pass its prerequisite SEL-101');
    expect(await f.seats(f.ids.d)).toBe(before);
  });

  it('tells the screen the record and every plan subject’s requisites, to the student and staff only', async () => {
    const mine = await requisitos(f.ids.elena);
    expect(mine.historial).toEqual({ aprobadas: [], enCurso: [] });
    const byId = new Map<number, { prerrequisitos: { nombre: string }[]; correquisitos: { nombre: string }[] }>(
      mine.requisitos.map((r: { asignaturaId: number }) => [r.asignaturaId, r]),
    );
    expect(byId.size).toBe(4);
    expect(byId.get(f.ids['SEL-104'])!.prerrequisitos.map((p) => p.nombre)).toEqual(['SEL-101 SEL-101']);
    expect(byId.get(f.ids['SEL-103'])!.correquisitos.map((p) => p.nombre)).toEqual(['SEL-102 SEL-102']);
    expect(byId.get(f.ids['SEL-101'])).toEqual({ asignaturaId: f.ids['SEL-101'], prerrequisitos: [], correquisitos: [] });
    expect((await f.ctx.call({ method: 'GET', url: `${f.url(f.ids.otro)}/requisitos`, as: 'estudiante' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: `${f.url(f.ids.otro)}/requisitos`, as: 'registro' })).status).toBe(200);
  });

  it('takes a corequisite already in the selection', async () => {
    const alone = await f.add(f.ids.elena, f.ids.c);
    expect(alone.status).toBe(409);
    expect(alone.body.message).toContain('correquisito SEL-102');
    expect((await f.add(f.ids.elena, f.ids.b)).status).toBe(201);
    expect((await f.add(f.ids.elena, f.ids.c)).status).toBe(201);
  });

  it('refuses dropping a subject another selected subject takes as its corequisite, naming the pair', async () => {
    const refused = await drop(f.ids.elena, f.ids.b);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No se puede retirar SEL-102-01: SEL-103-01 la tiene como correquisito; retire antes SEL-103-01.');
    expect((await f.ctx.call({ method: 'GET', url: f.url(f.ids.elena), as: 'estudiante' })).body.secciones).toHaveLength(2);
    // In the other order both go; and both come back.
    expect((await drop(f.ids.elena, f.ids.c)).status).toBe(200);
    expect((await drop(f.ids.elena, f.ids.b)).status).toBe(200);
    expect((await f.add(f.ids.elena, f.ids.b)).status).toBe(201);
    expect((await f.add(f.ids.elena, f.ids.c)).status).toBe(201);
  });

  it('takes a subject being finished in an earlier term for a prerequisite until its sheet is submitted, and a failing grade then refuses', async () => {
    const { ids } = f;
    const [{ id: seccion }] = await f.ctx.database.query<{ id: number }>(
      `insert into seccion_horario (periodo_academico_id, asignatura_id, tipo_seccion_id, seccion_id, sede_id, se_en_capacidad, se_en_inscritos,
                                   se_en_fecha_inicia, se_en_fecha_finaliza)
       values ($1, $2, $3, 1, $4, 30, 1, '2026-09-07', '2026-12-19') returning seccion_asignatura_id as id`,
      [anterior, ids['SEL-101'], ids.teorica, ids.sd],
    );
    await f.ctx.database.query(
      `insert into seleccion (estudiante_carrera_id, seccion_asignatura_id, periodo_academico_id, asignatura_id, usuario_id)
       values ($1, $2, $3, $4, (select usuario_id from usuario where usua_nombre = 'registro'))`,
      [ids.otro, seccion, anterior, ids['SEL-101']],
    );
    // …and SEL-900, its equivalent, with it.
    const enCurso = [ids['SEL-101'], ids['SEL-900']].sort((a, b) => a - b);
    expect((await requisitos(ids.otro, 'registro')).historial).toEqual({ aprobadas: [], enCurso });
    expect((await f.add(ids.otro, ids.d, 'registro')).status).toBe(201);
    expect((await drop(ids.otro, ids.d, 'registro')).status).toBe(200);
    // The subject itself is not taken again while its grade is not in, unless under an exception that says so.
    const twice = await f.add(ids.otro, ids.a, 'registro');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      'No se puede agregar SEL-101-01: Ya cursa esta asignatura (o una equivalente) en un período anterior cuya calificación no se ha publicado.',
    );
    const [{ id: enCursoExcepcion }] = await f.ctx.database.query<{ id: number }>(
      `select tipo_excepcion_seleccion_id as id from tipo_excepcion_seleccion where ti_ex_permite_en_curso`,
    );
    const granted = await f.ctx.call({
      method: 'POST',
      url: `${f.url(ids.otro)}/secciones`,
      as: 'registro',
      payload: {
        seccionAsignaturaId: ids.a,
        tipoExcepcionSeleccionId: enCursoExcepcion,
        motivoExcepcion: 'Repite con otro profesor, autorizado por el decano',
      },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect((await drop(ids.otro, ids.a, 'registro')).status).toBe(200);

    // Graded F on a sheet not yet submitted: still being finished. Submitted: failed, and refused.
    await f.ctx.database.query(
      `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, seccion_asignatura_id, nota, calificacion_literal_id, usuario_id)
       values ($1, $2, $3, $4, 40, $5, (select usuario_id from usuario where usua_nombre = 'registro'))`,
      [ids.otro, ids['SEL-101'], anterior, seccion, await literal('F')],
    );
    expect((await requisitos(ids.otro, 'registro')).historial.enCurso).toEqual(enCurso);
    await f.ctx.database.query(`insert into acta_calificacion (seccion_asignatura_id, estado, enviada_en) values ($1, 'enviada', now())`, [seccion]);
    expect((await requisitos(ids.otro, 'registro')).historial).toEqual({ aprobadas: [], enCurso: [] });
    const refused = await f.add(ids.otro, ids.d, 'registro');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('prerrequisito SEL-101');
    expect(await offered(ids.otro)).toContain('SEL-101');
  });

  it('honours equivalences: a subject passed under another code counts, is not taken again, and leaves the offer', async () => {
    expect(await offered(f.ids.elena)).toContain('SEL-101');
    await grade(f.ids.elena, 'SEL-900', 'B', 85);
    expect((await requisitos(f.ids.elena)).historial.aprobadas).toEqual([f.ids['SEL-101'], f.ids['SEL-900']].sort((a, b) => a - b));
    expect((await f.add(f.ids.elena, f.ids.d)).status).toBe(201);
    const again = await f.add(f.ids.elena, f.ids.a);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Ya aprobó esta asignatura o una equivalente');
    expect(await offered(f.ids.elena)).not.toContain('SEL-101');
  });

  it('lets staff past a missing prerequisite under an exception that says so, with its reason', async () => {
    const url = `${f.url(f.ids.otro)}/secciones`;
    expect((await f.add(f.ids.otro, f.ids.d, 'registro')).status).toBe(409);
    const res = await f.ctx.call({
      method: 'POST',
      url,
      as: 'registro',
      payload: { seccionAsignaturaId: f.ids.d, tipoExcepcionSeleccionId: sinPrerrequisito, motivoExcepcion: 'Aprobada en el verano, acta pendiente' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('who may register', () => {
  it('only students whose status lets them: the refusal names the status, and nothing is written', async () => {
    for (const [n, estado] of ['Retirado', 'Suspendido', 'Inactivo', 'Graduado'].entries()) {
      const ec = await f.studentCareer(500 + n);
      await f.ctx.database.query(
        `update estudiante_carrera set estado_estudiante_id = (select estado_estudiante_id from estado_estudiante where es_es_descripcion = $1)
          where estudiante_carrera_id = $2`,
        [estado, ec],
      );
      const before = await f.seats(f.ids.a);
      const res = await f.add(ec, f.ids.a, 'registro');
      expect(res.status, estado).toBe(409);
      expect(res.body.message).toContain(`Su estado (${estado}) no le permite inscribir asignaturas.`);
      expect(await f.seats(f.ids.a)).toBe(before);
    }
    const activo = await f.studentCareer(520);
    expect((await f.add(activo, f.ids.a, 'registro')).status).toBe(201);
  });
});

describe('holds', () => {
  it('refuse a student calling the API directly, and staff registering for them, with the reason the module gives', async () => {
    const plugged = f.ctx.app.services.seleccion.plugs.holds.length;
    f.ctx.app.services.seleccion.plugs.holds.push(async ({ estudianteCarreraId }) =>
      estudianteCarreraId === f.ids.elena
        ? [
            {
              origen: 'finanzas',
              motivo: { es: 'Tiene un balance pendiente de RD$ 5,000.00.', en: 'You owe RD$ 5,000.00.' },
              levanta: { es: 'Páguelo en caja.', en: "Pay at the cashier's." },
              bloquea: true,
            },
          ]
        : [],
    );
    const before = await f.seats(f.ids.a);
    for (const as of ['estudiante', 'registro']) {
      const res = await f.add(f.ids.elena, f.ids.a, as);
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('Tiene un balance pendiente de RD$ 5,000.00. Páguelo en caja.');
    }
    expect(await f.seats(f.ids.a)).toBe(before);
    f.ctx.app.services.seleccion.plugs.holds.length = plugged;
  });

  it('are all told before anything is added — the registry’s, finance’s, and the status — to the student and staff only', async () => {
    const holds = (ec: number, as = 'estudiante') => f.ctx.call({ method: 'GET', url: `${f.url(ec)}/retenciones`, as });
    expect((await holds(f.ids.elena)).body).toEqual({ retenciones: [], estado: null });
    // A data campaign in force she has not answered; her payments online barred; and a document her admission type requires.
    await f.ctx.database.query(
      `update parametro_sistema set pa_si_valor = '2027-01-01', estatus = true where pa_si_clave = 'estudiantes.actualizar_datos_desde'`,
    );
    await f.ctx.database.query(
      `insert into parametro_sistema (pa_si_clave, pa_si_valor) values ('estudiantes.actualizar_datos_desde', '2027-01-01') on conflict do nothing`,
    );
    await f.ctx.database.query(
      `insert into estudiante_bloqueo_pago_linea (estudiante_id, motivo, creado_por)
       select estudiante_id, 'Cheque devuelto.', (select usuario_id from usuario where usua_nombre = 'caja') from estudiante_carrera where estudiante_carrera_id = $1`,
      [f.ids.elena],
    );
    const q = f.ctx.database.query.bind(f.ctx.database);
    const [{ id: acta }] = await q<{ id: number }>(
      `insert into documento_academico (do_ac_descripcion) values ('Récord de notas del bachillerato (prueba)') returning documento_academico_id as id`,
    );
    const [{ id: grupo }] = await q<{ id: number }>(
      `select documento_academico_agrupacion_id as id from documento_academico_agrupacion
        where admitido_como_id = (select admitido_como_id from admitido_como where ad_co_descripcion = 'Nuevo ingreso')`,
    );
    await q(`insert into documento_academico_agrupacion_documentos (owner_id, documento_academico_id, obligatorio) values ($1, $2, true)`, [grupo, acta]);
    await q(
      `update estudiante_carrera set admitido_como_id = (select admitido_como_id from documento_academico_agrupacion where documento_academico_agrupacion_id = $1)
              where estudiante_carrera_id = $2`,
      [grupo, f.ids.elena],
    );
    const res = await holds(f.ids.elena);
    expect(res.status).toBe(200);
    const documentos = (body: { retenciones: { origen: string; motivo: { es: string } }[] }) => body.retenciones.find((r) => r.origen === 'documentos');
    expect(documentos(res.body)).toMatchObject({
      bloquea: false,
      motivo: { es: expect.stringMatching(/^Le falta entregar: .*Récord de notas del bachillerato \(prueba\).*\.$/) },
      levanta: { es: 'Entréguelos en Registro.', en: 'Hand them in at the registry.' },
      enlace: null,
    });
    expect(res.body.retenciones).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          origen: 'registro',
          bloquea: true,
          motivo: expect.objectContaining({ es: 'Debe confirmar sus datos personales (se piden desde el 01/01/2027).' }),
          levanta: expect.objectContaining({ es: 'Revíselos y confírmelos en Mis datos.' }),
          enlace: '/academicos/estudiantes-datos-personales',
        }),
        expect.objectContaining({
          origen: 'finanzas',
          bloquea: false,
          motivo: expect.objectContaining({ es: 'Sus pagos en línea están bloqueados: Cheque devuelto.' }),
        }),
      ]),
    );
    expect((await holds(f.ids.elena, 'registro')).body).toEqual(res.body);
    expect((await holds(f.ids.otro, 'estudiante')).status).toBe(403);
    // The campaign's hold refuses; the bar on paying online does not.
    const refused = await f.add(f.ids.elena, f.ids.a);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Debe confirmar sus datos personales');
    expect(refused.body.message).not.toContain('pagos en línea');
    await f.ctx.database.query(`update parametro_sistema set estatus = false where pa_si_clave = 'estudiantes.actualizar_datos_desde'`);
    await f.ctx.database.query(`delete from estudiante_bloqueo_pago_linea`);
    await q(
      `insert into estudiante_documento (estudiante_carrera_id, documento_academico_id, entregado, fecha_entrega, usuario_id)
       values ($1, $2, true, '2026-11-20', (select usuario_id from usuario where usua_nombre = 'registro'))`,
      [f.ids.elena, acta],
    );
    expect(documentos((await holds(f.ids.elena)).body)?.motivo.es ?? '').not.toContain('Récord de notas del bachillerato (prueba)');

    const retirado = await f.studentCareer(530);
    await f.ctx.database.query(
      `update estudiante_carrera set estado_estudiante_id = (select estado_estudiante_id from estado_estudiante where es_es_descripcion = 'Retirado')
        where estudiante_carrera_id = $1`,
      [retirado],
    );
    expect((await holds(retirado, 'registro')).body.estado.es).toBe('Su estado (Retirado) no le permite inscribir asignaturas.');
  });
});
