import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { idOf } from '../../test/academic-fixtures.ts';
import { firmaValida, receptorDePrueba } from '../../test/receptor-ecf.ts';
import { problemasXsd } from '../../test/xsd-dgii.ts';
import { certificadoAutofirmado, guardarIdentidad } from './ecf.certificado.ts';
import { finanzasFixture } from './finanzas.fixture.ts';

/*
 * Electronic receipts (e-CF): a receipt numbered from an electronic range is an e-CF signed in the
 * payment's transaction (checked here by a library other than the signer's), sent to the DGII after
 * commit (a local receiver stands in for it), printed with its security code; annulling it issues the
 * credit note that cites it. A receiver that is down, or refuses, is seen and retried.
 */

let ctx: TestContext;
let ids: Record<string, number>;
let receptor: Awaited<ReturnType<typeof receptorDePrueba>>;
let n = 0;
const tipos: Record<string, number> = {};
const call = (as: string, method: 'GET' | 'POST', url: string, payload?: object) => ctx.call({ method, url, as, payload });
const cobrar = (extra: object) =>
  call('caja', 'POST', '/api/financieros/cobros-servicios', {
    clave: `ecf-${Date.now()}-${++n}`,
    pagador: { tipo: 'externo', nombre: 'Cliente de mostrador' },
    monedaPagoId: ids.dop,
    tipoNcfId: tipos.E32,
    servicios: [{ servicioContableId: ids.certificacion, cantidad: 1 }],
    formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: '2000' }],
    ...extra,
  });
const xmlDe = async (documentoContableId: number, tipo?: number) =>
  (await call('caja', 'GET', `/api/financieros/documentos-contables/${documentoContableId}/ecf${tipo ? `?tipo=${tipo}` : ''}`)).body as string;
const recibo = async (documentoContableId: number) => (await call('caja', 'GET', `/api/financieros/cobros-servicios/datos-recibo/${documentoContableId}`)).body;
const enviar = () => ctx.app.jobs.drain();

