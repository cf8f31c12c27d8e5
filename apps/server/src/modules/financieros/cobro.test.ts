import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestContext } from '../../test/context.ts';
import { cents, formatMoney, fromCents } from '@claustro/domain/platform/money';
import { idOf } from '../../test/academic-fixtures.ts';
import { finanzasFixture } from './finanzas.fixture.ts';

/*
 * A cashier's day through the API: open the register, collect with several methods and a fiscal
 * number, print, annul, withdraw cash, close with the count; and what must never happen: a payment
 * charged twice, two receipts with one NCF, a number past its range, collecting on a closed register.
 */

let ctx: TestContext;
let ids: Record<string, number>;
let matricula: string;
let clave = 0;
const nuevaClave = () => `prueba-${Date.now()}-${++clave}`;

const call = (as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.call({ method, url, as, payload });
const abrir = (as: string, fondos: object[] = []) => call(as, 'POST', '/api/financieros/cajas-aperturas', { fondos });
const mia = async (as: string) => {
  const u = await idOf(ctx, `select usuario_id as id from usuario where usua_nombre = $1`, [as]);
  return (await call(as, 'GET', `/api/financieros/cajas-aperturas/usuarioid/${u}`)).body;
};
const cobro = (extra: object = {}) => ({
  clave: nuevaClave(),
  pagador: { tipo: 'estudiante', codigo: matricula },
  monedaPagoId: ids.dop,
  tipoNcfId: ids.b02,
  servicios: [{ servicioContableId: ids.certificacion, cantidad: 1 }],
  formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: '1500' }],
  ...extra,
});
const cobrar = (payload: object, as = 'caja') => call(as, 'POST', '/api/financieros/cobros-servicios', payload);
/** A receipt's rows of finance's reports (`resumen_cobro`). */
const resumen = (id: number) =>
  ctx.database.query(
    `select clase, tipo_forma_pago_id as forma, concepto, cantidad, monto::text as monto from resumen_cobro where documento_contable_id = $1
      order by clase, tipo_forma_pago_id, concepto`,
    [id],
  );

beforeAll(async () => {
  ({ ctx, ids, matricula } = await finanzasFixture());
});
afterAll(() => ctx.close());

describe('the cash register', () => {
  it('is opened by its cashier with a float; someone who is no cashier, or a second opening, is refused', async () => {
    expect((await abrir('caja', [{ monedaPagoId: ids.usd, fondo: 'diez' }])).status).toBe(400);
    expect(await countRows(ctx.database, 'caja_apertura')).toBe(0);
    const r = await abrir('caja', [{ monedaPagoId: ids.dop, fondo: '5000' }]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ cerrada: false, caja: 'Caja principal', monedas: [{ moneda: 'DOP', fondo: '5000.00', efectivoEsperado: '5000.00' }] });
    expect((await abrir('caja')).body).toMatchObject({ code: 'caja_abierta' });
    // The other cashier of the same register finds it taken, and says by whom.
    const otra = await abrir('caja2');
    expect(otra.status).toBe(409);
    expect(otra.body).toMatchObject({ code: 'caja_ocupada', message: expect.stringContaining('Carmen') });
    expect((await mia('caja')).apertura).toMatchObject({ cajaAperturaId: r.body.cajaAperturaId });
    expect((await mia('caja2')).apertura).toBeNull();
  });

  it('nothing is collected without an open register', async () => {
    const r = await cobrar(cobro(), 'caja2');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('caja_no_abierta');
  });
});

