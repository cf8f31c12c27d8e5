import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestContext } from '../../test/context.ts';
import { finanzasFixture } from './finanzas.fixture.ts';

/*
 * A receipt without a fiscal number, where the institution allows them: only a cashier allowed to
 * issues one, always with the reason, which is kept on the receipt and in the audit.
 */
let ctx: TestContext;
let ids: Record<string, number>;
let matricula: string;
let n = 0;

const cobrar = (extra: object) =>
  ctx.call({
    method: 'POST',
    url: '/api/financieros/cobros-servicios',
    as: 'caja',
    payload: {
      clave: `sin-ncf-${Date.now()}-${++n}`,
      pagador: { tipo: 'estudiante', codigo: matricula },
      monedaPagoId: ids.dop,
      servicios: [{ servicioContableId: ids.certificacion, cantidad: 1 }],
      formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: '1500' }],
      ...extra,
    },
  });
const motivo = 'Donación de la asociación de egresados, sin valor fiscal.';

beforeAll(async () => {
  ({ ctx, ids, matricula } = await finanzasFixture({ institution: (i) => ({ ...i, recibosSinNcf: true }) }));
  expect((await ctx.call({ method: 'POST', url: '/api/financieros/cajas-aperturas', as: 'caja', payload: { fondos: [] } })).status).toBe(201);
});
afterAll(() => ctx.close());

describe('a receipt without NCF', () => {
  it('is refused to a cashier not allowed to issue one (403), and nothing is written', async () => {
    const before = await countRows(ctx.database, 'documento_contable');
    const r = await cobrar({ sinNcf: { motivo } });
    expect([r.status, r.body.code]).toEqual([403, 'sin_ncf_sin_permiso']);
    expect(await countRows(ctx.database, 'documento_contable')).toBe(before);
  });

  it('is issued by a cashier allowed to, with the reason kept on the receipt and in the audit; the screen knows she may', async () => {
    await ctx.database.query(`update cajero set puede_sin_ncf = true where usuario_id = (select usuario_id from usuario where usua_nombre = 'caja')`);
    const u = (await ctx.database.query<{ id: number }>(`select usuario_id as id from usuario where usua_nombre = 'caja'`))[0].id;
    expect((await ctx.call({ method: 'GET', url: `/api/financieros/cajas-aperturas/usuarioid/${u}`, as: 'caja' })).body.cajero.sinNcf).toBe(true);
    const sinMotivo = await cobrar({ sinNcf: { motivo: '' } });
    expect([sinMotivo.status, sinMotivo.body.fields['sinNcf.motivo']]).toEqual([400, 'Motivo es obligatorio.']);
    const r = await cobrar({ tipoNcfId: ids.b02, sinNcf: { motivo } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.ncf).toBeNull();
    const [kept] = await ctx.database.query<{ motivo: string; tipo: number | null; audit: string }>(
      `select d.motivo_sin_ncf as motivo, d.tipo_ncf_id as tipo, a.despues::text as audit
         from documento_contable d join audit_log a on a.entidad = 'documento_contable' and a.entidad_id = d.documento_contable_id::text
        where d.documento_contable_id = $1`,
      [r.body.documentoContableId],
    );
    expect(kept).toMatchObject({ motivo, tipo: null });
    expect(kept.audit).toContain(motivo);
    // Reported: the receipts list asked for those without a fiscal number shows it, with its reason, and nothing else.
    const conNcf = await cobrar({ tipoNcfId: ids.b02 });
    expect(conNcf.status).toBe(201);
    const sin = await ctx.call({ method: 'GET', url: '/api/financieros/documentos-contables?sinNcf=true', as: 'caja' });
    expect(sin.status).toBe(200);
    expect(
      sin.body.map((x: { documentoContableId: number; ncf: string | null; motivoSinNcf: string | null }) => [x.documentoContableId, x.ncf, x.motivoSinNcf]),
    ).toEqual([[r.body.documentoContableId, null, motivo]]);
    const todos = await ctx.call({ method: 'GET', url: '/api/financieros/documentos-contables', as: 'caja' });
    expect(todos.body.map((x: { documentoContableId: number }) => x.documentoContableId)).toContain(conNcf.body.documentoContableId);
    // Annulled, it has no number to write off.
    const anulado = await ctx.call({
      method: 'POST',
      url: `/api/financieros/documentos-contables/${r.body.documentoContableId}/anular`,
      as: 'caja',
      payload: { motivo: 'Se registró dos veces la misma donación.' },
    });
    expect(anulado.status, JSON.stringify(anulado.body)).toBe(200);
    expect(await countRows(ctx.database, 'ncf_anulado')).toBe(0);
  });
});
