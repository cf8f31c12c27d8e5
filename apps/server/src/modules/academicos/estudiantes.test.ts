import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cedulaFor } from '../../seed/scale-nombres.ts';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};
const one = async (q: string, p: unknown[] = []) => (await ctx.database.query<{ id: number }>(q, p))[0].id;

beforeAll(async () => {
  ctx = await createTestContext();
  const escuela = await one(`select min(escuela_id) as id from escuela`);
  const tipo = await one(`select min(tipo_carrera_id) as id from tipo_carrera`);
  ids.sd = await one(`select sede_id as id from sede where sede_iniciales = 'SD'`);
  ids.sti = await one(`select sede_id as id from sede where sede_iniciales = 'STI'`);
  const career = async (alias: string, sedes: number[]) =>
    (
      await ctx.call({
        method: 'POST',
        url: '/api/academicos/carreras',
        as: 'admin',
        payload: { carrDescripcion: alias, carrAlias: alias, escuelaId: escuela, tipoCarreraId: tipo, sedes },
      })
    ).body.carreraId;
  ids.inf = await career('INF', [ids.sd, ids.sti]);
  ids.med = await career('MED', [ids.sd]);
  const plan = async (carreraId: number) =>
    (
      await ctx.call({
        method: 'POST',
        url: '/api/academicos/planes-estudios',
        as: 'admin',
        payload: { plEnDescripcion: `Plan ${carreraId}`, carreraId, plEnVersion: 1 },
      })
    ).body.planEstudioId;
  ids.planInf = await plan(ids.inf);
  ids.planMed = await plan(ids.med);
  ids.registro = await one(`select usuario_id as id from usuario where usua_nombre = 'registro'`);
  // registro works with Informática only.
  await ctx.call({
    method: 'POST',
    url: '/api/administracion-sistema/carreras-usuarios-accesos',
    as: 'admin',
    payload: { carreraId: ids.inf, usuarioId: ids.registro },
  });
  ids.cedula = await one(`select tipo_documento_identificacion_id as id from tipo_documento_identificacion where do_id_descripcion = 'Cédula'`);
  ids.motivo = await one(`select min(motivo_id) as id from motivo`);
  ids.suspendido = await one(`select estado_estudiante_id as id from estado_estudiante where es_es_descripcion = 'Suspendido'`);
});
afterAll(() => ctx.close());

const person = (extra: object = {}) => ({
  persNombres: 'Luisa',
  persApellidos: 'Martínez Rosario',
  persFechaNacimiento: '2005-03-14',
  persAlergico: 'Penicilina.Maní',
  documentosIdentificacion: [{ tipoDocumentoIdentificacionId: ids.cedula, doIdValor: '00112345673' }],
  telefonos: [{ tipoTelefonoId: 2, peTeTelefono: '809-555-7788' }],
  emails: [{ tipoEmailId: 1, peEmEmail: 'luisa@correo.do' }],
  ...extra,
});
const admit = (extra: object = {}, as = 'registro') =>
  ctx.call({
    method: 'POST',
    url: '/api/academicos/estudiantes',
    as,
    payload: { ...person(), carreraId: ids.inf, planEstudioId: ids.planInf, sedeId: ids.sd, ...extra },
  });

