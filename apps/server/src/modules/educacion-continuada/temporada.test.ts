import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Participacion } from '@claustro/domain/educacion-continuada/participantes.contract';
import { loadInstitution } from '../../platform/config.ts';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';
import { idOf } from '../../test/academic-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { seedDemoUniversity } from '../../seed/demo-university.ts';

/*
 * Continuing education's season on the demo university: templates and a course made from one,
 * budgets against what happened (an approved one keeps its plan), participants' attendance and
 * documents, certificates issued only to whoever meets their course's requirements (the cashier's
 * payment over the balance settles a participant) and checked at `/validacion-titulo`, withdrawals,
 * academic endorsements, the Moodle file, the reports — bad input writing nothing, and nobody but the
 * screens' holders (the coordinator reaching only continuing education).
 */

let ctx: TestContext;
const hoy = '2026-12-04';
const clock = { now: () => new Date(`${hoy}T15:00:00Z`), today: () => hoy };
const call = (as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.call({ method, url, as, payload });
const ec = (path: string) => `/api/educacion-continuada/${path}`;
const cursoDe = (titulo: string) => idOf(ctx, `select curso_id as id from ec_curso where cur_titulo = $1 order by curso_id limit 1`, [titulo]);
const participaciones = async (cursoId: number) => (await call('continuada', 'GET', ec(`estudiantes?cursoId=${cursoId}&pageSize=100`))).body as Participacion[];
const validar = (codigo: string) => ctx.call({ method: 'POST', url: '/api/validacion-titulo', payload: { codigo } });

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await seedDemoUniversity(ctx.database, clock, { institution: loadInstitution('TEST') });
}, 300_000);
afterAll(() => ctx.close());

describe("the demo's continuing-education season", () => {
  it('has templates, budgets, endorsements, a withdrawal, attendance, documents and a certificate that checks', async () => {
    const plantillas = await call('continuada', 'GET', ec('cursos-plantillas'));
    expect(plantillas.body.length).toBeGreaterThanOrEqual(3);
    const auxilios = await participaciones(await cursoDe('Primeros auxilios y soporte vital básico'));
    expect(auxilios.length).toBe(3);
    const certificado = auxilios.find((p) => p.certificado)!;
    expect(certificado.falta).toEqual([]);
    expect((await validar(certificado.certificado!)).body).toMatchObject({ tipo: 'certificado_ec', estado: 'vigente', nombre: certificado.nombre });
    // The others lack something named: attendance, or a document still under review.
    expect(
      auxilios
        .filter((p) => !p.certificado)
        .flatMap((p) => p.falta)
        .sort(),
    ).toEqual(['asistencia', 'documentos']);
    const avales = (await call('continuada', 'GET', ec('solicitudes-aval?pageSize=50'))).body as { estado: string; numero: string | null }[];
    expect(new Set(avales.map((a) => a.estado))).toEqual(new Set(['recibida', 'en_revision', 'aprobada', 'rechazada', 'retirada']));
    expect(avales.filter((a) => a.estado === 'aprobada').every((a) => /^AVAL-2026-\d{4}$/.test(a.numero!))).toBe(true);
    expect((await call('continuada', 'GET', ec('retirar-solicitud'))).body).toHaveLength(1);
  });

  it("sets a budget against what happened: finance's income for the course, costs spent, the result both ways, who approved it", async () => {
    const [{ id }] = await ctx.database.query<{ id: number }>(
      `select p.presupuesto_id as id from ec_presupuesto p join ec_curso c on c.curso_id = p.curso_id where c.cur_titulo = 'Python para análisis de datos'`,
    );
    const e = (await call('continuada', 'GET', ec(`presupuestos/${id}/ejecucion`))).body;
    const [finanzas] = await ctx.database.query<{ cargado: string; pagado: string }>(
      `select sum(c.monto - c.refinanciado)::text as cargado, sum(c.pagado)::text as pagado from cargo_estudiante c
         join ec_solicitud_inscripcion s on s.solicitud_inscripcion_id = c.solicitud_inscripcion_id join ec_curso cu on cu.curso_id = s.curso_id
        where cu.cur_titulo = 'Python para análisis de datos' and c.estado = 'vigente'`,
    );
    expect(e).toMatchObject({ aprobado: true, moneda: 'DOP', ingresos: { presupuestado: '462500.00', cargado: finanzas.cargado, cobrado: finanzas.pagado } });
    expect(e.costos).toEqual({ presupuestado: '186750.00', ejecutado: '87000.00' });
    expect(e.resultado).toEqual({ presupuestado: '275750.00', real: expect.any(String) });
    expect(e.pasos.map((p: { estado: string; usuario: string }) => [p.estado, p.usuario])).toEqual([
      ['Borrador', 'admin'],
      ['Aprobado', 'admin'],
    ]);
  });

  it('keeps an approved budget’s plan (409) while what was spent is written; a status change is a step with who made it', async () => {
    const [{ id }] = await ctx.database.query<{ id: number }>(`select presupuesto_id as id from ec_presupuesto order by 1 limit 1`);
    const url = ec(`presupuestos/${id}`);
    const p = (await call('continuada', 'GET', url)).body;
    const cambiado = { ...p, lineas: p.lineas.map((l: object, i: number) => (i === 0 ? { ...l, prLiMontoUnitario: '19000' } : l)) };
    const r = await call('continuada', 'PUT', url, cambiado);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('presupuesto_aprobado');
    const gastado = { ...p, lineas: p.lineas.map((l: object, i: number) => (i === 1 ? { ...l, prLiEjecutado: '90000' } : l)) };
    expect((await call('continuada', 'PUT', url, gastado)).status).toBe(200);
    const borrador = await idOf(ctx, `select estado_presupuesto_id as id from ec_estado_presupuesto where est_pre_nombre = 'Borrador'`);
    expect((await call('continuada', 'PUT', url, { ...gastado, estadoPresupuestoId: borrador })).status).toBe(200);
    expect((await call('continuada', 'PUT', url, { ...cambiado, estadoPresupuestoId: borrador })).status).toBe(200);
    const e = (await call('continuada', 'GET', ec(`presupuestos/${id}/ejecucion`))).body;
    expect(e.pasos.at(-1)).toMatchObject({ estado: 'Borrador', usuario: 'continuada' });
    expect(e.lineas[0].presupuestado).toBe('475000.00');
  });
});

