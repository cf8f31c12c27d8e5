import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};
const one = async (q: string, p: unknown[] = []) => (await ctx.database.query<{ id: number }>(q, p))[0].id;
const api = '/api/horarios/secciones-horarios';

beforeAll(async () => {
  ctx = await createTestContext();
  ids.sd = await one(`select sede_id as id from sede where sede_iniciales = 'SD'`);
  ids.edificio = await one(`select edificio_id as id from edificio where sede_id = $1 order by 1 limit 1`, [ids.sd]);
  ids.regular = await one(`select tipo_aula_id as id from tipo_aula where ti_au_descripcion = 'Aula regular'`);
  ids.virtual = await one(`select tipo_aula_id as id from tipo_aula where ti_au_descripcion = 'Aula virtual'`);
  ids.teorica = await one(`select tipo_seccion_id as id from tipo_seccion where ti_se_descripcion = 'Teórica'`);
  ids.periodo = await one(
    `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
     values ('Enero–abril 2027', '2027-1', 2027, 1, '2027-01-11', '2027-04-24') returning periodo_academico_id as id`,
  );
  const subject = (codigo: string, nombre: string) =>
    one(
      `insert into asignatura (asig_codigo, asig_descripcion, asig_creditos, escuela_id, tipo_asignatura_id)
       values ($1, $2, 4, (select min(escuela_id) from escuela), (select min(tipo_asignatura_id) from tipo_asignatura)) returning asignatura_id as id`,
      [codigo, nombre],
    );
  ids.mat = await subject('CAL-901', 'Cálculo I');
  ids.fis = await subject('FIS-901', 'Física I');
  ids.esp = await subject('LEN-901', 'Lengua española I');
  const aula = async (name: string, tipoAulaId: number, cap = 40) =>
    (
      await ctx.call({
        method: 'POST',
        url: '/api/planta-fisica/aulas',
        as: 'admin',
        payload: { aulaDescripcion: name, sedeId: ids.sd, edificioId: ids.edificio, tipoAulaId, aulaCapacidadPersona: cap },
      })
    ).body.aulaId as number;
  ids.a101 = await aula('A-101', ids.regular);
  ids.a102 = await aula('A-102', ids.regular, 25);
  ids.zoom = await aula('Virtual 1', ids.virtual, 200);
  const prof = async (nombre: string, doc: string) =>
    (
      await ctx.call({
        method: 'POST',
        url: '/api/academicos/profesores',
        as: 'registro',
        payload: {
          persNombres: nombre,
          persApellidos: 'Peña',
          sedeId: ids.sd,
          documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: doc }],
        },
      })
    ).body.profesorId as number;
  ids.ana = await prof('Ana', 'PX1001');
  ids.luis = await prof('Luis', 'PX1002');
});
afterAll(() => ctx.close());

const term = { seEnFechaInicia: '2027-01-11', seEnFechaFinaliza: '2027-04-24' };
const meeting = (diaId: number, desde: string, hasta: string, extra: object = {}) => ({ diaId, seDeHoraInicio: desde, seDeHoraFin: hasta, ...extra });
const section = (extra: Record<string, unknown> = {}) => ({
  periodoAcademicoId: ids.periodo,
  asignaturaId: ids.mat,
  tipoSeccionId: ids.teorica,
  seccionId: 1,
  sedeId: ids.sd,
  seEnCapacidad: 30,
  ...term,
  seccionesHorariosDetalle: [meeting(1, '08:00', '10:00', { aulaId: ids.a101, profesorId: ids.ana })],
  ...extra,
});
const post = (payload: object, headers: Record<string, string> = {}) => ctx.call({ method: 'POST', url: api, as: 'registro', payload, headers });

