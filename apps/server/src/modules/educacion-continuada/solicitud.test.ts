import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { idOf, sedeId } from '../../test/academic-fixtures.ts';

/*
 * Continuing education's public requests: the courses open for enrolment; filing a request (a code,
 * the status of new requests, one per person and course — from the public form or from staff — never
 * for a course that takes no enrolments or has no seat left; bad input writes nothing); finding it
 * again with identification and code, failures counted against guessing.
 */

let ctx: TestContext;
const cursos: Record<string, number> = {};
const publico = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.call({ method, url, payload });
const solicitud = (o: object = {}) => ({
  cursoId: cursos.abierto,
  soInNombres: 'María Fernanda',
  soInApellidos: 'Guzmán Tavárez',
  soInIdentificacion: '40212345671',
  soInEmail: 'mfguzman@correo.do',
  soInCelular: '829-555-3000',
  soInProfesion: 'Contadora',
  soInFacebook: true,
  ...o,
});

beforeAll(async () => {
  ctx = await createTestContext();
  const estado = (n: string) => idOf(ctx, `select estado_curso_id as id from ec_estado_curso where est_cur_nombre = $1`, [n]);
  const categoria = (await ctx.call({ method: 'POST', url: '/api/educacion-continuada/categorias-cursos', as: 'admin', payload: { caCuNombre: 'Tecnología' } }))
    .body.categoriaCursoId;
  const base = {
    categoriaCursoId: categoria,
    sedeId: await sedeId(ctx, 'SD'),
    curMonedaId: await idOf(ctx, `select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'DOP'`),
    curCosto: '18500',
    curMontoIns: '6500',
    curCantCuotas: 2,
    curFechaInicio: '2099-03-01',
    curFechaFinal: '2099-04-30',
    curCupo: 30,
    horarios: [{ diaId: await idOf(ctx, `select dia_id as id from dia where dia_orden = 2`), horaInicio: '18:00', horaFin: '21:00' }],
    objetivos: [{ texto: 'Leer y limpiar datos con pandas.' }],
  };
  for (const [k, titulo, o] of [
    ['abierto', 'Python para análisis de datos', { estadoCursoID: await estado('Abierto') }],
    ['planificado', 'Inglés conversacional', { estadoCursoID: await estado('Planificado') }],
    ['empezado', 'Finanzas para no financieros', { estadoCursoID: await estado('Abierto'), curFechaInicio: '2020-01-01', curFechaFinal: '2020-02-01' }],
    ['lleno', 'Primeros auxilios', { estadoCursoID: await estado('Abierto'), curCupo: 1 }],
  ] as const) {
    const r = await ctx.call({ method: 'POST', url: '/api/educacion-continuada/cursos', as: 'admin', payload: { ...base, curTitulo: titulo, ...o } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    cursos[k] = r.body.cursoId;
  }
  // The full course's only seat is taken by a request staff accepted.
  const aceptada = await idOf(ctx, `select estado_solicitud_admision_id as id from ec_estado_solicitud where est_sol_nombre = 'Aceptada'`);
  const r = await ctx.call({
    method: 'POST',
    url: '/api/educacion-continuada/solicitudesinscripcion',
    as: 'admin',
    payload: { ...solicitud({ cursoId: cursos.lleno, soInIdentificacion: '00111111111' }), estadoSolicitudId: aceptada },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
});
afterAll(() => ctx.close());

describe("continuing education's public requests", () => {
  it('lists the courses open for enrolment, with price, meetings and seats left; not a planned one or one already started', async () => {
    const r = await publico('GET', '/api/solicitud-inscripcion/cursos');
    expect(r.status).toBe(200);
    expect(r.body.map((c: { titulo: string }) => c.titulo)).toEqual(['Primeros auxilios', 'Python para análisis de datos']);
    expect(r.body[1]).toMatchObject({
      precio: '18500.00',
      alInscribirse: '6500.00',
      cuotas: 2,
      disponibles: 30,
      moneda: 'DOP',
      objetivos: ['Leer y limpiar datos con pandas.'],
    });
    expect(r.body[1].horario).toEqual([{ dia: expect.any(String), desde: '18:00', hasta: '21:00' }]);
    expect(r.body[0].disponibles).toBe(0);
  });

  it('files a request: a code, the status of new requests, audited; the same person again for the course is refused', async () => {
    const r = await publico('POST', '/api/solicitud-inscripcion/nueva', { solicitud: solicitud() });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ codigo: expect.stringMatching(/^EC-[A-Z2-9]{6}$/), nombre: 'María Fernanda Guzmán Tavárez', estado: 'Recibida' });
    const [fila] = await ctx.database.query<{ estado: string; facebook: boolean; cedula: boolean }>(
      `select e.est_sol_nombre as estado, s.so_in_facebook as facebook, s.so_in_copia_cedula as cedula
         from ec_solicitud_inscripcion s join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id where s.so_in_codigo = $1`,
      [r.body.codigo],
    );
    expect(fila).toEqual({ estado: 'Recibida', facebook: true, cedula: false });
    const [{ n }] = await ctx.database.query<{ n: number }>(`select count(*)::int as n from audit_log where entidad = 'solicitudInscripcion'`);
    expect(n).toBeGreaterThanOrEqual(2);
    const otra = await publico('POST', '/api/solicitud-inscripcion/nueva', { solicitud: solicitud({ soInEmail: 'otra@correo.do' }) });
    expect(otra.status).toBe(409);
    expect(otra.body).toMatchObject({ code: 'inscripcion_duplicada', message: expect.stringContaining(r.body.codigo) });
    // Staff registering the same person for the same course meet the same rule.
    const staff = await ctx.call({
      method: 'POST',
      url: '/api/educacion-continuada/solicitudesinscripcion',
      as: 'admin',
      payload: {
        ...solicitud(),
        estadoSolicitudId: await idOf(ctx, `select estado_solicitud_admision_id as id from ec_estado_solicitud where est_sol_inicial`),
      },
    });
    expect(staff.status).toBe(409);
  });

  it('refuses a course that takes no enrolments or has no seat left, and bad input, writing nothing', async () => {
    const antes = (await ctx.database.query(`select 1 from ec_solicitud_inscripcion`)).length;
    for (const k of ['planificado', 'empezado', 'lleno']) {
      const r = await publico('POST', '/api/solicitud-inscripcion/nueva', { solicitud: solicitud({ cursoId: cursos[k], soInIdentificacion: '00122222222' }) });
      expect(r.status, k).toBe(409);
      expect(r.body.code).toBe('curso_no_abierto');
    }
    const malo = await publico('POST', '/api/solicitud-inscripcion/nueva', {
      solicitud: solicitud({ soInEmail: 'no-es-correo', soInIdentificacion: '00133333333' }),
    });
    expect(malo.status).toBe(400);
    expect(malo.body.fields.soInEmail).toBeTruthy();
    // What staff set cannot come from the public form.
    const colado = await publico('POST', '/api/solicitud-inscripcion/nueva', {
      solicitud: solicitud({ soInIdentificacion: '00144444444', estadoSolicitudId: 3, soInCopiaTitulo: true }),
    });
    expect(colado.status, JSON.stringify(colado.body)).toBe(201);
    const [fila] = await ctx.database.query<{ titulo: boolean; inicial: boolean }>(
      `select s.so_in_copia_titulo as titulo, e.est_sol_inicial as inicial from ec_solicitud_inscripcion s
         join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id where s.so_in_identificacion = '00144444444'`,
    );
    expect(fila).toEqual({ titulo: false, inicial: true });
    expect((await ctx.database.query(`select 1 from ec_solicitud_inscripcion`)).length).toBe(antes + 1);
  });

  it('finds a request by identification and code; a wrong code is a 404, and guessing is stopped', async () => {
    const [{ codigo }] = await ctx.database.query<{ codigo: string }>(
      `select so_in_codigo as codigo from ec_solicitud_inscripcion where so_in_identificacion = '40212345671'`,
    );
    const r = await publico('POST', '/api/solicitud-inscripcion', { documentoIdentificacion: '40212345671', codigo: codigo.toLowerCase() });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ codigo, curso: 'Python para análisis de datos', estado: 'Recibida', inicio: '2099-03-01' });
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await publico('POST', '/api/solicitud-inscripcion', { documentoIdentificacion: '40212345671', codigo: 'EC-ZZZZZZ' })).status);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses[6]).toBe(429);
  });

  it('staff process the waiting requests: each moves once; a status that takes a seat only while the course has one', async () => {
    const estado = (n: string) => idOf(ctx, `select estado_solicitud_admision_id as id from ec_estado_solicitud where est_sol_nombre = $1`, [n]);
    const url = '/api/educacion-continuada/procesar-solicitud';
    const lista = await ctx.call({ method: 'GET', url: `${url}?cursoId=${cursos.abierto}`, as: 'admin' });
    expect(lista.status).toBe(200);
    expect(lista.body.map((s: { identificacion: string }) => s.identificacion)).toEqual(['40212345671', '00144444444']);
    expect(lista.body[0]).toMatchObject({ curso: 'Python para análisis de datos', disponibles: 30, estado: 'Recibida' });
    const [primera] = lista.body;
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: `${url}/${primera.solicitudInscripcionId}`,
          as: 'admin',
          payload: { estadoSolicitudId: await estado('Recibida') },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: `${url}/${primera.solicitudInscripcionId}`,
          as: 'estudiante',
          payload: { estadoSolicitudId: await estado('Aceptada') },
        })
      ).status,
    ).toBe(403);
    const r = await ctx.call({
      method: 'POST',
      url: `${url}/${primera.solicitudInscripcionId}`,
      as: 'admin',
      payload: { estadoSolicitudId: await estado('Aceptada') },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ estado: 'Aceptada', disponibles: 29 });
    const otra = await ctx.call({
      method: 'POST',
      url: `${url}/${primera.solicitudInscripcionId}`,
      as: 'admin',
      payload: { estadoSolicitudId: await estado('Rechazada') },
    });
    expect(otra.status).toBe(409);
    expect(otra.body).toMatchObject({ code: 'solicitud_procesada', message: expect.stringContaining('Aceptada') });
    expect((await ctx.call({ method: 'GET', url, as: 'admin' })).body.map((s: { identificacion: string }) => s.identificacion)).toEqual(['00144444444']);
    // The full course: staff file one more waiting request; accepting it is refused, rejecting it is not.
    const lleno = await ctx.call({
      method: 'POST',
      url: '/api/educacion-continuada/solicitudesinscripcion',
      as: 'admin',
      payload: { ...solicitud({ cursoId: cursos.lleno, soInIdentificacion: '00155555555' }), estadoSolicitudId: await estado('Recibida') },
    });
    // Filed by staff without a code, it gets one too.
    expect(lleno.body.soInCodigo).toMatch(/^EC-[A-Z2-9]{6}$/);
    const id = lleno.body.solicitudInscripcionId;
    const sinCupo = await ctx.call({ method: 'POST', url: `${url}/${id}`, as: 'admin', payload: { estadoSolicitudId: await estado('Aceptada') } });
    expect(sinCupo.status).toBe(409);
    expect(sinCupo.body.code).toBe('curso_no_abierto');
    expect((await ctx.call({ method: 'POST', url: `${url}/${id}`, as: 'admin', payload: { estadoSolicitudId: await estado('Rechazada') } })).status).toBe(200);
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from audit_log where entidad = 'solicitudInscripcion' and accion = 'actualizar'`,
    );
    expect(n).toBe(2);
  });
});