describe('templates', () => {
  it('makes a course from a template: its price, hours, attendance, lists and template kept; planned', async () => {
    const [{ id, titulo }] = await ctx.database.query<{ id: number; titulo: string }>(
      `select curso_plantilla_id as id, cu_pl_titulo as titulo from ec_curso_plantilla order by 1 limit 1`,
    );
    const sedeId = await idOf(ctx, `select sede_id as id from sede where sede_iniciales = 'SD'`);
    const antes = await countRows(ctx.database, 'ec_curso');
    for (const malo of [
      { curFechaInicio: '2027-03-01', curFechaFinal: '2027-02-01', sedeId, curCupo: 20 },
      { curFechaInicio: '2027-03-01', curFechaFinal: '2027-04-01', curCupo: 20 },
      { curFechaInicio: '2027-03-01', curFechaFinal: '2027-04-01', sedeId, curCupo: 0 },
    ]) {
      const r = await call('continuada', 'POST', ec(`cursos-plantillas/${id}/curso`), malo);
      expect(r.status, JSON.stringify(malo)).toBe(400);
    }
    expect(await countRows(ctx.database, 'ec_curso')).toBe(antes);
    const r = await call('continuada', 'POST', ec(`cursos-plantillas/${id}/curso`), {
      curFechaInicio: '2027-03-01',
      curFechaFinal: '2027-04-30',
      sedeId,
      curCupo: 20,
      edicion: 2,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const c = (await call('continuada', 'GET', ec(`cursos/${r.body.cursoId}`))).body;
    const p = (await call('continuada', 'GET', ec(`cursos-plantillas/${id}`))).body;
    expect(c).toMatchObject({
      curTitulo: titulo,
      cursoPlantillaId: id,
      edicion: 2,
      curCosto: p.cuPlCosto,
      curCantidadHoras: p.cuPlCantidadHoras,
      curAsistenciaMinima: p.cuPlAsistenciaMinima,
    });
    expect(c.contenidos.map((x: { texto: string }) => x.texto)).toEqual(p.contenidos.map((x: { texto: string }) => x.texto));
    const planificado = await idOf(ctx, `select estado_curso_id as id from ec_estado_curso where est_cur_nombre = 'Planificado'`);
    expect(c.estadoCursoID).toBe(planificado);
    expect(
      (
        await call('continuada', 'POST', ec('cursos-plantillas/999999/curso'), {
          curFechaInicio: '2027-03-01',
          curFechaFinal: '2027-04-30',
          sedeId,
          curCupo: 20,
        })
      ).status,
    ).toBe(404);
  });
});

describe('participants: attendance, documents, certificates', () => {
  it('takes attendance within the course and not after today, only of its seated participants; corrects it', async () => {
    const cursoId = await cursoDe('Diplomado en gestión de proyectos');
    const [p1, p2] = await participaciones(cursoId);
    const url = ec(`cursos/${cursoId}/asistencia`);
    const antes = await countRows(ctx.database, 'ec_asistencia');
    for (const fecha of ['2026-12-05', '2020-01-01']) {
      const r = await call('continuada', 'PUT', url, { fecha, presentes: [{ solicitudInscripcionId: p1.solicitudInscripcionId, presente: true }] });
      expect(r.status).toBe(400);
      expect(r.body.fields.fecha).toBeTruthy();
    }
    const ajena = (await participaciones(await cursoDe('Primeros auxilios y soporte vital básico')))[0];
    const otra = await call('continuada', 'PUT', url, { fecha: hoy, presentes: [{ solicitudInscripcionId: ajena.solicitudInscripcionId, presente: true }] });
    expect(otra.status).toBe(409);
    expect(otra.body.code).toBe('participante_no_inscrito');
    expect((await call('continuada', 'PUT', url, { fecha: hoy, presentes: [] })).status).toBe(400);
    expect(await countRows(ctx.database, 'ec_asistencia')).toBe(antes);
    const tomar = (presente: boolean) =>
      call('continuada', 'PUT', url, {
        fecha: hoy,
        presentes: [
          { solicitudInscripcionId: p1.solicitudInscripcionId, presente },
          { solicitudInscripcionId: p2.solicitudInscripcionId, presente: true },
        ],
      });
    expect((await tomar(false)).status).toBe(200);
    const r = await tomar(true);
    expect(r.body.sesiones).toContain(hoy);
    expect(r.body.participantes.find((x: { solicitudInscripcionId: number }) => x.solicitudInscripcionId === p1.solicitudInscripcionId).presente).toBe(true);
    const despues = (await participaciones(cursoId)).find((x) => x.solicitudInscripcionId === p1.solicitudInscripcionId)!;
    expect(despues.asistencia.sesiones).toBe(p1.asistencia.sesiones + 1);
    expect(despues.asistencia.presentes).toBe(p1.asistencia.presentes + 1);
  });

  it('sets where a required document stands; one the course does not ask is refused', async () => {
    const cursoId = await cursoDe('Primeros auxilios y soporte vital básico');
    const d = (await call('continuada', 'GET', ec(`cursos/${cursoId}/documentos`))).body;
    expect(d.documentos.map((x: { nombre: string }) => x.nombre)).toEqual(['Copia de la cédula o pasaporte', 'Foto 2x2', 'Carta compromiso']);
    const falta = d.participantes.find((p: { entregas: { cumple: boolean }[] }) => p.entregas.some((e) => !e.cumple));
    const foto = falta.entregas.find((e: { cumple: boolean }) => !e.cumple);
    const aprobado = await idOf(ctx, `select estado_documento_solicitud_id as id from ec_estado_documento where est_do_nombre = 'Aprobado'`);
    const noPide = await idOf(ctx, `select documento_plantilla_id as id from ec_documento_plantilla where do_pl_nombre = 'Copia del título'`);
    const url = (doc: number) => ec(`solicitudes/${falta.solicitudInscripcionId}/documentos/${doc}`);
    expect((await call('continuada', 'PUT', url(noPide), { estadoDocumentoSolicitudId: aprobado })).body.code).toBe('documento_no_requerido');
    expect((await call('continuada', 'PUT', url(foto.documentoPlantillaId), { estadoDocumentoSolicitudId: 999999 })).status).toBe(400);
    const r = await call('continuada', 'PUT', url(foto.documentoPlantillaId), { estadoDocumentoSolicitudId: aprobado, nota: 'Foto nueva, conforme.' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ estado: 'Aprobado', cumple: true, nota: 'Foto nueva, conforme.' });
  });

  it('issues certificates only to whoever lacks nothing (all or none); the cashier settles a balance; the code checks until annulled', async () => {
    const cursoId = await cursoDe('Primeros auxilios y soporte vital básico');
    const todos = await participaciones(cursoId);
    const listo = todos.find((p) => !p.certificado && !p.falta.length)!; // the one whose photo was just accepted
    const sinAsistencia = todos.find((p) => p.falta.includes('asistencia'))!;
    const antes = await countRows(ctx.database, 'ec_certificado');
    const r = await call('continuada', 'POST', ec('diplomas'), { solicitudes: [listo.solicitudInscripcionId, sinAsistencia.solicitudInscripcionId] });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'certificado_no_procede', message: expect.stringContaining(sinAsistencia.nombre) });
    expect(await countRows(ctx.database, 'ec_certificado')).toBe(antes);
    // A course under way owes: its participants lack the end and their balance; the cashier takes a payment over the balance.
    const diplomado = (await participaciones(await cursoDe('Diplomado en gestión de proyectos'))).find((p) => p.saldo && p.saldo.balance !== '0.00')!;
    expect(diplomado.falta).toEqual(expect.arrayContaining(['curso_en_marcha', 'saldo']));
    const ids = {
      dop: await idOf(ctx, `select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'DOP'`),
      b02: await idOf(ctx, `select tipo_ncf_id as id from tipo_ncf where ti_nc_descripcion like 'B02%'`),
      efectivo: await idOf(ctx, `select tipo_forma_pago_contable_id as id from tipo_forma_pago where ti_fp_descripcion = 'Efectivo'`),
    };
    await call('caja', 'POST', '/api/financieros/cajas-aperturas', { fondos: [] });
    const pago = await call('caja', 'POST', '/api/financieros/cobros-servicios/pago-balance', {
      clave: `ec-balance-${Date.now()}`,
      pagador: { tipo: 'participante', codigo: diplomado.identificacion },
      monedaPagoId: ids.dop,
      tipoNcfId: ids.b02,
      monto: diplomado.saldo!.balance,
      formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: diplomado.saldo!.balance }],
    });
    expect(pago.status, JSON.stringify(pago.body)).toBe(201);
    const pagado = (await participaciones(diplomado.cursoId)).find((p) => p.solicitudInscripcionId === diplomado.solicitudInscripcionId)!;
    expect(pagado.saldo!.balance).toBe('0.00');
    expect(pagado.falta).not.toContain('saldo');

    const emitidos = await call('continuada', 'POST', ec('diplomas'), { solicitudes: [listo.solicitudInscripcionId] });
    expect(emitidos.status, JSON.stringify(emitidos.body)).toBe(201);
    const codigo = emitidos.body[0].certificado as string;
    expect((await validar(codigo)).body).toMatchObject({ tipo: 'certificado_ec', estado: 'vigente', nombre: listo.nombre });
    expect((await call('continuada', 'POST', ec('diplomas'), { solicitudes: [listo.solicitudInscripcionId] })).body.code).toBe('certificado_emitido');
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: ec(`diplomas/pdf?ids=${listo.solicitudInscripcionId}`),
      headers: { authorization: `Bearer ${(await ctx.login('continuada')).token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const texto = pdfText(pdf.rawPayload);
    expect(texto).toContain(listo.nombre);
    expect(texto).toContain(codigo);
    expect(texto).toContain('Primeros auxilios');
    // The participant finds their certificate's code with their request.
    const publico = await ctx.call({
      method: 'POST',
      url: '/api/solicitud-inscripcion',
      payload: { documentoIdentificacion: listo.identificacion, codigo: listo.codigo },
    });
    expect(publico.body).toMatchObject({
      certificado: codigo,
      asistencia: { sesiones: listo.asistencia.sesiones, presentes: listo.asistencia.presentes, minimo: 80 },
      saldo: { balance: '0.00' },
    });
    // One who still owes reads how much.
    const debe = (await call('continuada', 'GET', ec('estudiantes?pageSize=100'))).body.find(
      (p: Participacion) => p.saldo && p.saldo.balance !== '0.00' && p.codigo,
    );
    const suyo = await ctx.call({
      method: 'POST',
      url: '/api/solicitud-inscripcion',
      payload: { documentoIdentificacion: debe.identificacion, codigo: debe.codigo },
    });
    expect(suyo.body.saldo).toMatchObject({ balance: debe.saldo.balance, moneda: 'DOP' });
    // Annulled: it checks as annulled, and another may be issued.
    expect((await call('continuada', 'POST', ec(`diplomas/${listo.solicitudInscripcionId}/anular`), { motivo: 'corto' })).status).toBe(400);
    expect(
      (await call('continuada', 'POST', ec(`diplomas/${listo.solicitudInscripcionId}/anular`), { motivo: 'El nombre se imprimió sin el segundo apellido.' }))
        .status,
    ).toBe(200);
    expect((await validar(codigo)).body).toMatchObject({ estado: 'anulado' });
    expect(
      (await call('continuada', 'POST', ec(`diplomas/${listo.solicitudInscripcionId}/anular`), { motivo: 'El nombre se imprimió sin el segundo apellido.' }))
        .status,
    ).toBe(404);
    const otro = await call('continuada', 'POST', ec('diplomas'), { solicitudes: [listo.solicitudInscripcionId] });
    expect(otro.status).toBe(201);
    expect(otro.body[0].certificado).not.toBe(codigo);
  });
});

describe('withdrawals', () => {
  it("frees the seat, annuls what was unpaid with the reason, records what was paid for finance's decision — once", async () => {
    const cursoId = await cursoDe('Python para análisis de datos');
    const [p] = await participaciones(cursoId);
    const abiertos = async () =>
      (await ctx.call({ method: 'GET', url: '/api/solicitud-inscripcion/cursos' })).body.find((c: { cursoId: number }) => c.cursoId === cursoId).disponibles;
    const libres = await abiertos();
    expect((await call('continuada', 'POST', ec('retirar-solicitud'), { solicitudInscripcionId: p.solicitudInscripcionId, motivo: 'no' })).status).toBe(400);
    const r = await call('continuada', 'POST', ec('retirar-solicitud'), {
      solicitudInscripcionId: p.solicitudInscripcionId,
      motivo: 'Se mudó a Santiago y no podrá asistir a las sesiones.',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ pagado: p.saldo!.pagado, decision: p.saldo!.pagado === '0.00' ? 'ninguna' : 'pendiente', usuario: 'continuada' });
    expect(await abiertos()).toBe(libres + 1);
    const [vigentes] = await ctx.database.query<{ n: number; motivo: string | null }>(
      `select count(*) filter (where estado = 'vigente' and pagado = 0)::int as n, max(motivo_anulacion) as motivo from cargo_estudiante where solicitud_inscripcion_id = $1`,
      [p.solicitudInscripcionId],
    );
    expect(vigentes).toEqual({ n: 0, motivo: 'Se mudó a Santiago y no podrá asistir a las sesiones.' });
    const otra = await call('continuada', 'POST', ec('retirar-solicitud'), {
      solicitudInscripcionId: p.solicitudInscripcionId,
      motivo: 'Se mudó a Santiago de nuevo.',
    });
    expect(otra.body.code).toBe('solicitud_retirada');
    // Finance decides what was paid: a refund says how; once.
    const url = ec(`retirar-solicitud/${p.solicitudInscripcionId}/decision`);
    if (r.body.decision === 'pendiente') {
      expect((await call('caja', 'POST', url, { decision: 'reembolso' })).status).toBe(400);
      const d = await call('caja', 'POST', url, { decision: 'reembolso', nota: 'Transferencia 88123 del 4 de diciembre.' });
      expect(d.status, JSON.stringify(d.body)).toBe(200);
      expect(d.body).toMatchObject({ decision: 'reembolso', decididoPor: 'caja' });
    }
    expect((await call('caja', 'POST', url, { decision: 'ninguna' })).body.code).toBe('decision_tomada');
  });
});

describe('academic endorsements', () => {
  it('are registered, reviewed, approved with the next number of the year or rejected with a note, and withdrawn; never backwards', async () => {
    const nueva = {
      organizacion: 'Sociedad Dominicana de Pediatría',
      rnc: '401234567',
      contacto: 'Dra. Rosa Marte',
      email: 'rmarte@sdp.org.do',
      titulo: 'Congreso de pediatría 2027',
      descripcion: 'Tres días de conferencias y talleres con evaluación final.',
      horas: 24,
      fechaInicio: '2027-02-10',
      fechaFin: '2027-02-12',
      participantes: 300,
    };
    const antes = await countRows(ctx.database, 'ec_solicitud_aval');
    for (const malo of [
      { ...nueva, fechaFin: '2027-02-01' },
      { ...nueva, rnc: '12' },
      { ...nueva, descripcion: 'corta' },
      { ...nueva, horas: 0 },
    ])
      expect((await call('continuada', 'POST', ec('solicitudes-aval'), malo)).status).toBe(400);
    expect(await countRows(ctx.database, 'ec_solicitud_aval')).toBe(antes);
    const r = await call('continuada', 'POST', ec('solicitudes-aval'), nueva);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const id = r.body.solicitudAvalId;
    const mover = (estado: string, nota?: string) => call('continuada', 'POST', ec(`solicitudes-aval/${id}/estado`), { estado, nota });
    expect((await mover('aprobada')).body.code).toBe('estado_no_permitido');
    expect((await mover('en_revision')).status).toBe(200);
    expect((await mover('rechazada')).status).toBe(400);
    const aprobada = await mover('aprobada', 'Cumple los criterios del comité académico.');
    expect(aprobada.body).toMatchObject({ estado: 'aprobada', numero: 'AVAL-2026-0003' });
    expect(aprobada.body.historial.map((p: { estado: string; usuario: string }) => `${p.estado}:${p.usuario}`)).toEqual([
      'recibida:continuada',
      'en_revision:continuada',
      'aprobada:continuada',
    ]);
    expect((await mover('en_revision')).body.code).toBe('estado_no_permitido');
    expect((await call('continuada', 'POST', ec(`solicitudes-aval/${id}/retiro`), { nota: 'corta' })).status).toBe(400);
    const retirada = await call('continuada', 'POST', ec(`solicitudes-aval/${id}/retiro`), { nota: 'El congreso se canceló por falta de patrocinio.' });
    expect(retirada.body).toMatchObject({ estado: 'retirada', numero: 'AVAL-2026-0003' });
    expect((await call('continuada', 'GET', ec('solicitudes-aval?estado=aprobada'))).body.every((a: { estado: string }) => a.estado === 'aprobada')).toBe(true);
  });
});

describe('the Moodle file', () => {
  it("has a course's seated participants as students and its facilitators as teachers, in Moodle's upload columns", async () => {
    const cursoId = await cursoDe('Diplomado en gestión de proyectos');
    const r = await ctx.app.inject({
      method: 'GET',
      url: ec(`exportar-moodle/${cursoId}?curso=pmp-2026`),
      headers: { authorization: `Bearer ${(await ctx.login('continuada')).token}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    const lineas = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lineas[0]).toBe('username,firstname,lastname,email,idnumber,course1,role1');
    const seated = (await participaciones(cursoId)).length;
    expect(lineas.filter((l) => l.endsWith(',pmp-2026,student'))).toHaveLength(seated);
    expect(lineas.filter((l) => l.endsWith(',pmp-2026,editingteacher'))).toHaveLength(1);
    expect(lineas.slice(1).every((l) => /^[a-z0-9_.@-]+,/.test(l))).toBe(true);
    const bad = await call('continuada', 'GET', ec(`exportar-moodle/${cursoId}?curso=con espacios`));
    expect(bad.status).toBe(400);
  });
});