describe('students', () => {
  let luisa: number;

  it('are registered in one go (person, documents, career, plan, campus) with a matrícula from the institution’s pattern', async () => {
    const res = await admit();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    luisa = res.body.estudianteId;
    const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date()).slice(0, 4);
    expect(res.body.matriculaId).toBe(`${year}-0001`);
    expect(res.body.carreras).toEqual([
      expect.objectContaining({ carreraId: ids.inf, planEstudioId: ids.planInf, sedeId: ids.sd, esEsDescripcion: 'Nuevo ingreso' }),
    ]);
    expect(res.body.personaTelefonos).toEqual([{ tipoTelefonoId: 2, peTeTelefono: '809-555-7788' }]);
    const second = await admit({ documentosIdentificacion: [{ tipoDocumentoIdentificacionId: ids.cedula, doIdValor: '40212345678' }] });
    expect(second.body.matriculaId).toBe(`${year}-0002`);
  });

  it('refuse a bad cédula, a plan of another career, a campus where the career is not offered, and a taken document — writing nothing', async () => {
    const before = await countRows(ctx.database, 'estudiante');
    const people = await countRows(ctx.database, 'persona');
    const badCedula = await admit({ documentosIdentificacion: [{ tipoDocumentoIdentificacionId: ids.cedula, doIdValor: '00112345678' }] });
    expect(badCedula.status).toBe(400);
    expect(badCedula.body.fields['documentosIdentificacion.0.doIdValor']).toMatch(/cédula no es válida/);
    const hyphens = await admit({ documentosIdentificacion: [{ tipoDocumentoIdentificacionId: ids.cedula, doIdValor: '001-1234567-3' }] });
    expect(hyphens.status).toBe(400);
    const wrongPlan = await admit({ planEstudioId: ids.planMed, documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: 'PA123' }] });
    expect(wrongPlan.body.fields).toHaveProperty('planEstudioId');
    const wrongCampus = await admit(
      { carreraId: ids.med, planEstudioId: ids.planMed, sedeId: ids.sti, documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: 'PA124' }] },
      'admin',
    );
    expect(wrongCampus.body.fields).toHaveProperty('sedeId');
    const sameDocument = await admit();
    expect(sameDocument.status).toBe(409);
    expect(sameDocument.body.fields).toHaveProperty('documentosIdentificacion');
    expect(await countRows(ctx.database, 'estudiante')).toBe(before);
    expect(await countRows(ctx.database, 'persona')).toBe(people);
  });

  it('are seen only by users who work with one of their careers', async () => {
    const medStudent = await admit(
      { carreraId: ids.med, planEstudioId: ids.planMed, documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: 'MED1' }] },
      'admin',
    );
    expect(medStudent.status, JSON.stringify(medStudent.body)).toBe(201);
    const seen = await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes', as: 'registro' });
    expect(seen.body.map((s: { estudianteId: number }) => s.estudianteId)).not.toContain(medStudent.body.estudianteId);
    expect(seen.body.map((s: { estudianteId: number }) => s.estudianteId)).toContain(luisa);
    expect((await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/${medStudent.body.estudianteId}`, as: 'registro' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/matricula/${medStudent.body.matriculaId}`, as: 'registro' })).status).toBe(403);
    expect(
      (await admit({ carreraId: ids.med, planEstudioId: ids.planMed, documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: 'MED2' }] }))
        .status,
    ).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes', as: 'caja' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes', as: 'estudiante' })).status).toBe(403);
    const all = await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes?value=martínez', as: 'admin' });
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    // Luisa Martínez Rosario by her first name and second surname, as the list writes her, and by her cédula as people write it.
    for (const value of ['luisa rosario', 'Rosario, Luisa', 'Martínez Rosario, Luisa', '001-1234567-3', 'rosario lu']) {
      const found = await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes?value=${encodeURIComponent(value)}`, as: 'registro' });
      expect(found.status, value).toBe(200);
      expect(
        found.body.map((s: { estudianteId: number }) => s.estudianteId),
        value,
      ).toContain(luisa);
    }
    const none = await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes?value=${encodeURIComponent('luisa marte')}`, as: 'registro' });
    expect(none.body.map((s: { estudianteId: number }) => s.estudianteId)).not.toContain(luisa);
    const mine = await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/usuario/${ids.registro}/recinto/${ids.sd}`, as: 'registro' });
    expect(mine.body.every((s: { carreras: { carreraId: number }[] }) => s.carreras.some((c) => c.carreraId === ids.inf))).toBe(true);
    expect((await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/usuario/1/recinto/${ids.sd}`, as: 'registro' })).status).toBe(403);
  });

  it('change status and campus as recorded events that keep the previous state', async () => {
    const status = await ctx.call({
      method: 'POST',
      url: '/api/academicos/estudiantes-cambios-estatus',
      as: 'registro',
      payload: { estudianteId: luisa, estadoEstudianteId: ids.suspendido, motivoId: ids.motivo },
    });
    expect(status.status, JSON.stringify(status.body)).toBe(201);
    const campus = await ctx.call({
      method: 'POST',
      url: '/api/academicos/estudiantes-cambios-sedes',
      as: 'registro',
      payload: { estudianteId: luisa, sedeId: ids.sti },
    });
    expect(campus.status).toBe(201);
    const now = (await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/${luisa}`, as: 'registro' })).body.carreras[0];
    expect(now).toMatchObject({ sedeId: ids.sti, esEsDescripcion: 'Suspendido' });
    const history = (await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes-cambios-estatus/${luisa}`, as: 'registro' })).body;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ usuario: 'registro', antes: { sedeId: ids.sd }, despues: { estadoEstudianteId: ids.suspendido } });
    expect(history[0].antes.estadoEstudianteId).not.toBe(ids.suspendido);
    // The office's list of recent status changes: newest first, paged, with the student named.
    const recent = await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes-cambios-estatus?pageSize=1', as: 'registro' });
    expect(recent.status).toBe(200);
    expect(recent.body[0]).toMatchObject({ estudianteId: luisa, persNombres: 'Luisa', usuario: 'registro', despues: { estadoEstudianteId: ids.suspendido } });
    expect(Number(recent.headers['x-total-count'])).toBe(1);
    const sedes = await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes-cambios-sedes', as: 'registro' });
    expect(sedes.body.map((c: { despues: { sedeId: number } }) => c.despues.sedeId)).toEqual([ids.sti]);
    const future = await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes-cambios-estatus?desde=2999-01-01', as: 'registro' });
    expect(future.body).toEqual([]);
    expect((await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes-cambios-estatus?desde=ayer', as: 'registro' })).status).toBe(400);
    expect((await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes-cambios-estatus', as: 'caja' })).status).toBe(403);
  });

  it('change academic standing as an event, and refuse a standing that does not exist', async () => {
    const prueba = (
      await ctx.database.query<{ id: number }>(`select condicion_academica_id as id from condicion_academica where co_ac_descripcion = 'Prueba académica'`)
    )[0].id;
    const res = await ctx.call({
      method: 'POST',
      url: '/api/academicos/estudiante-cambio-condicion-academica',
      as: 'registro',
      payload: { estudianteId: luisa, condicionAcademicaId: prueba, motivoId: ids.motivo },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.antes.condicionAcademicaId).toBeNull();
    expect(res.body.despues.condicionAcademicaId).toBe(prueba);
    const now = (await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/${luisa}`, as: 'registro' })).body.carreras[0];
    expect(now).toMatchObject({ condicionAcademicaId: prueba, coAcDescripcion: 'Prueba académica', esEsDescripcion: 'Suspendido', sedeId: ids.sti });
    const history = (await ctx.call({ method: 'GET', url: `/api/academicos/estudiante-cambio-condicion-academica/${luisa}`, as: 'registro' })).body;
    expect(history).toHaveLength(1);
    const before = await countRows(ctx.database, 'estudiante_cambio');
    const unknown = await ctx.call({
      method: 'POST',
      url: '/api/academicos/estudiante-cambio-condicion-academica',
      as: 'registro',
      payload: { estudianteId: luisa, condicionAcademicaId: 999999 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('condicionAcademicaId');
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: '/api/academicos/estudiante-cambio-condicion-academica',
          as: 'caja',
          payload: { estudianteId: luisa, condicionAcademicaId: prueba },
        })
      ).status,
    ).toBe(403);
    expect(await countRows(ctx.database, 'estudiante_cambio')).toBe(before);
  });

  it('are looked up through one of their careers, and only those they have', async () => {
    const seen = await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/estudianteId/${luisa}/carreraId/${ids.inf}`, as: 'registro' });
    expect(seen.status).toBe(200);
    expect(seen.body.carrera).toMatchObject({ carreraId: ids.inf, planEstudioId: ids.planInf });
    expect((await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/estudianteId/${luisa}/carreraId/${ids.med}`, as: 'admin' })).status).toBe(404);
    expect((await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/estudianteId/${luisa}/carreraId/${ids.inf}`, as: 'caja' })).status).toBe(403);
  });

  it('change career only to one the user works with, offered at the campus, with a plan of that career', async () => {
    const toMed = await ctx.call({
      method: 'POST',
      url: '/api/academicos/estudiante-cambio-carreras',
      as: 'registro',
      payload: { estudianteId: luisa, carreraId: ids.med, planEstudioId: ids.planMed },
    });
    expect(toMed.status).toBe(403);
    const adminToMed = await ctx.call({
      method: 'POST',
      url: '/api/academicos/estudiante-cambio-carreras',
      as: 'admin',
      payload: { estudianteId: luisa, carreraId: ids.med, planEstudioId: ids.planMed },
    });
    expect(adminToMed.status).toBe(400); // Medicina is not offered in Santiago
    expect(adminToMed.body.fields).toHaveProperty('sedeId');
    await ctx.call({ method: 'POST', url: '/api/academicos/estudiantes-cambios-sedes', as: 'admin', payload: { estudianteId: luisa, sedeId: ids.sd } });
    const ok = await ctx.call({
      method: 'POST',
      url: '/api/academicos/estudiante-cambio-carreras',
      as: 'admin',
      payload: { estudianteId: luisa, carreraId: ids.med, planEstudioId: ids.planMed, motivoId: ids.motivo },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.antes).toMatchObject({ carreraId: ids.inf, planEstudioId: ids.planInf });
    expect(ok.body.despues).toMatchObject({ carreraId: ids.med, planEstudioId: ids.planMed });
    // registro no longer works with any of Luisa's careers.
    expect((await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/${luisa}`, as: 'registro' })).status).toBe(403);
  });
});

describe('the student dashboard', () => {
  it('finds a signed-in student’s own record by user name; others need a student screen and stay scoped', async () => {
    const res = await admit(
      { persNombres: 'Elena', documentosIdentificacion: [{ tipoDocumentoIdentificacionId: ids.cedula, doIdValor: cedulaFor(424_242) }] },
      'admin',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The student's account is the student's person (admissions will make it so).
    await ctx.database.query(`update usuario set persona_id = (select persona_id from estudiante where estudiante_id = $1) where usua_nombre = 'estudiante'`, [
      res.body.estudianteId,
    ]);
    const own = await ctx.call({ method: 'GET', url: '/api/dashboard/Estudiante/estudiante', as: 'estudiante' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      estudianteId: res.body.estudianteId,
      matriculaId: res.body.matriculaId,
      carreras: [expect.objectContaining({ carreraId: ids.inf })],
    });
    expect((await ctx.call({ method: 'GET', url: '/api/dashboard/Estudiante/registro', as: 'estudiante' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/dashboard/Estudiante/estudiante', as: 'caja' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/dashboard/Estudiante/estudiante', as: 'registro' })).body.estudianteId).toBe(res.body.estudianteId);
    // Not a student: nothing, rather than an error.
    expect((await ctx.call({ method: 'GET', url: '/api/dashboard/Estudiante/registro', as: 'registro' })).body).toBeNull();
  });
});

describe('a long list of students', () => {
  it('continues by key: each page names where the next starts, and the pages match the numbered ones', async () => {
    // Students with surnames that sort apart and a shared one (the key breaks ties by person).
    for (const [i, apellidos] of ['Abreu Lora', 'Báez Mota', 'Castillo Peña', 'Castillo Peña', 'Díaz Reyes', 'Féliz Rosario', 'Guzmán Then'].entries()) {
      expect((await admit({ persApellidos: apellidos, documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: `PK${i}` }] })).status).toBe(
        201,
      );
    }
    const list = (query: string) => ctx.call({ method: 'GET', url: `/api/academicos/estudiantes?pageSize=3&${query}`, as: 'admin' });
    const byNumber = await Promise.all([1, 2, 3].map((page) => list(`page=${page}`)));
    const ids = (r: { body: { estudianteId: number }[] }) => r.body.map((s) => s.estudianteId);
    let page = byNumber[0];
    const total = page.headers['x-total-count'];
    for (let n = 1; n < 3; n++) {
      const after = page.headers['x-next-after'] as string;
      expect(after).toBeTruthy();
      page = await list(`after=${encodeURIComponent(after)}`);
      expect(ids(page)).toEqual(ids(byNumber[n]));
      // Counted when the list started, not again for every page.
      expect(page.headers['x-total-count']).toBeUndefined();
    }
    expect(Number(total)).toBeGreaterThanOrEqual(7);
    // A key that is not one is bad input.
    const forged = await list(`after=${encodeURIComponent('["x","y",2147483648]')}`);
    expect([forged.status, Object.keys(forged.body.fields)]).toEqual([400, ['after']]);
  });
});