describe('collection', () => {
  it('finds the payer: a student by matrícula, a company by RNC; an unknown code is a 404', async () => {
    const s = await call('caja', 'GET', `/api/financieros/cobros-servicios/estudiante/codigoestudiante/${matricula.toLowerCase()}`);
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body).toMatchObject({ tipo: 'estudiante', codigo: matricula, nombre: 'Estudiante De Prueba', area: 'CONT' });
    const e = await call('caja', 'GET', '/api/financieros/cobros-servicios/tipoestudianteid/empresa/codigoestudiante/131-23456-7/periodo/0');
    expect(e.body).toMatchObject({ tipo: 'empresa', nombre: 'Constructora Ejemplo SRL', rnc: '131234567' });
    expect((await call('caja', 'GET', '/api/financieros/cobros-servicios/estudiante/codigoestudiante/NO-EXISTE')).status).toBe(404);
  });

  it('searches payers as a cashier types: a name, a cédula with or without dashes, a matrícula without its hyphen, an RNC', async () => {
    const buscar = async (value: string) => {
      const r = await call('caja', 'GET', `/api/financieros/cobros-servicios/pagadores?value=${encodeURIComponent(value)}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body as { tipo: string; codigo: string; nombre: string; detalle: string | null }[];
    };
    const [{ cedula }] = await ctx.database.query<{ cedula: string }>(
      `select d.do_id_valor as cedula from estudiante e join persona_documento_identificacion d on d.persona_id = e.persona_id where e.matricula = $1`,
      [matricula],
    );
    const estudiante = { tipo: 'estudiante', codigo: matricula, nombre: 'Estudiante De Prueba', detalle: expect.stringContaining('CONT') };
    expect(await buscar('de prueba')).toContainEqual(estudiante);
    expect(await buscar('PRUEBA')).toContainEqual(estudiante);
    expect(await buscar(cedula)).toEqual([estudiante]);
    expect(await buscar(`${cedula.slice(0, 3)}-${cedula.slice(3, 10)}-${cedula.slice(10)}`)).toEqual([estudiante]);
    expect(await buscar(matricula.replace('-', ''))).toEqual([estudiante]);
    expect(await buscar('131-23456-7')).toEqual([{ tipo: 'empresa', codigo: '131234567', nombre: 'Constructora Ejemplo SRL', detalle: null }]);
    expect(await buscar('constructora')).toContainEqual(expect.objectContaining({ tipo: 'empresa', codigo: '131234567' }));
    expect(await buscar('Zzyzx')).toEqual([]);
    // One letter is no search; a student is no cashier.
    expect((await call('caja', 'GET', '/api/financieros/cobros-servicios/pagadores?value=a')).status).toBe(400);
    expect((await call('estudiante', 'GET', '/api/financieros/cobros-servicios/pagadores?value=prueba')).status).toBe(403);
  });

  it('offers the services priced in the currency, with that price', async () => {
    const r = await call('caja', 'GET', `/api/financieros/cobros-servicios/servicios?monedaPagoId=${ids.dop}`);
    expect(r.body.map((s: { descripcion: string }) => s.descripcion)).toEqual(['Carnet estudiantil', 'Certificación de notas']);
    expect(r.body[0].precio).toBe('350.50');
  });

  it('charges cash plus card exactly, gives change only from cash, and takes the next NCF', async () => {
    const r = await cobrar(
      cobro({
        servicios: [
          { servicioContableId: ids.certificacion, cantidad: 2, descuento: '0.10' },
          { servicioContableId: ids.carnet, cantidad: 1 },
        ],
        formasPago: [
          { tipoFormaPagoId: ids.tarjeta, monto: '2000.00', referencia: 'AUT-1234', tipoTarjetaCreditoId: ids.visa },
          { tipoFormaPagoId: ids.efectivo, monto: '1500' },
        ],
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // 2 × 1500 − 0.10 + 350.50 = 3350.40; received 3500; change 149.60
    expect(r.body).toMatchObject({
      total: '3350.40',
      recibido: '3500.00',
      devuelto: '149.60',
      ncf: 'B0200000101',
      ncfVence: '2099-12-31',
      nombrePersona: 'Estudiante De Prueba',
      estado: 'emitido',
      numero: expect.stringMatching(/^REC-\d{8}$/),
    });
    expect(r.body.servicios.map((s: { monto: string }) => s.monto)).toEqual(['2999.90', '350.50']);
    expect(r.body.formasPago[0]).toMatchObject({ formaPago: 'Tarjeta de crédito', tarjeta: 'Visa', referencia: 'AUT-1234' });
    // Its rows of the reports, written as it committed: each method once (cash net of the change), each service line.
    expect(await resumen(r.body.documentoContableId)).toEqual([
      { clase: 'forma', forma: ids.efectivo, concepto: null, cantidad: 1, monto: '1350.40' },
      { clase: 'forma', forma: ids.tarjeta, concepto: null, cantidad: 1, monto: '2000.00' },
      { clase: 'servicio', forma: null, concepto: 'Carnet estudiantil', cantidad: 1, monto: '350.50' },
      { clase: 'servicio', forma: null, concepto: 'Certificación de notas', cantidad: 2, monto: '2999.90' },
    ]);
    const next = await cobrar(cobro());
    expect(next.body.ncf).toBe('B0200000102');
  });

  it('refuses, writing nothing: short payments, card change, a missing reference, an unpriced service, prices from the browser', async () => {
    const before = await countRows(ctx.database, 'documento_contable');
    const falta = await cobrar(cobro({ formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: '1499.99' }] }));
    expect(falta.body).toMatchObject({ code: 'pago_incompleto', message: expect.stringContaining('DOP 0.01') });
    const cambio = await cobrar(cobro({ formasPago: [{ tipoFormaPagoId: ids.tarjeta, monto: '1600', referencia: 'AUT-9' }] }));
    expect(cambio.body.code).toBe('cambio_sin_efectivo');
    const ref = await cobrar(cobro({ formasPago: [{ tipoFormaPagoId: ids.tarjeta, monto: '1500' }] }));
    expect(ref.status).toBe(400);
    expect(JSON.stringify(ref.body)).toContain('referencia');
    expect((await cobrar(cobro({ servicios: [{ servicioContableId: ids.soloUsd }] }))).body.code).toBe('servicio_sin_precio');
    expect((await cobrar(cobro({ formasPago: [{ tipoFormaPagoId: ids.credito, monto: '1500' }] }))).status).toBe(400);
    expect((await cobrar(cobro({ formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: 1500.001 }] }))).status).toBe(400);
    expect(
      (
        await cobrar(
          cobro({ servicios: [{ servicioContableId: ids.certificacion, precio: '1' }], formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: '1' }] }),
        )
      ).body.code,
    ).toBe('pago_incompleto');
    expect((await cobrar(cobro({ servicios: [{ servicioContableId: ids.certificacion, descuento: '1500.01' }] }))).status).toBe(400);
    expect((await cobrar(cobro({ pagador: { tipo: 'externo' } }))).status).toBe(400);
    expect(await countRows(ctx.database, 'documento_contable')).toBe(before);
  });

  it('a fiscal-credit receipt needs an RNC in the DGII registry; an expired range gives no number', async () => {
    expect((await cobrar(cobro({ tipoNcfId: ids.b01 }))).body.code).toBe('rnc_requerido');
    expect((await cobrar(cobro({ tipoNcfId: ids.b01, rnc: '132000000' }))).body).toMatchObject({ code: 'rnc_no_registrado' });
    const ok = await cobrar(cobro({ tipoNcfId: ids.b01, rnc: '131-23456-7' }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ ncf: 'B0100000001', rnc: '131234567', rncNombre: 'Constructora Ejemplo SRL' });
    const vencida = await cobrar(cobro({ tipoNcfId: ids.b15, rnc: '131234567' }));
    expect(vencida.status).toBe(409);
    expect(vencida.body).toMatchObject({ code: 'ncf_agotado' });
    // A company pays with its RNC as the payer: the receipt takes it.
    const empresa = await cobrar(cobro({ pagador: { tipo: 'empresa', codigo: '131234567' }, tipoNcfId: ids.b01 }));
    expect(empresa.body).toMatchObject({ nombrePersona: 'Constructora Ejemplo SRL', ncf: 'B0100000002' });
  });

  it('charges once for 20 submissions with one key, and answers each with the same receipt', async () => {
    const before = await countRows(ctx.database, 'documento_contable');
    const payload = cobro();
    const all = await Promise.all(Array.from({ length: 20 }, () => cobrar(payload)));
    expect(all.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(all.map((r) => r.body.documentoContableId)).size).toBe(1);
    expect(new Set(all.map((r) => r.body.ncf)).size).toBe(1);
    expect(await countRows(ctx.database, 'documento_contable')).toBe(before + 1);
    // The key is the cashier's: someone else's submission with it is refused.
    expect((await cobrar(payload, 'admin')).status).toBe(400);
  });
});

describe('fiscal numbers under contention', () => {
  it('20 payments racing for the last 5 numbers of a range: exactly 5 succeed, the rest get a clear 409, no number twice', async () => {
    const b14 = await idOf(ctx, `select tipo_ncf_id as id from tipo_ncf where ti_nc_descripcion like 'B14%'`);
    const r = await call('admin', 'POST', '/api/financieros/ncf', {
      tipoNcfid: b14,
      sedeId: ids.sd,
      ncfireferencia: 'B14',
      ncfisecuenciaDesde: 1,
      ncfisecuenciaHasta: 10,
      ncfisecuencia: 5,
      ncfifechaVencimiento: '2099-12-31',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const all = await Promise.all(Array.from({ length: 20 }, () => cobrar(cobro({ tipoNcfId: b14, rnc: '131234567' }))));
    const ok = all.filter((x) => x.status === 201);
    expect(ok.map((x) => x.body.ncf).sort()).toEqual(['B1400000006', 'B1400000007', 'B1400000008', 'B1400000009', 'B1400000010']);
    expect(all.filter((x) => x.status === 409).every((x) => x.body.code === 'ncf_agotado')).toBe(true);
    expect(all.filter((x) => x.status !== 201 && x.status !== 409)).toEqual([]);
    const [{ n, distintos }] = await ctx.database.query<{ n: number; distintos: number }>(
      `select count(*)::int as n, count(distinct ncf)::int as distintos from documento_contable where ncf is not null`,
    );
    expect(distintos).toBe(n);
  });
});

describe('every sale carries an NCF', () => {
  it("takes the register's receipt type when the cashier chooses none (consumer final, where the register names none)", async () => {
    const r = await cobrar(cobro({ tipoNcfId: undefined }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.ncf).toMatch(/^B02\d{8}$/);
  });

  it("does not go around an exhausted range: the register's type with no numbers left answers 409, nothing is written", async () => {
    // The register's own type is fiscal credit for the government, whose only range has expired.
    await ctx.database.query(
      `update caja set tipo_ncf_id = $1 where caja_id = (select caja_id from cajero c join usuario u using (usuario_id) where u.usua_nombre = 'caja')`,
      [ids.b15],
    );
    const before = await countRows(ctx.database, 'documento_contable');
    const r = await cobrar(cobro({ tipoNcfId: undefined, rnc: '131234567' }));
    expect([r.status, r.body.code]).toEqual([409, 'ncf_agotado']);
    expect(await countRows(ctx.database, 'documento_contable')).toBe(before);
    await ctx.database.query(`update caja set tipo_ncf_id = null`);
  });

  it('names the buyer of a consumer sale of RD$250,000.00 or more (RNC or cédula), as the DGII asks, and keeps it for the 607', async () => {
    const grande = {
      pagador: { tipo: 'externo', nombre: 'Comprador Grande' },
      servicios: [
        { servicioContableId: ids.certificacion, cantidad: 99 },
        { servicioContableId: ids.certificacion, cantidad: 99 },
      ],
      formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: '297000' }],
    };
    const sinComprador = await cobrar(cobro(grande));
    expect([sinComprador.status, sinComprador.body.fields?.rnc]).toEqual([
      400,
      'Una venta al consumidor de DOP 250,000.00 o más identifica al comprador: escriba su RNC o cédula.',
    ]);
    const conCedula = await cobrar(cobro({ ...grande, rnc: '001-1234567-8' }));
    expect(conCedula.status, JSON.stringify(conCedula.body)).toBe(201);
    expect(conCedula.body).toMatchObject({ ncf: expect.stringMatching(/^B02/), rnc: '00112345678' });
    // Below the amount, a consumer sale names nobody.
    const pequena = await cobrar(cobro({ rnc: '00112345678' }));
    expect(pequena.body.rnc).toBeNull();
  });

  it('refuses a receipt without NCF where the institution issues none', async () => {
    const r = await cobrar(cobro({ tipoNcfId: undefined, sinNcf: { motivo: 'El pagador no quiere comprobante.' } }));
    expect([r.status, r.body.code, r.body.message]).toEqual([
      400,
      'sin_ncf_no_permitido',
      'La institución no emite recibos sin NCF: elija el tipo de comprobante.',
    ]);
  });
});

describe("a student's own receipts", () => {
  it("lists and downloads her receipts (letter and POS), and nobody else's", async () => {
    const suyo = await cobrar(cobro());
    expect(suyo.status, JSON.stringify(suyo.body)).toBe(201);
    const ajeno = await cobrar(cobro({ pagador: { tipo: 'externo', nombre: 'Pedro Ajeno' } }));
    expect(ajeno.status, JSON.stringify(ajeno.body)).toBe(201);
    // The fixture's student signs in as `estudiante`.
    await ctx.database.query(
      `update usuario set persona_id = (select persona_id from estudiante e where exists (select 1 from documento_contable d where d.estudiante_id = e.estudiante_id and d.documento_contable_id = $1)) where usua_nombre = 'estudiante'`,
      [suyo.body.documentoContableId],
    );
    const lista = await call('estudiante', 'GET', '/api/financieros/mis-recibos?pageSize=100');
    expect(lista.status).toBe(200);
    const ids = lista.body.map((r: { documentoContableId: number }) => r.documentoContableId);
    expect(ids).toContain(suyo.body.documentoContableId);
    expect(ids).not.toContain(ajeno.body.documentoContableId);
    for (const formato of ['carta', 'pos']) {
      const pdf = await ctx.call({
        method: 'GET',
        url: `/api/financieros/mis-recibos/${suyo.body.documentoContableId}/pdf?formato=${formato}`,
        as: 'estudiante',
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
    }
    expect((await call('estudiante', 'GET', `/api/financieros/mis-recibos/${ajeno.body.documentoContableId}/pdf`)).status).toBe(404);
    // The cashier's own route stays the cashier's.
    expect((await call('estudiante', 'GET', `/api/financieros/documentos-contables/${suyo.body.documentoContableId}/pdf`)).status).toBe(403);
    // Nobody signed in reads anyone's.
    expect((await ctx.call({ method: 'GET', url: '/api/financieros/mis-recibos' })).status).toBe(401);
    expect((await ctx.call({ method: 'GET', url: `/api/financieros/mis-recibos/${suyo.body.documentoContableId}/pdf` })).status).toBe(401);
    // A staff user who is no student has no receipts of her own.
    expect((await call('caja', 'GET', '/api/financieros/mis-recibos')).body).toEqual([]);
  });
});

describe('receipts', () => {
  let id: number;
  beforeAll(async () => {
    id = (await cobrar(cobro({ comentario: 'Pago de certificación para beca' }))).body.documentoContableId;
  });

  it('print on letter paper and on a POS roll; a reprint is a counted copy', async () => {
    for (const formato of ['carta', 'pos']) {
      const pdf = await ctx.call({ method: 'GET', url: `/api/financieros/documentos-contables/${id}/pdf?formato=${formato}`, as: 'caja' });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
    }
    expect((await call('caja', 'POST', `/api/financieros/documentos-contables/${id}/reimprimir`)).status).toBe(200);
    expect((await call('caja', 'GET', `/api/financieros/cobros-servicios/datos-recibo/${id}`)).body.reimpresiones).toBe(1);
  });

  it('are found by number, NCF or payer', async () => {
    const r = await call('caja', 'GET', `/api/financieros/documentos-contables?value=${matricula}&pageSize=100`);
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(3);
    const ncf = await call('caja', 'GET', '/api/financieros/documentos-contables?value=B0100000001');
    expect(ncf.body).toHaveLength(1);
  });

  it('get another fiscal type on request: the old NCF is written off', async () => {
    const r = await call('caja', 'POST', `/api/financieros/documentos-contables/${id}/reasignar-ncf`, {
      tipoNcfId: ids.b01,
      rnc: '131234567',
      motivo: 'El cliente pidió crédito fiscal para su empresa.',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.ncf).toMatch(/^B01/);
    // The old number is written off under its own type.
    const bajas = await ctx.database.query<{ ncf: string; tipo: number }>(`select ncf, tipo_ncf_id as tipo from ncf_anulado where documento_contable_id = $1`, [
      id,
    ]);
    expect(bajas).toEqual([{ ncf: expect.stringMatching(/^B02/), tipo: ids.b02 }]);
  });

  it("are annulled with a reason by their cashier; another register's cashier may not; the NCF is never reissued", async () => {
    const url = `/api/financieros/documentos-contables/${id}/anular`;
    expect((await call('caja', 'POST', url, { motivo: 'corto' })).status).toBe(400);
    // caja2 has no opening of their own on it: they are not its cashier.
    expect((await call('caja2', 'POST', url, { motivo: 'Cobrado al estudiante equivocado.' })).body.code).toBe('caja_ajena');
    expect((await resumen(id)).length).toBeGreaterThan(0);
    const r = await call('caja', 'POST', url, { motivo: 'Cobrado al estudiante equivocado.' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ estado: 'anulado', motivoAnulacion: 'Cobrado al estudiante equivocado.' });
    // Off the reports with it.
    expect(await resumen(id)).toEqual([]);
    expect((await call('caja', 'POST', url, { motivo: 'Cobrado al estudiante equivocado.' })).body.code).toBe('recibo_anulado');
    expect(await ctx.database.query(`select ncf from ncf_anulado where documento_contable_id = $1`, [id])).toHaveLength(2);
    const pdf = await ctx.call({ method: 'GET', url: `/api/financieros/documentos-contables/${id}/pdf`, as: 'caja' });
    expect(pdf.status).toBe(200);
  });
});

describe('withdrawal and closing', () => {
  it('takes out cash with a reason, never more than the drawer holds', async () => {
    const { apertura } = await mia('caja');
    const esperado = apertura.monedas.find((m: { moneda: string }) => m.moneda === 'DOP').efectivoEsperado;
    const mucho = await call('caja', 'POST', '/api/financieros/retiro-caja', { monedaPagoId: ids.dop, monto: '9999999', motivo: 'Depósito' });
    expect(mucho.body).toMatchObject({ code: 'efectivo_insuficiente', message: expect.stringContaining(formatMoney(esperado, 'DOP')) });
    const r = await call('caja', 'POST', '/api/financieros/retiro-caja', { monedaPagoId: ids.dop, monto: '1000', motivo: 'Depósito en el banco' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await call('caja', 'GET', '/api/financieros/retiro-caja')).body).toHaveLength(1);
    const despues = (await mia('caja')).apertura.monedas.find((m: { moneda: string }) => m.moneda === 'DOP');
    expect(despues.retiros).toBe('1000.00');
  });

  it('is closed with the count by its cashier, not by another; the report prints; then nothing is collected on it', async () => {
    const { apertura } = await mia('caja');
    const url = `/api/financieros/cajas-aperturas/${apertura.cajaAperturaId}`;
    expect((await call('caja2', 'PUT', url, { contados: [] })).status).toBe(403);
    const dop = apertura.monedas.find((m: { moneda: string }) => m.moneda === 'DOP');
    // Cash expected is the float plus cash taken, less change and withdrawals, to the cent.
    const [{ esperado }] = await ctx.database.query<{ esperado: string }>(
      `select (5000 + coalesce((select sum(f.monto) from documento_contable d join documento_contable_forma_pago f using (documento_contable_id)
                 join tipo_forma_pago t on t.tipo_forma_pago_contable_id = f.tipo_forma_pago_id
                where d.caja_apertura_id = $1 and d.estado = 'emitido' and t.ti_fp_descripcion = 'Efectivo'), 0)
              - (select sum(devuelto) from documento_contable where caja_apertura_id = $1 and estado = 'emitido') - 1000)::text as esperado`,
      [apertura.cajaAperturaId],
    );
    expect(dop.efectivoEsperado).toBe(esperado);
    const r = await call('caja', 'PUT', url, { contados: [{ monedaPagoId: ids.dop, contado: '100.00' }], observacion: 'Faltante por revisar.' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ cerrada: true, observacionCierre: 'Faltante por revisar.' });
    expect(r.body.monedas[0]).toMatchObject({ contado: '100.00', diferencia: fromCents(cents('100.00') - cents(esperado)) });
    const pdf = await ctx.call({ method: 'GET', url: `/api/financieros/cajas-aperturas/reporte-cierre/${apertura.cajaAperturaId}`, as: 'caja' });
    expect(pdf.status).toBe(200);
    // The report, then the deposit slip on a page of its own.
    expect(String(pdf.body).match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(2);
    expect((await cobrar(cobro())).body.code).toBe('caja_no_abierta');
    expect((await call('caja', 'PUT', url, { contados: [] })).body.code).toBe('caja_cerrada');
  });

  it('on a closed register, only a supervisor annuls, with a reason', async () => {
    const [{ id }] = await ctx.database.query<{ id: number }>(`select max(documento_contable_id) as id from documento_contable where estado = 'emitido'`);
    const url = `/api/financieros/documentos-contables/${id}/anular`;
    expect((await call('caja', 'POST', url, { motivo: 'Pago duplicado detectado al cierre.' })).body.code).toBe('caja_cerrada');
    const r = await call('admin', 'POST', url, { motivo: 'Pago duplicado detectado al cierre.' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ estado: 'anulado', cajaCerrada: true });
  });

  it('every write is in the audit log', async () => {
    const rows = await ctx.database.query<{ entidad: string; accion: string }>(
      `select distinct entidad, accion from audit_log where entidad in ('caja_apertura', 'documento_contable', 'retiro_caja') order by 1, 2`,
    );
    expect(rows.map((r) => `${r.entidad}:${r.accion}`)).toEqual([
      'caja_apertura:cerrar',
      'caja_apertura:crear',
      'documento_contable:actualizar',
      'documento_contable:anular',
      'documento_contable:crear',
      'documento_contable:reimprimir',
      'retiro_caja:crear',
    ]);
  });
});

describe("finance's look-ups", () => {
  it('campuses with registers, a campus’s registers and users, a user’s cashier record, a service’s price for a payer', async () => {
    expect((await call('caja', 'GET', '/api/financieros/cajas/sedes')).body).toEqual([expect.objectContaining({ sedeId: ids.sd, cajas: 2 })]);
    const cajas = (await call('admin', 'GET', `/api/financieros/cajeros/cajas-sede?sedeId=${ids.sd}`)).body;
    expect(cajas.map((c: { cajaDescripcion: string; cajeros: number }) => `${c.cajaDescripcion} ${c.cajeros}`)).toEqual([
      'Caja de supervisión 1',
      'Caja principal 2',
    ]);
    const usuarios = (await call('admin', 'GET', `/api/financieros/cajeros/usuarios-sede?sedeId=${ids.sd}`)).body;
    expect(usuarios.find((u: { usuaNombre: string }) => u.usuaNombre === 'caja')).toMatchObject({ esCajero: true });
    const u = await idOf(ctx, `select usuario_id as id from usuario where usua_nombre = 'caja'`);
    expect((await call('admin', 'GET', `/api/financieros/cajeros/usuarioId/${u}/sedeId/${ids.sd}`)).body).toMatchObject({
      caja: 'Caja principal',
      esSupervisor: false,
    });
    const estudiante = await idOf(ctx, `select tipo_persona_id as id from tipo_persona where ti_pe_descripcion = 'Estudiante'`);
    const precio = await call('caja', 'GET', `/api/financieros/servicios-contables/${ids.certificacion}/${estudiante}/${matricula}`);
    expect(precio.body).toMatchObject({ moneda: 'DOP', precio: '1500.00' });
    expect((await call('estudiante', 'GET', '/api/financieros/cajas/sedes')).status).toBe(403);
  });
});

describe('who may not', () => {
  it("a student reaches none of the cashier's routes, reads nor writes; without a session, nobody does", async () => {
    const rutas: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/financieros/cajas-aperturas'],
      ['POST', '/api/financieros/cajas-aperturas', { fondos: [] }],
      ['PUT', '/api/financieros/cajas-aperturas/1', { contados: [] }],
      ['GET', '/api/financieros/cajas-aperturas/reporte-cierre/1'],
      ['POST', '/api/financieros/retiro-caja', { monedaPagoId: ids.dop, monto: '1', motivo: 'x' }],
      ['POST', '/api/financieros/cobros-servicios', cobro()],
      ['POST', '/api/financieros/cobros-servicios/pago-balance', { ...cobro(), monto: '1' }],
      ['GET', '/api/financieros/documentos-contables'],
      ['GET', '/api/financieros/documentos-contables/1/pdf'],
      ['POST', '/api/financieros/documentos-contables/1/reimprimir'],
      ['POST', '/api/financieros/documentos-contables/1/anular', { motivo: 'Un motivo suficiente.' }],
      ['POST', '/api/financieros/documentos-contables/1/reasignar-ncf', { tipoNcfId: ids.b01, motivo: 'Un motivo suficiente.' }],
      ['GET', '/api/financieros/EstudianteCambioPlanPago/getCambiosPlanes'],
      ['POST', '/api/financieros/proceso-recargo-estudiantes', { periodoAcademicoId: 1 }],
    ];
    const before = await countRows(ctx.database, 'audit_log');
    for (const [method, url, payload] of rutas) {
      expect((await call('estudiante', method, url, payload)).status, `${method} ${url}`).toBe(403);
      expect((await ctx.call({ method, url, payload })).status, `${method} ${url} without a session`).toBe(401);
    }
    expect(await countRows(ctx.database, 'audit_log')).toBe(before);
  });
});