describe('reports', () => {
  it('sales by executive and month, the course plan and attendance answer rows that add up', async () => {
    const q = 'desde=2026-01-01&hasta=2026-12-31';
    const ventas = (await call('continuada', 'GET', `/api/reportes/ventasContinuada?${q}`)).body;
    expect(ventas.filas.length).toBeGreaterThan(0);
    const mes = (await call('continuada', 'GET', `/api/reportes/ventasMesContinuada?${q}`)).body;
    expect(mes.totales[0].vendido).toBe(ventas.totales[0].vendido);
    const plan = (await call('continuada', 'GET', `/api/reportes/planCursoContinuada?desde=2026-06-01&hasta=2027-06-01`)).body;
    expect(plan.filas.map((f: { curso: string }) => f.curso)).toContain('Python para análisis de datos');
    const asistencia = (await call('continuada', 'GET', `/api/reportes/asistenciaContinuada?desde=2026-06-01&hasta=2026-12-31&buscar=auxilios`)).body;
    expect(asistencia.filas).toHaveLength(3);
    expect(asistencia.filas.filter((f: { cumple: string }) => f.cumple === 'No')).toHaveLength(1);
  });
});

describe("companies' course requests and their quotes", () => {
  it('quotes a closed group (also as a PDF), accepts it making its course for the group, or rejects it with why; never backwards', async () => {
    const demo = (await call('continuada', 'GET', ec('solicitud-cursos'))).body as { estado: string; cursoId: number | null }[];
    expect(demo.map((d) => d.estado).sort()).toEqual(['aceptada', 'cotizada', 'recibida']);
    expect(demo.find((d) => d.estado === 'aceptada')!.cursoId).toEqual(expect.any(Number));
    const [{ id: plantilla }] = await ctx.database.query<{ id: number }>(
      `select curso_plantilla_id as id from ec_curso_plantilla where cu_pl_titulo = 'Python para análisis de datos'`,
    );
    const [{ id: empresaId }] = await ctx.database.query<{ id: number }>(`select empresa_id as id from ec_empresa order by 1 limit 1`);
    const nueva = { empresaId, cursoPlantillaId: plantilla, participantes: 12, contacto: 'Lic. Ana Soto', email: 'asoto@empresa.do' };
    const antes = await countRows(ctx.database, 'ec_solicitud_curso');
    for (const malo of [
      { ...nueva, participantes: 0 },
      { ...nueva, email: 'no' },
      { ...nueva, empresaId: 999999 },
    ])
      expect((await call('continuada', 'POST', ec('solicitud-cursos'), malo)).status, JSON.stringify(malo)).toBe(400);
    expect(await countRows(ctx.database, 'ec_solicitud_curso')).toBe(antes);
    const r = await call('continuada', 'POST', ec('solicitud-cursos'), nueva);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const id = r.body.solicitudCursoId;
    const sedeId = await idOf(ctx, `select sede_id as id from sede where sede_iniciales = 'SD'`);
    const aceptar = () =>
      call('continuada', 'POST', ec(`solicitud-cursos/${id}/aceptar`), { curFechaInicio: '2027-03-01', curFechaFinal: '2027-04-26', sedeId });
    expect((await aceptar()).body.code).toBe('estado_no_permitido');
    expect((await call('continuada', 'POST', ec(`solicitud-cursos/${id}/cotizar`), { descuento: 101 })).status).toBe(400);
    expect((await call('continuada', 'POST', ec(`solicitud-cursos/${id}/cotizar`), { descuento: 12.5 })).body).toMatchObject({
      estado: 'cotizada',
      descuento: '12.50',
    });
    // The quote the company is handed: the template's price less the discount, times the participants; the PDF says it.
    const cot = await call(
      'continuada',
      'GET',
      `/api/financieros/cotizacion/curso?cursoPlantillaId=${plantilla}&participantes=12&descuento=12.5&empresaId=${empresaId}&inicio=2027-03-01`,
    );
    expect(cot.body).toMatchObject({
      precio: '18500.00',
      precioConDescuento: '16187.50',
      total: '194250.00',
      empresa: 'Banco Popular Dominicano',
      moneda: 'DOP',
    });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/financieros/cotizacion/curso/pdf?cursoPlantillaId=${plantilla}&participantes=12&descuento=12.5&empresaId=${empresaId}`,
      headers: { authorization: `Bearer ${(await ctx.login('caja')).token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const texto = pdfText(pdf.rawPayload);
    for (const s of ['Banco Popular Dominicano', 'Python para análisis de datos', '194,250.00', '12.50']) expect(texto).toContain(s);
    expect((await call('estudiante', 'GET', `/api/financieros/cotizacion/curso?cursoPlantillaId=${plantilla}&participantes=12`)).status).toBe(403);
    const aceptada = await aceptar();
    expect(aceptada.status, JSON.stringify(aceptada.body)).toBe(200);
    expect(aceptada.body).toMatchObject({ estado: 'aceptada', curso: 'Python para análisis de datos' });
    const curso = (await call('continuada', 'GET', ec(`cursos/${aceptada.body.cursoId}`))).body;
    expect(curso).toMatchObject({ curCupo: 12, cursoPlantillaId: plantilla, curFechaInicio: '2027-03-01' });
    expect((await call('continuada', 'POST', ec(`solicitud-cursos/${id}/rechazar`), { motivo: 'Ya no la necesitan, gracias.' })).body.code).toBe(
      'estado_no_permitido',
    );
  });
});

describe('seats', () => {
  it('twenty requests accepted at once into a course of five seats: five take them, fifteen are told the course is full; a withdrawal frees one', async () => {
    const sedeId = await idOf(ctx, `select sede_id as id from sede where sede_iniciales = 'SD'`);
    const [{ id: plantilla }] = await ctx.database.query<{ id: number }>(`select curso_plantilla_id as id from ec_curso_plantilla order by 1 limit 1`);
    const curso = await call('continuada', 'POST', ec(`cursos-plantillas/${plantilla}/curso`), {
      curFechaInicio: '2027-05-03',
      curFechaFinal: '2027-06-30',
      sedeId,
      curCupo: 5,
    });
    const cursoId = curso.body.cursoId as number;
    const estado = (n: string) => idOf(ctx, `select estado_solicitud_admision_id as id from ec_estado_solicitud where est_sol_nombre = $1`, [n]);
    const [recibida, aceptada] = [await estado('Recibida'), await estado('Aceptada')];
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await call('continuada', 'POST', ec('solicitudesinscripcion'), {
        cursoId,
        estadoSolicitudId: recibida,
        soInNombres: `Participante ${i}`,
        soInApellidos: 'Concurrente',
        soInIdentificacion: `9${String(i).padStart(10, '0')}`,
        soInEmail: `concurrente${i}@correo.do`,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      ids.push(r.body.solicitudInscripcionId);
    }
    const r = await Promise.all(ids.map((id) => call('continuada', 'POST', ec(`procesar-solicitud/${id}`), { estadoSolicitudId: aceptada })));
    expect(r.filter((x) => x.status === 200)).toHaveLength(5);
    expect(r.filter((x) => x.status === 409 && x.body.code === 'curso_no_abierto')).toHaveLength(15);
    expect(await participaciones(cursoId)).toHaveLength(5);
    const sentado = ids[r.findIndex((x) => x.status === 200)];
    const esperando = ids[r.findIndex((x) => x.status === 409)];
    expect((await call('continuada', 'POST', ec(`procesar-solicitud/${esperando}`), { estadoSolicitudId: aceptada })).status).toBe(409);
    expect(
      (await call('continuada', 'POST', ec('retirar-solicitud'), { solicitudInscripcionId: sentado, motivo: 'Cambio de horario en su trabajo.' })).status,
    ).toBe(201);
    expect((await call('continuada', 'POST', ec(`procesar-solicitud/${esperando}`), { estadoSolicitudId: aceptada })).status).toBe(200);
    expect(await participaciones(cursoId)).toHaveLength(5);
  });
});

describe('who reaches continuing education', () => {
  it('the coordinator reaches continuing education and nothing else; others without its screens are refused', async () => {
    for (const url of ['/api/academicos/estudiantes?value=a', '/api/financieros/balance-personas', '/api/diploma/diplomas'])
      expect((await call('continuada', 'GET', url)).status, url).toBe(403);
    const menu = (await call('continuada', 'GET', '/api/seguridad/usuarios/opciones-aplicacion')).body as { url: string | null }[];
    const urls = menu.map((o) => o.url).filter(Boolean) as string[];
    expect(urls.length).toBeGreaterThan(30);
    expect(urls.every((u) => /^\/(educacion-continuada|reportes\/educacion-continuada)\//.test(u))).toBe(true);
    const cursoId = await cursoDe('Primeros auxilios y soporte vital básico');
    for (const as of ['estudiante', 'profesor', 'caja', 'registro'])
      for (const [method, url, payload] of [
        ['GET', ec('estudiantes')],
        ['PUT', ec(`cursos/${cursoId}/asistencia`), { fecha: hoy, presentes: [{ solicitudInscripcionId: 1, presente: true }] }],
        ['POST', ec('diplomas'), { solicitudes: [1] }],
        ['POST', ec('solicitudes-aval'), {}],
        ['GET', ec(`exportar-moodle/${cursoId}`)],
      ] as const)
        expect((await call(as, method, url, payload)).status, `${as} ${method} ${url}`).toBe(403);
    // A facilitator reaches their own courses' attendance only, and no participant's record.
    const mios = (await call('facilitador', 'GET', ec('mis-cursos'))).body as { cursoId: number; curso: string }[];
    expect(mios.map((c) => c.curso)).toEqual(['Diplomado en gestión de proyectos']);
    const propio = mios[0].cursoId;
    expect((await call('facilitador', 'GET', ec(`cursos/${propio}/asistencia?fecha=${hoy}`))).status).toBe(200);
    expect((await call('facilitador', 'GET', ec(`cursos/${cursoId}/asistencia?fecha=${hoy}`))).status).toBe(403);
    const [ajeno] = await participaciones(cursoId);
    expect(
      (
        await call('facilitador', 'PUT', ec(`cursos/${cursoId}/asistencia`), {
          fecha: hoy,
          presentes: [{ solicitudInscripcionId: ajeno.solicitudInscripcionId, presente: false }],
        })
      ).status,
    ).toBe(403);
    const [suyo] = await participaciones(propio);
    const tomada = await call('facilitador', 'PUT', ec(`cursos/${propio}/asistencia`), {
      fecha: hoy,
      presentes: [{ solicitudInscripcionId: suyo.solicitudInscripcionId, presente: true }],
    });
    expect(tomada.status, JSON.stringify(tomada.body)).toBe(200);
    for (const url of [ec('estudiantes'), ec(`cursos/${propio}/documentos`), ec('retirar-solicitud'), '/api/financieros/balance-personas'])
      expect((await call('facilitador', 'GET', url)).status, url).toBe(403);
    expect((await call('estudiante', 'GET', ec('mis-cursos'))).status).toBe(403);
    // A participant reaches their own request only: another's code with their ID number finds nothing.
    const [a, b] = await participaciones(cursoId);
    expect(
      (await ctx.call({ method: 'POST', url: '/api/solicitud-inscripcion', payload: { documentoIdentificacion: a.identificacion, codigo: b.codigo } })).status,
    ).toBe(404);
  });
});
