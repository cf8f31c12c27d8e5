import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent } from '../../test/academic-fixtures.ts';
import { conCajaEnLinea, conPlanRegular, cuentaDeEstudiante, finanzasFixture, pagarCargoEnCaja } from './finanzas.fixture.ts';

/*
 * A document requested online is tied to its fee: the request writes it on the student's account, the
 * registry takes the request once it is paid (online or at the counter), and a request closed unserved
 * annuls its fee while nothing of it is paid.
 */

let f: Awaited<ReturnType<typeof finanzasFixture>>;
let record: number;
let constancia: number;
let periodo: number;
beforeAll(async () => {
  f = await finanzasFixture({ institution: (i) => ({ ...i, cardCheckoutScriptUrl: '/pasarela-prueba' }) });
  periodo = await conPlanRegular(f.ctx, f.ids, f.career.carreraId, f.estudianteCarreraId);
  await conCajaEnLinea(f.ctx, f.ids);
  await cuentaDeEstudiante(f.ctx, f.matricula, 'alumno');
  // Requested online: the certification (priced), a transcript (priced), a free certificate; a course priced only in dollars.
  const servicio = async (d: string, detalles: object[]) =>
    (
      await f.ctx.call({
        method: 'POST',
        url: '/api/financieros/servicios-contables',
        as: 'admin',
        payload: { seCoDescripcion: d, seCoPermiteSolicitudEnLinea: true, seCoCantDia_Entregar: 3, detalles },
      })
    ).body.servicioContableId as number;
  record = await servicio('Récord de calificaciones', [{ monedaPagoId: f.ids.dop, seCoDeMonto: '500' }]);
  constancia = await servicio('Constancia de estudios', []);
  await f.ctx.database.query(`update servicio_contable set se_co_permite_solicitud_en_linea = true where servicio_contable_id = any($1::int[])`, [
    [f.ids.certificacion, f.ids.soloUsd],
  ]);
});
afterAll(() => f.ctx.close());

const pedir = (servicioContableId: number, copias = 1) =>
  f.ctx.call({
    method: 'POST',
    url: '/api/estudiantes/solicitudes-online',
    as: 'alumno',
    payload: { estudianteCarreraId: f.estudianteCarreraId, servicioContableId, copias },
  });
const mover = (id: number, payload: object) => f.ctx.call({ method: 'POST', url: `/api/solicitudes-online/${id}/estado`, as: 'registro', payload });
const cancelar = (id: number) => f.ctx.call({ method: 'POST', url: `/api/estudiantes/solicitudes-online/${id}/cancelar`, as: 'alumno' });
const cargo = async (id: number) =>
  (
    await f.ctx.database.query<{ estado: string; monto: string; pagado: string; concepto: string; motivo: string | null }>(
      `select estado, monto::text, pagado::text, concepto, motivo_anulacion as motivo from cargo_estudiante where cargo_estudiante_id = $1`,
      [id],
    )
  )[0];
const enCaja = (cargoEstudianteId: number, monto: string) => pagarCargoEnCaja(f, cargoEstudianteId, monto);