beforeAll(async () => {
  receptor = await receptorDePrueba();
  process.env.ECF_RECEPTOR_URL = receptor.url;
  ({ ctx, ids } = await finanzasFixture());
  await guardarIdentidad(ctx.database, certificadoAutofirmado('Universidad de Prueba'));
  for (const p of ['E31', 'E32', 'E34']) {
    tipos[p] = await idOf(ctx, `select tipo_ncf_id as id from tipo_ncf where ti_nc_descripcion like $1`, [`${p}%`]);
    const r = await call('admin', 'POST', '/api/financieros/ncf', {
      tipoNcfid: tipos[p],
      sedeId: ids.sd,
      ncfireferencia: p,
      ncfisecuenciaDesde: 1,
      ncfisecuenciaHasta: 1000,
      ncfifechaVencimiento: '2099-12-31',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  expect((await call('caja', 'POST', '/api/financieros/cajas-aperturas', { fondos: [] })).status).toBe(201);
});
afterAll(async () => {
  delete process.env.ECF_RECEPTOR_URL;
  await ctx.close();
  await receptor.close();
});

describe('electronic receipts', () => {
  it('makes a consumer receipt an e-CF 32, signed (the signature checks with another library) and printed with its security code', async () => {
    const r = await cobrar({});
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.ncf).toBe('E320000000001');
    expect(r.body.ecf).toEqual([
      {
        tipo: 32,
        encf: 'E320000000001',
        codigoSeguridad: expect.stringMatching(/^\S{6}$/),
        fechaFirma: expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/),
        estado: 'pendiente',
        mensaje: null,
      },
    ]);
    const xml = await xmlDe(r.body.documentoContableId);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?><ECF><Encabezado><Version>1.0<\/Version><IdDoc><TipoeCF>32<\/TipoeCF><eNCF>E320000000001<\/eNCF>/,
    );
    // The 32's schema has no range expiry, and always a buyer — empty when the consumer is not named.
    expect(xml).not.toContain('FechaVencimientoSecuencia');
    expect(xml).toContain('</Emisor><Comprador/><Totales>');
    expect(xml).toContain('<RNCEmisor>401000011</RNCEmisor>');
    expect(xml).toContain('<TablaFormasPago><FormaDePago><FormaPago>1</FormaPago><MontoPago>1500.00</MontoPago></FormaDePago></TablaFormasPago>');
    expect(xml).toContain('<IndicadorFacturacion>4</IndicadorFacturacion><NombreItem>Certificación de notas</NombreItem>');
    expect(xml).toContain('<Totales><MontoExento>1500.00</MontoExento><MontoTotal>1500.00</MontoTotal></Totales>');
    expect(xml).toContain('<Reference URI="">');
    expect(xml).toContain('<X509Certificate>');
    expect(xml).toContain(`<SignatureValue>${r.body.ecf[0].codigoSeguridad}`);
    expect(await firmaValida(xml)).toBe(true);
    // The DGII's schema of the e-CF 32 takes it as it is.
    expect(problemasXsd(xml)).toEqual([]);
    // A changed amount no longer matches the signature.
    expect(await firmaValida(xml.replace('<MontoTotal>1500.00', '<MontoTotal>15.00'))).toBe(false);
    // Finance reads it; a student does not.
    expect((await call('estudiante', 'GET', `/api/financieros/documentos-contables/${r.body.documentoContableId}/ecf`)).status).toBe(403);
  });

  it('sends it to the DGII after commit: the receiver authenticates the signed seed, checks the document, and accepts it', async () => {
    await enviar();
    expect(receptor.recibidos.map((x) => x.nombre)).toEqual(['401000011E320000000001.xml']);
    expect((await recibo(1)).ecf[0]).toMatchObject({ estado: 'aceptado' });
  });

  it('names the buyer on a fiscal-credit e-CF 31', async () => {
    const r = await cobrar({
      pagador: { tipo: 'empresa', codigo: '131234567' },
      tipoNcfId: tipos.E31,
      formasPago: [{ tipoFormaPagoId: ids.tarjeta, monto: '1500', referencia: '9911', tipoTarjetaCreditoId: ids.visa }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const xml = await xmlDe(r.body.documentoContableId);
    expect(xml).toContain('<Comprador><RNCComprador>131234567</RNCComprador><RazonSocialComprador>Constructora Ejemplo SRL</RazonSocialComprador></Comprador>');
    expect(xml).toContain('<FechaVencimientoSecuencia>31-12-2099</FechaVencimientoSecuencia>');
    expect(xml).toContain('<FormaPago>3</FormaPago>');
    expect(await firmaValida(xml)).toBe(true);
    expect(problemasXsd(xml)).toEqual([]);
  });

  it('names the consumer of a sale of RD$250,000.00 or more on the e-CF 32, as its schema allows', async () => {
    const maestria = await call('admin', 'POST', '/api/financieros/servicios-contables', {
      seCoDescripcion: 'Maestría ejecutiva (programa completo)',
      detalles: [{ monedaPagoId: ids.dop, seCoDeMonto: '260000' }],
    });
    expect(maestria.status, JSON.stringify(maestria.body)).toBe(201);
    const r = await cobrar({
      pagador: { tipo: 'externo', nombre: 'Ana Pérez' },
      rnc: '00112345678',
      servicios: [{ servicioContableId: maestria.body.servicioContableId, cantidad: 1 }],
      formasPago: [{ tipoFormaPagoId: ids.tarjeta, monto: '260000', referencia: '112233', tipoTarjetaCreditoId: ids.visa }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const xml = await xmlDe(r.body.documentoContableId);
    expect(xml).toContain('<Comprador><RNCComprador>00112345678</RNCComprador><RazonSocialComprador>Ana Pérez</RazonSocialComprador></Comprador>');
    expect(problemasXsd(xml)).toEqual([]);
  });

  it('refuses a sale on an electronic type it has no schema for, and writes nothing', async () => {
    const t = await call('admin', 'POST', '/api/financieros/tipos-ncf', {
      tiNcDescripcion: 'E44 · Regímenes especiales',
      tiNcEsFiscal: true,
      tiNcPrefijo: 'E44',
    });
    expect(t.status, JSON.stringify(t.body)).toBe(201);
    const rango = await call('admin', 'POST', '/api/financieros/ncf', {
      tipoNcfid: t.body.tipoNcfId,
      sedeId: ids.sd,
      ncfireferencia: 'E44',
      ncfisecuenciaDesde: 1,
      ncfisecuenciaHasta: 10,
      ncfifechaVencimiento: '2099-12-31',
    });
    expect(rango.status, JSON.stringify(rango.body)).toBe(201);
    const antes = await ctx.database.query<{ n: number }>(`select count(*)::int as n from documento_contable`);
    const r = await cobrar({ tipoNcfId: t.body.tipoNcfId, pagador: { tipo: 'empresa', codigo: '131234567' } });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'ecf_tipo_no_emitido', message: expect.stringContaining('E44') });
    expect(await ctx.database.query(`select count(*)::int as n from documento_contable`)).toEqual(antes);
  });

  it('annuls an e-CF by a credit note (E34) that cites it, sent like any other; its number is not written off as a printed one', async () => {
    const r = await cobrar({});
    await enviar();
    const a = await call('caja', 'POST', `/api/financieros/documentos-contables/${r.body.documentoContableId}/anular`, {
      motivo: 'Se cobró el servicio equivocado.',
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.ecf.map((x: { tipo: number; encf: string }) => `${x.tipo} ${x.encf}`)).toEqual([`32 ${r.body.ncf}`, '34 E340000000001']);
    const nota = await xmlDe(r.body.documentoContableId, 34);
    expect(nota).toContain('<TipoeCF>34</TipoeCF><eNCF>E340000000001</eNCF><IndicadorNotaCredito>0</IndicadorNotaCredito>');
    // A credit note carries no payments (its schema has no TablaFormasPago).
    expect(nota).not.toContain('TablaFormasPago');
    expect(nota).toMatch(
      new RegExp(
        `<InformacionReferencia><NCFModificado>${r.body.ncf}</NCFModificado><FechaNCFModificado>\\d{2}-\\d{2}-\\d{4}</FechaNCFModificado><CodigoModificacion>1</CodigoModificacion>`,
      ),
    );
    expect(await firmaValida(nota)).toBe(true);
    expect(problemasXsd(nota)).toEqual([]);
    const [{ escritos }] = await ctx.database.query<{ escritos: number }>(`select count(*)::int as escritos from ncf_anulado where ncf = $1`, [r.body.ncf]);
    expect(escritos).toBe(0);
    await enviar();
    expect((await recibo(r.body.documentoContableId)).ecf[1]).toMatchObject({ tipo: 34, estado: 'aceptado' });
    // Its number went to the DGII: it is annulled, never re-numbered.
    const otro = await cobrar({});
    const re = await call('caja', 'POST', `/api/financieros/documentos-contables/${otro.body.documentoContableId}/reasignar-ncf`, {
      tipoNcfId: ids.b02,
      motivo: 'Prueba de renumeración.',
    });
    expect(re.status).toBe(409);
    expect(re.body.code).toBe('recibo_electronico');
    await enviar();
  });

  it('keeps what the DGII refused, with its reason; and retries while the receiver is down', async () => {
    receptor.control.rechazarSiguiente = 'El monto total no coincide.';
    const r = await cobrar({});
    await enviar();
    expect((await recibo(r.body.documentoContableId)).ecf[0]).toMatchObject({ estado: 'rechazado', mensaje: 'El monto total no coincide.' });

    receptor.control.caido = true;
    const s = await cobrar({});
    await enviar();
    expect((await recibo(s.body.documentoContableId)).ecf[0]).toMatchObject({ estado: 'pendiente' });
    receptor.control.caido = false;
    // The job ran out of attempts while it was down; the sweep sends what is still waiting.
    expect(await ctx.app.services.ecf.barrer(0)).toBe(1);
    expect((await recibo(s.body.documentoContableId)).ecf[0]).toMatchObject({ estado: 'aceptado' });
    expect(await ctx.app.services.ecf.barrer(0)).toBe(0);
    // Each document reached the DGII once.
    const encfs = receptor.recibidos.map((x) => x.encf);
    expect(new Set(encfs).size).toBe(encfs.length);
  });

  it('prints the security code and the QR on the receipt', async () => {
    const pdf = await call('caja', 'GET', '/api/financieros/documentos-contables/1/pdf?formato=pos');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // The QR is an image in the PDF; the letter format has it too.
    expect(String(pdf.body)).toContain('/Subtype /Image');
  });
});
