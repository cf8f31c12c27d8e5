import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { idOf } from '../../test/academic-fixtures.ts';
import { finanzasFixture } from './finanzas.fixture.ts';

/*
 * Continuing-education participants' money: a request accepted into a course is charged the course's
 * enrolment amount and its instalments, once, on the ledger; the participant (a person, found by a
 * request's code or their ID number) pays at the register, and nobody else can pay their charges;
 * their balances, their account, the late fees of their instalments and the collections by course.
 */

let ctx: TestContext;
let ids: Record<string, number>;
let cursoId: number;
let n = 0;
const estados: Record<string, number> = {};
const call = (as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.call({ method, url, as, payload });
const cobrar = (pagador: object, cargos: object[], monto: string) =>
  call('caja', 'POST', '/api/financieros/cobros-servicios', {
    clave: `participante-${Date.now()}-${++n}`,
    pagador,
    monedaPagoId: ids.dop,
    tipoNcfId: ids.b02,
    cargos,
    formasPago: [{ tipoFormaPagoId: ids.efectivo, monto }],
  });
const solicitud = (identificacion: string, estado: string, o: object = {}) =>
  call('admin', 'POST', '/api/educacion-continuada/solicitudesinscripcion', {
    cursoId,
    estadoSolicitudId: estados[estado],
    soInNombres: 'Carolina',
    soInApellidos: 'Batista Mella',
    soInIdentificacion: identificacion,
    soInEmail: `p${identificacion}@correo.do`,
    ...o,
  });
const cargosDe = async (identificacion: string) =>
  ctx.database.query<{ id: number; tipo: string; cuota: number; monto: string; vence: string; periodo: number | null }>(
    `select c.cargo_estudiante_id as id, c.tipo, c.cuota, c.monto::text as monto, to_char(c.fecha_vence, 'YYYY-MM-DD') as vence, c.periodo_academico_id as periodo
       from cargo_estudiante c join ec_solicitud_inscripcion s on s.solicitud_inscripcion_id = c.solicitud_inscripcion_id
      where s.so_in_identificacion = $1 and c.estado = 'vigente' order by c.tipo, c.cuota`,
    [identificacion],
  );

beforeAll(async () => {
  ({ ctx, ids } = await finanzasFixture());
  for (const e of ['Recibida', 'Aceptada', 'Rechazada'])
    estados[e] = await idOf(ctx, `select estado_solicitud_admision_id as id from ec_estado_solicitud where est_sol_nombre = $1`, [e]);
  const categoria = (await call('admin', 'POST', '/api/educacion-continuada/categorias-cursos', { caCuNombre: 'Gestión' })).body.categoriaCursoId;
  const curso = await call('admin', 'POST', '/api/educacion-continuada/cursos', {
    curTitulo: 'Gestión de proyectos',
    categoriaCursoId: categoria,
    estadoCursoID: await idOf(ctx, `select estado_curso_id as id from ec_estado_curso where est_cur_nombre = 'Abierto'`),
    sedeId: ids.sd,
    curMonedaId: ids.dop,
    curCosto: '12000',
    curMontoIns: '3000',
    curCantCuotas: 3,
    curRecargo: '10',
    curRecargoPorcentaje: true,
    curFechaInicio: '2099-01-15',
    curFechaFinal: '2099-04-30',
    curCupo: 20,
    servicioContableID: ids.certificacion,
  });
  expect(curso.status, JSON.stringify(curso.body)).toBe(201);
  cursoId = curso.body.cursoId;
  expect((await call('caja', 'POST', '/api/financieros/cajas-aperturas', { fondos: [] })).status).toBe(201);
});
afterAll(() => ctx.close());

describe("continuing-education participants' charges and payments", () => {
  it('charges a request accepted in processing: the enrolment amount today, the rest monthly from the start; once, on the ledger', async () => {
    const r = await solicitud('40298765410', 'Recibida');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await cargosDe('40298765410')).toEqual([]);
    const url = `/api/educacion-continuada/procesar-solicitud/${r.body.solicitudInscripcionId}`;
    expect((await call('admin', 'POST', url, { estadoSolicitudId: estados.Aceptada })).status).toBe(200);
    const cargos = await cargosDe('40298765410');
    expect(cargos.map(({ tipo, cuota, monto, vence, periodo }) => ({ tipo, cuota, monto, vence, periodo }))).toEqual([
      { tipo: 'cuota', cuota: 1, monto: '3000.00', vence: '2099-01-15', periodo: null },
      { tipo: 'cuota', cuota: 2, monto: '3000.00', vence: '2099-02-15', periodo: null },
      { tipo: 'cuota', cuota: 3, monto: '3000.00', vence: '2099-03-15', periodo: null },
      { tipo: 'inscripcion', cuota: 0, monto: '3000.00', vence: expect.stringMatching(/^20\d\d-\d\d-\d\d$/), periodo: null },
    ]);
    // Each charge posted once, balanced: the receivable debited, the course's service credited.
    const asientos = await ctx.database.query<{ debito: string; credito: string }>(
      `select sum(l.debito)::text as debito, sum(l.credito)::text as credito from transaccion_contable t
         join transaccion_contable_linea l on l.transaccion_contable_id = t.transaccion_contable_id
        where t.origen = 'cargo' and t.cargo_estudiante_id = any($1::int[]) group by t.transaccion_contable_id`,
      [cargos.map((c) => c.id)],
    );
    expect(asientos).toEqual(Array(4).fill({ debito: '3000.00', credito: '3000.00' }));
  });

  it('charges a request staff file already accepted, and writing it again adds nothing; a waiting or rejected one owes nothing', async () => {
    const r = await solicitud('00187654321', 'Aceptada', { soInNombres: 'Pedro Julio', soInApellidos: 'Santana Vólquez' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await cargosDe('00187654321')).length).toBe(4);
    const again = await call('admin', 'PUT', `/api/educacion-continuada/solicitudesinscripcion/${r.body.solicitudInscripcionId}`, {
      ...r.body,
      soInCelular: '829-555-0000',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await cargosDe('00187654321')).length).toBe(4);
    expect((await solicitud('00199999999', 'Rechazada')).status).toBe(201);
    expect(await cargosDe('00199999999')).toEqual([]);
  });

  it('finds the participant at the register by code or ID number; they pay their charges, nobody else can', async () => {
    const [codigo] = await ctx.database.query<{ codigo: string }>(
      `select so_in_codigo as codigo from ec_solicitud_inscripcion where so_in_identificacion = '40298765410'`,
    );
    const porCodigo = await call('caja', 'GET', `/api/financieros/cobros-servicios/tipoestudianteid/participante/codigoestudiante/${codigo.codigo}/periodo/0`);
    expect(porCodigo.status, JSON.stringify(porCodigo.body)).toBe(200);
    expect(porCodigo.body).toMatchObject({ tipo: 'participante', codigo: '40298765410', nombre: 'Carolina Batista Mella', area: 'Gestión de proyectos' });
    // Oldest due first: the enrolment amount is due today, the instalments when the course runs.
    expect(porCodigo.body.cargos.map((c: { concepto: string }) => c.concepto)).toEqual([
      'Inscripción · Gestión de proyectos',
      'Cuota 1 de 3 · Gestión de proyectos',
      'Cuota 2 de 3 · Gestión de proyectos',
      'Cuota 3 de 3 · Gestión de proyectos',
    ]);
    const porCedula = await call('caja', 'GET', `/api/financieros/cobros-servicios/tipoestudianteid/participante/codigoestudiante/402-9876541-0/periodo/0`);
    expect(porCedula.body.codigo).toBe('40298765410');
    expect((await call('caja', 'GET', `/api/financieros/cobros-servicios/tipoestudianteid/participante/codigoestudiante/EC-ZZZZZZ/periodo/0`)).status).toBe(
      404,
    );

    const inscripcion = (await cargosDe('40298765410')).find((c) => c.tipo === 'inscripcion')!;
    const ajeno = await cobrar({ tipo: 'participante', codigo: '00187654321' }, [{ cargoEstudianteId: inscripcion.id, monto: '3000' }], '3000');
    expect(ajeno.status).toBe(400);
    const pagado = await cobrar({ tipo: 'participante', codigo: codigo.codigo }, [{ cargoEstudianteId: inscripcion.id, monto: '3000' }], '3000');
    expect(pagado.status, JSON.stringify(pagado.body)).toBe(201);
    expect(pagado.body).toMatchObject({ pagador: 'participante', nombrePersona: 'Carolina Batista Mella', total: '3000.00' });
    expect(pagado.body.cargos).toEqual([{ cargoEstudianteId: inscripcion.id, concepto: 'Inscripción · Gestión de proyectos', monto: '3000.00' }]);
    const otraVez = await cobrar({ tipo: 'participante', codigo: codigo.codigo }, [{ cargoEstudianteId: inscripcion.id, monto: '1' }], '1');
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.code).toBe('cargo_excede');
  });

  it("says what each participant owes, and opens one's account by code or ID number", async () => {
    const r = await call('caja', 'GET', '/api/financieros/balance-personas');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual([
      {
        identificacion: '00187654321',
        nombre: 'Pedro Julio Santana Vólquez',
        moneda: 'DOP',
        cursos: 1,
        cargado: '12000.00',
        pagado: '0.00',
        balance: '12000.00',
        vencido: '0.00',
      },
      {
        identificacion: '40298765410',
        nombre: 'Carolina Batista Mella',
        moneda: 'DOP',
        cursos: 1,
        cargado: '12000.00',
        pagado: '3000.00',
        balance: '9000.00',
        vencido: '0.00',
      },
    ]);
    expect(
      (await call('caja', 'GET', '/api/financieros/balance-personas?value=batista')).body.map((x: { identificacion: string }) => x.identificacion),
    ).toEqual(['40298765410']);
    const cuenta = await call('caja', 'GET', '/api/financieros/balance-personas/402-9876541-0');
    expect(cuenta.status, JSON.stringify(cuenta.body)).toBe(200);
    expect(cuenta.body).toMatchObject({
      identificacion: '40298765410',
      nombre: 'Carolina Batista Mella',
      solicitudes: [{ curso: 'Gestión de proyectos', estado: 'Aceptada' }],
      balance: '9000.00',
      vencido: '0.00',
    });
    expect(
      cuenta.body.cargos.every((c: { periodo: string; periodoAcademicoId: null }) => c.periodo === 'Gestión de proyectos' && c.periodoAcademicoId === null),
    ).toBe(true);
    expect(cuenta.body.pagos).toHaveLength(1);
    expect((await call('caja', 'GET', '/api/financieros/balance-personas/00100000000')).status).toBe(404);
    expect((await call('estudiante', 'GET', '/api/financieros/balance-personas')).status).toBe(403);
    expect((await call('estudiante', 'GET', '/api/financieros/balance-personas/40298765410')).status).toBe(403);
    expect((await call('caja', 'GET', `/api/financieros/balance-personas/${'9'.repeat(21)}`)).status).toBe(400);
  });

  it('charges late fees on instalments owed past due: a trial writes nothing, a run writes each once', async () => {
    const url = '/api/financieros/proceso-recargo-ec';
    expect((await call('admin', 'POST', url, { fecha: '31/02/2099' })).status).toBe(400);
    expect((await call('estudiante', 'POST', url, { fecha: '2099-02-01' })).status).toBe(403);
    const prueba = await call('admin', 'POST', url, { fecha: '2099-02-01', prueba: true });
    expect(prueba.status, JSON.stringify(prueba.body)).toBe(200);
    // Only the first instalment is past due on that day: 10 % of it for each of the two participants.
    expect(prueba.body).toEqual({ fecha: '2099-02-01', recargos: 2, estudiantes: 2, montos: [{ moneda: 'DOP', total: '600.00' }], prueba: true });
    expect((await cargosDe('40298765410')).some((c) => c.tipo === 'recargo')).toBe(false);
    const hecho = await call('admin', 'POST', url, { fecha: '2099-02-01', cursoId });
    expect(hecho.body).toMatchObject({ recargos: 2, montos: [{ moneda: 'DOP', total: '600.00' }], prueba: false });
    expect((await cargosDe('40298765410')).filter((c) => c.tipo === 'recargo')).toEqual([
      expect.objectContaining({ cuota: 1, monto: '300.00', vence: '2099-02-01' }),
    ]);
    expect((await call('admin', 'POST', url, { fecha: '2099-02-01' })).body).toMatchObject({ recargos: 0, montos: [] });
    expect((await call('admin', 'POST', url, { fecha: '2099-02-01', cursoId: 999999 })).status).toBe(404);
    const [{ asientos }] = await ctx.database.query<{ asientos: number }>(
      `select count(*)::int as asientos from transaccion_contable t join cargo_estudiante c on c.cargo_estudiante_id = t.cargo_estudiante_id
        where t.origen = 'cargo' and c.tipo = 'recargo' and c.solicitud_inscripcion_id is not null`,
    );
    expect(asientos).toBe(2);
  });

  it('reports what was collected by course over a span', async () => {
    const dia = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const r = await call('caja', 'GET', `/api/financieros/informes/cobrosCursoEp?desde=${dia(-7)}&hasta=${dia(1)}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.filas).toEqual([
      {
        moneda: 'DOP',
        curso: 'Gestión de proyectos',
        participantes: 1,
        recibos: 1,
        inscripcion: '3000.00',
        cuotas: '0.00',
        recargos: '0.00',
        monto: '3000.00',
      },
    ]);
    expect((await call('estudiante', 'GET', `/api/financieros/informes/cobrosCursoEp?desde=${dia(-7)}&hasta=${dia(1)}`)).status).toBe(403);
    expect((await call('caja', 'GET', `/api/financieros/informes/cobrosCursoEp?desde=${dia(1)}&hasta=${dia(-7)}`)).status).toBe(400);
    expect(r.body.totales).toEqual([
      { moneda: 'DOP', participantes: 1, recibos: 1, inscripcion: '3000.00', cuotas: '0.00', recargos: '0.00', monto: '3000.00' },
    ]);
  });
});