describe('a document requested online, tied to its fee', () => {
  let certificacion: { solicitudId: number; cargoEstudianteId: number; numero: string };

  it('offers the documents requested online with their prices; they are paid through the request, not bought apart', async () => {
    const docs = await f.ctx.call({ method: 'GET', url: '/api/estudiantes/solicitudes-online/documentos', as: 'alumno' });
    expect(docs.status).toBe(200);
    expect((await f.ctx.call({ method: 'GET', url: '/api/estudiantes/solicitudes-online/documentos' })).status).toBe(401);
    expect(docs.body.map((d: { descripcion: string }) => d.descripcion)).toEqual([
      'Certificación de notas',
      'Constancia de estudios',
      'Curso de inglés en línea',
      'Récord de calificaciones',
    ]);
    expect(docs.body.find((d: { servicioContableId: number }) => d.servicioContableId === record)).toMatchObject({
      dias: 3,
      precios: [{ moneda: 'DOP', precio: '500.00' }],
    });
    const oferta = await f.ctx.call({ method: 'GET', url: '/api/financieros/pagos-online/oferta', as: 'alumno' });
    expect(oferta.body.servicios.map((s: { descripcion: string }) => s.descripcion)).toEqual(['Carnet estudiantil']);
  });

  it("writes the fee (price × copies) on the student's account with the request; the registry does not take it unpaid", async () => {
    const r = await pedir(f.ids.certificacion, 2);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ documento: 'Certificación de notas', estado: 'pendiente', monto: '3000.00', moneda: 'DOP', saldo: '3000.00' });
    certificacion = r.body;
    expect(await cargo(certificacion.cargoEstudianteId)).toMatchObject({
      estado: 'vigente',
      monto: '3000.00',
      concepto: `Certificación de notas ×2 · solicitud ${certificacion.numero}`,
    });
    const cuenta = await f.ctx.call({ method: 'GET', url: `/api/financieros/cuentas/estudiantes/${f.estudianteCarreraId}`, as: 'caja' });
    expect(cuenta.body.cargos).toEqual(
      expect.arrayContaining([expect.objectContaining({ cargoEstudianteId: certificacion.cargoEstudianteId, pendiente: '3000.00' })]),
    );
    const tomar = await mover(certificacion.solicitudId, { estado: 'en_proceso' });
    expect(tomar.status).toBe(409);
    expect(tomar.body).toMatchObject({ code: 'solicitud_sin_pagar' });
    expect(tomar.body.message).toContain('DOP 3,000.00');
    const listed = await f.ctx.call({ method: 'GET', url: `/api/solicitudes-online?value=${certificacion.numero}`, as: 'registro' });
    expect(listed.body).toEqual([expect.objectContaining({ estado: 'pendiente', saldo: '3000.00' })]);
  });

  it('the student pays it online (all that is left of that charge); the registry then takes it', async () => {
    const o = await f.ctx.call({
      method: 'POST',
      url: '/api/financieros/pagos-online',
      as: 'alumno',
      payload: { tipo: 'cargo', clave: randomUUID(), estudianteCarreraId: f.estudianteCarreraId, cargoEstudianteId: certificacion.cargoEstudianteId },
    });
    expect(o.status, JSON.stringify(o.body)).toBe(201);
    expect(o.body).toMatchObject({
      tipo: 'cargo',
      monto: '3000.00',
      moneda: 'DOP',
      descripcion: `Certificación de notas ×2 · solicitud ${certificacion.numero}`,
    });
    expect(o.body.checkout.campos.retorno).toMatch(/\/estudiantes\/academicos\/solicitudes-online\?orden=/);
    const aviso = (await f.ctx.app.services.pagosOnline.proveedor())!.proveedor.notificacion({
      orden: String(o.body.pagoOnlineId),
      aprobado: true,
      referencia: '111222',
      monto: o.body.monto,
      moneda: o.body.moneda,
      mensaje: null,
    });
    expect((await f.ctx.call({ method: 'POST', url: '/api/financieros/pagos-online/notificacion', payload: aviso })).status).toBe(200);
    const pagada = await f.ctx.call({ method: 'GET', url: `/api/financieros/pagos-online/${o.body.pagoOnlineId}`, as: 'alumno' });
    expect(pagada.body).toMatchObject({ estado: 'aprobado', numero: expect.stringMatching(/^REC-/), mensaje: null });
    expect(await cargo(certificacion.cargoEstudianteId)).toMatchObject({ pagado: '3000.00' });
    const mine = await f.ctx.call({ method: 'GET', url: '/api/estudiantes/solicitudes-online', as: 'alumno' });
    expect(mine.body.find((s: { solicitudId: number }) => s.solicitudId === certificacion.solicitudId)).toMatchObject({ saldo: '0.00' });
    expect((await mover(certificacion.solicitudId, { estado: 'en_proceso' })).body).toMatchObject({ estado: 'en_proceso' });
    // Nothing is left of it to pay online.
    const otra = await f.ctx.call({
      method: 'POST',
      url: '/api/financieros/pagos-online',
      as: 'alumno',
      payload: { tipo: 'cargo', clave: randomUUID(), estudianteCarreraId: f.estudianteCarreraId, cargoEstudianteId: certificacion.cargoEstudianteId },
    });
    expect(otra.body).toMatchObject({ code: 'cargo_sin_saldo' });
  });

  it('a free document writes no fee and is taken at once; one priced, but not in the currency the student pays in, is refused whole', async () => {
    const libre = await pedir(constancia);
    expect(libre.body).toMatchObject({ cargoEstudianteId: null, monto: null, saldo: null });
    expect((await mover(libre.body.solicitudId, { estado: 'en_proceso' })).status).toBe(200);
    const antes = (await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from solicitud_online`))[0].n;
    const usd = await pedir(f.ids.soloUsd);
    expect(usd.status).toBe(409);
    expect(usd.body).toMatchObject({ code: 'servicio_sin_precio' });
    expect((await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from solicitud_online`))[0].n).toBe(antes);
    const carnet = await pedir(f.ids.carnet);
    expect(carnet.status).toBe(400);
    expect(carnet.body.fields).toHaveProperty('servicioContableId');
  });

  it('cancelling an unpaid request annuls its fee; one paid in part the student cannot cancel, and the registry rejecting it keeps what was paid', async () => {
    const a = (await pedir(record)).body;
    const c = await cancelar(a.solicitudId);
    expect(c.body).toMatchObject({ estado: 'cancelada', saldo: null });
    expect(await cargo(a.cargoEstudianteId)).toMatchObject({ estado: 'anulado', motivo: `Solicitud ${a.numero} cancelada por el estudiante` });

    const b = (await pedir(record, 3)).body;
    expect(b).toMatchObject({ saldo: '1500.00' });
    expect((await enCaja(b.cargoEstudianteId, '500.00')).status).toBe(201);
    const refused = await cancelar(b.solicitudId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'solicitud_pagada' });
    expect(refused.body.message).toContain('DOP 500.00');
    expect((await mover(b.solicitudId, { estado: 'en_proceso' })).body).toMatchObject({ code: 'solicitud_sin_pagar' });
    const rej = await mover(b.solicitudId, { estado: 'rechazada', nota: 'Tiene documentos pendientes.' });
    expect(rej.body).toMatchObject({ estado: 'rechazada', saldo: '1000.00' });
    expect(await cargo(b.cargoEstudianteId)).toMatchObject({ estado: 'vigente', pagado: '500.00' });

    const d = (await pedir(record)).body;
    expect((await mover(d.solicitudId, { estado: 'rechazada', nota: 'Documento no disponible.' })).status).toBe(200);
    expect(await cargo(d.cargoEstudianteId)).toMatchObject({ estado: 'anulado', motivo: `Solicitud ${d.numero} rechazada: Documento no disponible.` });
    const audit = await f.ctx.database.query<{ n: number }>(
      `select count(*)::int as n from audit_log where entidad = 'cargo_estudiante' and accion = 'anular' and entidad_id = any($1::text[])`,
      [[String(a.cargoEstudianteId), String(d.cargoEstudianteId)]],
    );
    expect(audit[0].n).toBe(2);
  });

  it("a charge of another student's account is not paid online from this one", async () => {
    const otro = await registerStudent(f.ctx, { ...f.career, sedeId: f.ids.sd });
    const [{ id }] = await f.ctx.database.query<{ id: number }>(
      `insert into cargo_estudiante (estudiante_carrera_id, periodo_academico_id, tipo, concepto, fecha_vence, monto, moneda_pago_id, creado_por)
       values ($1, $3, 'cargo', 'Carnet', current_date, 350, $2, (select usuario_id from usuario where usua_nombre = 'admin')) returning cargo_estudiante_id as id`,
      [otro.carreras[0].estudianteCarreraId, f.ids.dop, periodo],
    );
    const r = await f.ctx.call({
      method: 'POST',
      url: '/api/financieros/pagos-online',
      as: 'alumno',
      payload: { tipo: 'cargo', clave: randomUUID(), estudianteCarreraId: f.estudianteCarreraId, cargoEstudianteId: id },
    });
    expect(r.status).toBe(400);
    expect(r.body.fields).toHaveProperty('cargoEstudianteId');
  });
});