describe('sections and their meetings', () => {
  let first: number;

  it('opens a section with its weekly meetings, named as people name it', async () => {
    const res = await post(
      section({
        seccionesHorariosDetalle: [
          meeting(1, '08:00', '10:00', { aulaId: ids.a101, profesorId: ids.ana }),
          meeting(3, '08:00', '10:00', { aulaId: ids.a101, profesorId: ids.ana }),
        ],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    first = res.body.seccionAsignaturaId;
    expect(res.body).toMatchObject({ asignaturaCodigo: 'CAL-901', seccionId: 1, seEnCapacidad: 30, seEnInscritos: 0, periodoAlias: '2027-1' });
    expect(
      res.body.seccionesHorariosDetalle.map((m: { diaDescripcion: string; aulaDescripcion: string; profesorNombre: string }) => [
        m.diaDescripcion,
        m.aulaDescripcion,
        m.profesorNombre,
      ]),
    ).toEqual([
      ['Lunes', 'A-101', 'Ana Peña'],
      ['Miércoles', 'A-101', 'Ana Peña'],
    ]);
    const got = await ctx.call({ method: 'GET', url: `${api}/${first}`, as: 'registro' });
    expect(got.body.seccionesHorariosDetalle).toHaveLength(2);
    const audit = await ctx.database.query(`select 1 from audit_log where entidad = 'seccionHorario' and entidad_id = $1`, [String(first)]);
    expect(audit).toHaveLength(1);
  });

  it('refuses a room taken at an overlapping hour, naming the section, the day and the hours, in the asker’s language', async () => {
    const clash = await post(section({ asignaturaId: ids.fis, seccionesHorariosDetalle: [meeting(1, '09:00', '11:00', { aulaId: ids.a101 })] }));
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('aula_ocupada');
    expect(clash.body.message).toBe('El aula A-101 está ocupada el lunes de 08:00 a 10:00 por la sección CAL-901-01.');
    expect(clash.body.fields['seccionesHorariosDetalle.0.aulaId']).toBe(clash.body.message);
    const en = await post(section({ asignaturaId: ids.fis, seccionesHorariosDetalle: [meeting(3, '07:00', '08:30', { aulaId: ids.a101 })] }), {
      'accept-language': 'en',
    });
    expect(en.body.message).toBe('Classroom A-101 is taken on Wednesday from 08:00 to 10:00 by section CAL-901-01.');
  });

  it('refuses a professor who already teaches at that hour, even in another room', async () => {
    const clash = await post(
      section({
        asignaturaId: ids.fis,
        seccionesHorariosDetalle: [meeting(1, '07:00', '11:00', { aulaId: ids.a102, profesorId: ids.ana })],
        seEnCapacidad: 20,
      }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('profesor_ocupado');
    expect(clash.body.message).toBe('Ana Peña ya enseña el lunes de 08:00 a 10:00 en la sección CAL-901-01.');
  });

  it('accepts what does not clash: back to back, another day, a room that does not check clashes, weeks that never meet', async () => {
    const ok = async (payload: object) => {
      const res = await post(payload);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await ok(section({ asignaturaId: ids.fis, seccionesHorariosDetalle: [meeting(1, '10:00', '12:00', { aulaId: ids.a101, profesorId: ids.ana })] }));
    await ok(section({ asignaturaId: ids.esp, seccionesHorariosDetalle: [meeting(2, '08:00', '10:00', { aulaId: ids.a101, profesorId: ids.ana })] }));
    await ok(
      section({ asignaturaId: ids.esp, seccionId: 2, seccionesHorariosDetalle: [meeting(1, '08:00', '10:00', { aulaId: ids.zoom, profesorId: ids.luis })] }),
    );
    // A modular section in the last weeks, after the first section's dates end (it ends in February from here on).
    await ctx.database.query(`update seccion_horario set se_en_fecha_finaliza = '2027-02-27' where seccion_asignatura_id = $1`, [first]);
    await ok(
      section({
        asignaturaId: ids.esp,
        seccionId: 3,
        seEnFechaInicia: '2027-03-01',
        seccionesHorariosDetalle: [meeting(1, '08:00', '10:00', { aulaId: ids.a101, profesorId: ids.ana })],
      }),
    );
  });

  it('says which of a campus’s rooms are taken in a period and when (a room that does not check clashes is shared), or one room’s week', async () => {
    const occupation = (query: string, as = 'registro') => ctx.call({ method: 'GET', url: `/api/horarios/ocupacion-aulas?${query}`, as });
    const all = await occupation(`periodoAcademicoId=${ids.periodo}&sedeId=${ids.sd}`);
    expect(all.status).toBe(200);
    const a101 = all.body.filter((o: { aulaId: number }) => o.aulaId === ids.a101);
    const week = a101.map((o: { seccion: string; diaId: number; desde: string; hasta: string }) => [o.seccion, o.diaId, o.desde, o.hasta]);
    expect(week).toEqual(
      expect.arrayContaining([
        ['CAL-901-01', 1, '08:00', '10:00'],
        ['CAL-901-01', 3, '08:00', '10:00'],
      ]),
    );
    // In week order: by day, then by the hour it starts.
    expect(week.map((w: [string, number, string]) => `${w[1]} ${w[2]}`)).toEqual(week.map((w: [string, number, string]) => `${w[1]} ${w[2]}`).sort());
    expect(a101.every((o: { compartible: boolean }) => !o.compartible)).toBe(true);
    expect(all.body.find((o: { aulaId: number }) => o.aulaId === ids.zoom)).toMatchObject({ compartible: true, seccion: 'LEN-901-02' });
    const room = (await occupation(`periodoAcademicoId=${ids.periodo}&sedeId=${ids.sd}&aulaId=${ids.zoom}`)).body;
    expect(room.length).toBeGreaterThan(0);
    expect(room.every((o: { aulaId: number }) => o.aulaId === ids.zoom)).toBe(true);
    // Another campus's rooms are not this campus's; a bad query is a 400; students are kept out.
    const sti = await one(`select sede_id as id from sede where sede_iniciales = 'STI'`);
    expect((await occupation(`periodoAcademicoId=${ids.periodo}&sedeId=${sti}`)).body).toEqual([]);
    expect((await occupation(`periodoAcademicoId=x&sedeId=${ids.sd}`)).status).toBe(400);
    expect((await occupation(`periodoAcademicoId=${ids.periodo}`)).status).toBe(400);
    expect((await occupation(`periodoAcademicoId=${ids.periodo}&sedeId=${ids.sd}`, 'estudiante')).status).toBe(403);
  });

  it('keeps seats within the smallest room the section meets in, and the section number unique', async () => {
    const big = await post(
      section({ asignaturaId: ids.fis, seccionId: 5, seEnCapacidad: 30, seccionesHorariosDetalle: [meeting(5, '08:00', '10:00', { aulaId: ids.a102 })] }),
    );
    expect(big.status).toBe(400);
    expect(big.body.code).toBe('cupo_mayor_que_aula');
    expect(big.body.fields.seEnCapacidad).toBe('El cupo (30) supera la capacidad del aula A-102 (25).');
    const twice = await post(section({ seccionesHorariosDetalle: [] }));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Ya existe la sección CAL-901-01 en este período y recinto.');
  });

  it('refuses a meeting in a room of another campus, naming the room and its campus, and writes nothing', async () => {
    const before = await countRows(ctx.database, 'seccion_horario');
    const sti = await one(`select sede_id as id from sede where sede_iniciales = 'STI'`);
    const res = await post(
      section({ asignaturaId: ids.fis, seccionId: 7, sedeId: sti, seccionesHorariosDetalle: [meeting(6, '08:00', '10:00', { aulaId: ids.a101 })] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('aula_otra_sede');
    expect(res.body.fields['seccionesHorariosDetalle.0.aulaId']).toMatch(
      /^El aula A-101 es del Recinto Santo Domingo: elija un aula de la sede de la sección\.$/,
    );
    expect(await countRows(ctx.database, 'seccion_horario')).toBe(before);
  });

  it('answers bad input with a 400 that names the field, and writes nothing', async () => {
    const before = await countRows(ctx.database, 'seccion_horario');
    const backwards = await post(section({ seccionId: 9, seccionesHorariosDetalle: [meeting(4, '10:00', '08:00')] }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields['seccionesHorariosDetalle.0.seDeHoraFin']).toBe('La hora final debe ser posterior a la inicial.');
    const twiceInOne = await post(section({ seccionId: 9, seccionesHorariosDetalle: [meeting(4, '08:00', '10:00'), meeting(4, '09:00', '11:00')] }));
    expect(twiceInOne.status).toBe(400);
    expect(twiceInOne.body.fields['seccionesHorariosDetalle.1.seDeHoraInicio']).toBe('Esta reunión se cruza con otra de la misma sección.');
    for (const bad of [
      { seEnCapacidad: 0 },
      { seccionId: 100 },
      { seEnFechaFinaliza: '2027-01-01' },
      { seccionesHorariosDetalle: [meeting(8, '08:00', '09:00')] },
      { seccionesHorariosDetalle: [meeting(1, '8am', '09:00')] },
    ]) {
      const res = await post(section({ seccionId: 9, ...bad }));
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await countRows(ctx.database, 'seccion_horario')).toBe(before);
  });

  it('changes a section, never below the students already in it, and checks clashes against the others only', async () => {
    const same = await ctx.call({
      method: 'PUT',
      url: `${api}/${first}`,
      as: 'registro',
      payload: section({ seEnCapacidad: 35, seEnFechaFinaliza: '2027-02-27' }),
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.seccionesHorariosDetalle).toHaveLength(1);
    await ctx.database.query(`update seccion_horario set se_en_inscritos = 20 where seccion_asignatura_id = $1`, [first]);
    const fewer = await ctx.call({
      method: 'PUT',
      url: `${api}/${first}`,
      as: 'registro',
      payload: section({ seEnCapacidad: 10, seEnFechaFinaliza: '2027-02-27' }),
    });
    expect(fewer.status).toBe(409);
    expect(fewer.body.message).toBe('La sección ya tiene 20 inscritos: el cupo no puede ser menor.');
    expect((await ctx.call({ method: 'PUT', url: `${api}/999999`, as: 'registro', payload: section() })).status).toBe(404);
  });

  it('lists a period’s sections paged and searched, and by period for the user who asks only', async () => {
    const list = await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${ids.periodo}&value=calculo`, as: 'registro' });
    expect(list.status).toBe(200);
    expect(list.body.map((s: { asignaturaCodigo: string }) => s.asignaturaCodigo)).toEqual(['CAL-901']);
    expect(list.headers['x-total-count']).toBe('1');
    const usuarioId = await one(`select usuario_id as id from usuario where usua_nombre = 'registro'`);
    const mine = await ctx.call({ method: 'GET', url: `${api}/periodo/${ids.periodo}/asignatura/${ids.mat}/usuario/${usuarioId}`, as: 'registro' });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    const other = await ctx.call({ method: 'GET', url: `${api}/periodo/${ids.periodo}/usuario/${usuarioId + 1}`, as: 'registro' });
    expect(other.status).toBe(403);
  });

  it('lets one of many sections written at once for the same room and hour in, and refuses the others', async () => {
    // Eight writers, each another section number of the same subjects, all wanting Thursday 14:00 in A-101.
    const at = (n: number) =>
      section({ asignaturaId: n % 2 ? ids.fis : ids.esp, seccionId: 20 + n, seccionesHorariosDetalle: [meeting(4, '14:00', '16:00', { aulaId: ids.a101 })] });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => post(at(n))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from seccion_horario_detalle where aula_id = $1 and dia_id = 4 and se_de_hora_inicio = '14:00'`,
      [ids.a101],
    );
    expect(n).toBe(1);
  });

  it('shows a professor the sections they teach, and another professor’s only to who schedules', async () => {
    // The demo account "profesor" teaches one meeting of a new section.
    const pedro = await one(
      `insert into profesor (persona_id, prof_codigo_referencia, sede_id) select persona_id, 'SD-9001', $1 from usuario where usua_nombre = 'profesor'
       returning profesor_id as id`,
      [ids.sd],
    );
    const made = await post(section({ asignaturaId: ids.fis, seccionId: 40, seccionesHorariosDetalle: [meeting(5, '18:00', '20:00', { profesorId: pedro })] }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const own = await ctx.call({ method: 'GET', url: `${api}/propias/periodo/${ids.periodo}`, as: 'profesor' });
    expect(own.status).toBe(200);
    expect(own.body.profesorId).toBe(pedro);
    expect(own.body.secciones.map((x: { seccionId: number }) => x.seccionId)).toEqual([40]);
    const byId = (profesorId: number, as: string) =>
      ctx.call({ method: 'GET', url: `/api/academicos/profesores/seccionprof/${profesorId}/periodo/${ids.periodo}`, as });
    expect((await byId(pedro, 'profesor')).body).toHaveLength(1);
    expect((await byId(ids.ana, 'profesor')).status).toBe(403);
    const anas = await byId(ids.ana, 'registro');
    expect(anas.status).toBe(200);
    expect(
      anas.body.every((x: { seccionesHorariosDetalle: { profesorId: number }[] }) => x.seccionesHorariosDetalle.some((m) => m.profesorId === ids.ana)),
    ).toBe(true);
    // A user who is no professor has none, and a student is not staff.
    expect((await ctx.call({ method: 'GET', url: `${api}/propias/periodo/${ids.periodo}`, as: 'registro' })).body).toEqual({ profesorId: null, secciones: [] });
    expect((await ctx.call({ method: 'GET', url: `${api}/propias/periodo/${ids.periodo}`, as: 'estudiante' })).status).toBe(403);
  });

  it('lets only who schedules write, and keeps students and professors out', async () => {
    expect((await ctx.call({ method: 'POST', url: api, as: 'estudiante', payload: section({ seccionId: 7 }) })).status).toBe(403);
    expect((await ctx.call({ method: 'POST', url: api, as: 'profesor', payload: section({ seccionId: 7 }) })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${ids.periodo}`, as: 'estudiante' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${ids.periodo}` })).status).toBe(401);
  });
});
