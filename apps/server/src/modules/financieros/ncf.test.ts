import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestContext } from '../../test/context.ts';
import { sedeId } from '../../test/academic-fixtures.ts';
import { finanzasFixture } from './finanzas.fixture.ts';

/*
 * NCF ranges as the DGII would accept them: a range's prefix is its type's series, its numbers are no
 * other range's on any campus (they belong to the institution's RNC) and on no receipt already, and a
 * range is not written expired. The fixture holds B02 101–100,000 and B01 1–1,000 on the main campus.
 */
let ctx: TestContext;
let ids: Record<string, number>;
let matricula: string;
let sti: number;

const rango = (extra: object = {}) => ({
  tipoNcfid: ids.b02,
  sedeId: ids.sd,
  ncfireferencia: 'B02',
  ncfisecuenciaDesde: 100_001,
  ncfisecuenciaHasta: 101_000,
  ncfifechaVencimiento: '2099-12-31',
  ...extra,
});
const crear = (body: object, lang: 'es' | 'en' = 'es') => ctx.call({ method: 'POST', url: '/api/financieros/ncf', as: 'admin', payload: body, lang });

beforeAll(async () => {
  ({ ctx, ids, matricula } = await finanzasFixture());
  sti = await sedeId(ctx, 'STI');
});
afterAll(() => ctx.close());

describe('NCF ranges', () => {
  it('are refused when they share numbers with another range of the series, on the same campus or another, naming it; nothing is written', async () => {
    const before = await countRows(ctx.database, 'ncf');
    const mismo = await crear(rango({ ncfisecuenciaDesde: 1, ncfisecuenciaHasta: 1000 }));
    expect([mismo.status, mismo.body.code]).toEqual([409, 'rango_ncf_solapado']);
    expect(mismo.body.fields.ncfisecuenciaDesde).toMatch(/^Los números 1–1000 de B02 ya son de la secuencia 101–100000 de /);
    const otroRecinto = await crear(rango({ sedeId: sti, ncfisecuenciaDesde: 100_000, ncfisecuenciaHasta: 100_500 }), 'en');
    expect([otroRecinto.status, otroRecinto.body.code]).toEqual([409, 'rango_ncf_solapado']);
    expect(otroRecinto.body.message).toMatch(/not a campus's\.$/);
    expect(await countRows(ctx.database, 'ncf')).toBe(before);
    // The same numbers of another series are another series' to use.
    expect((await crear(rango({ tipoNcfid: ids.b15, ncfireferencia: 'B15', ncfisecuenciaDesde: 5000, ncfisecuenciaHasta: 6000 }))).status).toBe(201);
    // Right after the last one, on another campus: accepted.
    expect((await crear(rango({ sedeId: sti }))).status).toBe(201);
  });

  it("are refused with a prefix of another type's series: a B01 range cannot give consumer receipts", async () => {
    const r = await crear(rango({ ncfireferencia: 'B01', ncfisecuenciaDesde: 200_001, ncfisecuenciaHasta: 201_000 }));
    expect([r.status, r.body.fields.ncfireferencia]).toEqual([400, 'Debe ser B02, como indica B02 · Consumidor final.']);
    const serie = await crear(rango({ ncfireferencia: 'B07' }));
    expect(serie.body.fields.ncfireferencia).toBe('Una serie de la DGII: B01, B02, B14, E31, E32…');
  });

  it('are refused ending before they start, or already expired while in force', async () => {
    const alReves = await crear(rango({ ncfisecuenciaDesde: 300_000, ncfisecuenciaHasta: 299_000 }));
    expect(alReves.status).toBe(400);
    expect(alReves.body.fields.ncfisecuenciaHasta).toBe('El número final debe ser mayor o igual que el inicial.');
    const vencido = await crear(rango({ ncfisecuenciaDesde: 300_000, ncfisecuenciaHasta: 301_000, ncfifechaVencimiento: '2020-12-31' }));
    expect([vencido.status, vencido.body.fields.ncfifechaVencimiento]).toEqual([400, 'La secuencia ya venció: una secuencia vigente vence hoy o después.']);
    // Kept inactive (an old range written down for the record), it may carry its past date.
    expect((await crear(rango({ ncfisecuenciaDesde: 300_000, ncfisecuenciaHasta: 301_000, ncfifechaVencimiento: '2020-12-31', estatus: false }))).status).toBe(
      201,
    );
  });

  it('are refused over a number already on a receipt', async () => {
    expect((await ctx.call({ method: 'POST', url: '/api/financieros/cajas-aperturas', as: 'caja', payload: { fondos: [] } })).status).toBe(201);
    const recibo = await ctx.call({
      method: 'POST',
      url: '/api/financieros/cobros-servicios',
      as: 'caja',
      payload: {
        clave: `ncf-emitido-${Date.now()}`,
        pagador: { tipo: 'estudiante', codigo: matricula },
        monedaPagoId: ids.dop,
        tipoNcfId: ids.b01,
        rnc: '131234567',
        servicios: [{ servicioContableId: ids.certificacion, cantidad: 1 }],
        formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: '1500' }],
      },
    });
    expect(recibo.status, JSON.stringify(recibo.body)).toBe(201);
    expect(recibo.body.ncf).toBe('B0100000001');
    // The range that issued it was moved by hand past it (a data fix): the number stays taken.
    await ctx.database.query(`update ncf set ncfisecuencia_desde = 500, ncfisecuencia = 499 where ncfireferencia = 'B01'`);
    const r = await crear(rango({ tipoNcfid: ids.b01, ncfireferencia: 'B01', ncfisecuenciaDesde: 1, ncfisecuenciaHasta: 499 }));
    expect([r.status, r.body.code, r.body.message]).toEqual([409, 'ncf_ya_emitido', 'El NCF B0100000001 ya se emitió: la secuencia no puede incluirlo.']);
  });

  it('written at the same moment for the same numbers: one is kept, the other refused', async () => {
    const both = await Promise.all([
      crear(rango({ ncfisecuenciaDesde: 400_000, ncfisecuenciaHasta: 401_000 })),
      crear(rango({ sedeId: sti, ncfisecuenciaDesde: 400_500, ncfisecuenciaHasta: 402_000 })),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});
