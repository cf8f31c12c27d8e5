import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestContext } from '../../test/context.ts';
import { conPlanRegular, finanzasFixture } from './finanzas.fixture.ts';

/*
 * The ledger: every receipt posts a balanced entry in its own transaction, an annulment reverses it,
 * a student's charges put the receivable on their account; the database refuses an entry that does
 * not balance and any edit of the ledger; the accountant reads entries and the summary per account,
 * and exports the span for Dynamics GP (refused while an account has no GP number) or as a journal.
 */

let ctx: TestContext;
let ids: Record<string, number>;
let matricula: string;
let ec: number;
let periodo: number;
const cuentas: Record<string, number> = {};
let n = 0;
const hoy = new Date().toISOString().slice(0, 10);
const span = `desde=${new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10)}&hasta=${hoy}`;
const call = (as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.call({ method, url, as, payload });
const cobrar = (extra: object) =>
  call('caja', 'POST', '/api/financieros/cobros-servicios', {
    clave: `conta-${Date.now()}-${++n}`,
    pagador: { tipo: 'estudiante', codigo: matricula },
    monedaPagoId: ids.dop,
    tipoNcfId: ids.b02,
    servicios: [],
    cargos: [],
    ...extra,
  });
type Linea = { codigo: string | null; debito: string; credito: string };
type Asiento = { numero: string; origen: string; concepto: string; monto: string; lineas: Linea[]; documentoContableId: number | null };
const asientos = async (query = '') => (await call('admin', 'GET', `/api/financieros/transacciones-contables?${span}&pageSize=200${query}`)).body as Asiento[];
const lineas = (a: Asiento) => a.lineas.map((l) => `${l.codigo} ${l.debito}/${l.credito}`);

/** Sets a catalogue record's field through its API (read it, change one field, write it back). */
async function cambiar(api: string, id: number, cambio: object) {
  const r = await call('admin', 'GET', `${api}/${id}`);
  const w = await call('admin', 'PUT', `${api}/${id}`, { ...r.body, ...cambio });
  expect(w.status, JSON.stringify(w.body)).toBe(200);
}

beforeAll(async () => {
  let career: { carreraId: number };
  ({ ctx, ids, matricula, estudianteCarreraId: ec, career } = await finanzasFixture());
  // A small chart of accounts; the suspense account takes what has no account of its own.
  for (const [codigo, descripcion, extra] of [
    ['1.1.01', 'Caja general', {}],
    ['1.1.02', 'Bancos', {}],
    ['1.1.03', 'Cuentas por cobrar (pesos)', { cuCoCuentaCobrarPesos: true }],
    ['2.1.03', 'Cuenta transitoria', { cuCoCuentaTransitoria: true }],
    ['4.1.01', 'Inscripciones', {}],
    ['4.1.02', 'Colegiaturas', {}],
  ] as const) {
    const r = await call('admin', 'POST', '/api/financieros/catalogo-cuenta', {
      cuCoCodigo: codigo,
      cuCoDescripcion: descripcion,
      cuCoAceptaMovimientos: true,
      cuCoCuentaGp: codigo === '2.1.03' ? null : `0${codigo.replace(/\./g, '-')}`,
      ...extra,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    cuentas[codigo] = r.body.cuentaContableCatalogoId;
  }
  await cambiar('/api/financieros/tipos-formas-pagos', ids.efectivo, { cuentaContableCatalogoId: cuentas['1.1.01'] });
  await cambiar('/api/financieros/tipos-formas-pagos', ids.tarjeta, { cuentaContableCatalogoId: cuentas['1.1.02'] });
  await cambiar('/api/academicos/carreras', career.carreraId, { cuentaContableCatalogoId: cuentas['4.1.02'] });
  periodo = await conPlanRegular(ctx, ids, career.carreraId, ec);
});
afterAll(() => ctx.close());

describe('the ledger', () => {
  it("puts a term's charges on the student's account: the receivable debited, tuition credited to the career's account", async () => {
    const r = await call('caja', 'POST', `/api/financieros/cuentas/estudiantes/${ec}/periodo/${periodo}/cargos`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cargos = (await asientos('&origen=cargo')).reverse();
    expect(cargos.map((a) => a.concepto.split(' · ').slice(0, 2).join(' · '))).toEqual([
      'Cargo · Inscripción',
      'Cargo · Cuota 1 de 4',
      'Cargo · Cuota 2 de 4',
      'Cargo · Cuota 3 de 4',
      'Cargo · Cuota 4 de 4',
    ]);
    // No enrolment service with an account here: its fee goes to the suspense account, where the accountant sees it.
    expect(lineas(cargos[0])).toEqual(['1.1.03 3500.00/0.00', '2.1.03 0.00/3500.00']);
    expect(lineas(cargos[1])).toEqual(['1.1.03 10000.00/0.00', '4.1.02 0.00/10000.00']);
    // Written again, nothing more is charged, nor posted.
    await call('caja', 'POST', `/api/financieros/cuentas/estudiantes/${ec}/periodo/${periodo}/cargos`);
    expect(await asientos('&origen=cargo')).toHaveLength(5);
  });

  it('posts a receipt in its own transaction: each method to its account, the change back out of cash, services and charges credited', async () => {
    const cargo = (await call('caja', 'GET', `/api/financieros/cuentas/estudiantes/${ec}`)).body.cargos[0];
    const r = await cobrar({
      servicios: [{ servicioContableId: ids.certificacion, cantidad: 1 }],
      cargos: [{ cargoEstudianteId: cargo.cargoEstudianteId, monto: '3500' }],
      formasPago: [
        { tipoFormaPagoId: ids.tarjeta, monto: '2000', referencia: '778899', tipoTarjetaCreditoId: ids.visa },
        { tipoFormaPagoId: ids.efectivo, monto: '3100' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.devuelto).toBe('100.00');
    const [a] = await asientos('&origen=recibo');
    expect(a).toMatchObject({ origen: 'recibo', documentoContableId: r.body.documentoContableId, monto: '5000.00' });
    expect(a.concepto).toContain(r.body.numero);
    // The service has no income account: it waits on the suspense account.
    expect(lineas(a)).toEqual(['1.1.02 2000.00/0.00', '1.1.01 3000.00/0.00', '2.1.03 0.00/1500.00', '1.1.03 0.00/3500.00']);
  });

  it('reverses an annulled receipt with an entry of its own, leaving every account as it was', async () => {
    const r = await cobrar({ servicios: [{ servicioContableId: ids.carnet, cantidad: 2 }], formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: '701' }] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const antes = (await call('admin', 'GET', `/api/financieros/transacciones-contables/resumen?${span}`)).body;
    const anulado = await call('caja', 'POST', `/api/financieros/documentos-contables/${r.body.documentoContableId}/anular`, { motivo: 'Cobrado dos veces.' });
    expect(anulado.status, JSON.stringify(anulado.body)).toBe(200);
    const [a] = await asientos('&origen=anulacion');
    expect(a.concepto).toMatch(/^Anulación · Recibo REC-\d{8} .* · Cobrado dos veces\.$/);
    expect(lineas(a)).toEqual(['1.1.01 0.00/701.00', '2.1.03 701.00/0.00']);
    const despues = (await call('admin', 'GET', `/api/financieros/transacciones-contables/resumen?${span}`)).body;
    const saldo = (b: { cuentas: { codigo: string; saldo: string }[] }, c: string) => b.cuentas.find((x) => x.codigo === c)?.saldo;
    expect(saldo(despues, '1.1.01')).toBe((Number(saldo(antes, '1.1.01')) - 701).toFixed(2));
    // Searching by the receipt's number finds its entry and its reversal.
    expect((await asientos(`&value=${r.body.numero}`)).map((x) => x.origen)).toEqual(['anulacion', 'recibo']);
  });

  it('sums what each account moved, and the books balance: debits equal credits', async () => {
    const r = await call('admin', 'GET', `/api/financieros/transacciones-contables/resumen?${span}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.totales).toHaveLength(1);
    const [t] = r.body.totales;
    expect(t.moneda).toBe('DOP');
    expect(t.debito).toBe(t.credito);
    // The receivable: 43,500 charged, 3,500 paid.
    expect(r.body.cuentas.find((c: { codigo: string }) => c.codigo === '1.1.03')).toMatchObject({ debito: '43500.00', credito: '3500.00', saldo: '40000.00' });
    expect(r.body.cuentas.find((c: { codigo: string }) => c.codigo === '2.1.03')).toMatchObject({ transitoria: true });
  });

  it('exports Dynamics GP journals only when every account has its GP number, and the journal always', async () => {
    const refused = await call('admin', 'GET', `/api/financieros/transacciones-contables/gp?${span}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cuentas_sin_gp', message: expect.stringContaining('2.1.03 Cuenta transitoria') });
    await cambiar('/api/financieros/catalogo-cuenta', cuentas['2.1.03'], { cuCoCuentaGp: '02-1-03' });
    const gp = await call('admin', 'GET', `/api/financieros/transacciones-contables/gp?${span}`);
    expect(gp.status).toBe(200);
    expect(gp.headers['content-disposition']).toMatch(/attachment; filename="gp-.*\.txt"/);
    const filas = (gp.body as string)
      .trim()
      .split('\r\n')
      .map((l: string) => l.split('\t'));
    expect(filas[0]).toEqual(['BatchID', 'Reference', 'TrxDate', 'Account', 'Debit', 'Credit', 'Description', 'CurrencyID', 'Dimension']);
    const total = (i: number) => filas.slice(1).reduce((s: number, f: string[]) => s + Number(f[i]) * 100, 0);
    expect(total(4)).toBe(total(5));
    expect(filas.find((f: string[]) => f[3] === '01-1-03')?.slice(4, 6)).toEqual(['40000.00', '0.00']);

    const diario = await call('admin', 'GET', `/api/financieros/transacciones-contables/diario?${span}`);
    expect(diario.status).toBe(200);
    const csv = (diario.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('Asiento,Fecha,Origen,Concepto,Sede,Moneda,Cuenta,Descripción de la cuenta,Débito,Crédito');
    expect(csv.length - 1).toBe(Number(await countRows(ctx.database, 'transaccion_contable_linea')));
  });

  it('the database refuses an entry that does not balance, and any edit of the ledger', async () => {
    const [{ u }] = await ctx.database.query<{ u: number }>(`select usuario_id as u from usuario where usua_nombre = 'admin'`);
    // The database's own words, under the driver's wrapper.
    const motivo = (e: unknown) => String((e as { cause?: unknown }).cause ?? e);
    // Its outcome is taken at once: the refusal may come before the count below ends, and must not go unhandled meanwhile.
    const descuadrado = ctx.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql.raw(`insert into transaccion_contable (origen, documento_contable_id, sede_id, moneda_pago_id, concepto, creado_por)
                        select 'anulacion', min(documento_contable_id), ${ids.sd}, ${ids.dop}, 'a mano', ${u} from documento_contable where estado = 'emitido'`),
        );
        await tx.execute(
          sql.raw(`insert into transaccion_contable_linea (transaccion_contable_id, cuenta_contable_catalogo_id, debito)
                        select max(transaccion_contable_id), ${cuentas['1.1.01']}, 10 from transaccion_contable`),
        );
      })
      .then(() => 'committed', motivo);
    const antes = await countRows(ctx.database, 'transaccion_contable');
    expect(await descuadrado).toMatch(/does not balance/);
    expect(await countRows(ctx.database, 'transaccion_contable')).toBe(antes);
    expect(await ctx.database.query(`update transaccion_contable_linea set debito = debito + 1`).then(() => 'updated', motivo)).toMatch(/append-only/);
    expect(await ctx.database.query(`delete from transaccion_contable`).then(() => 'deleted', motivo)).toMatch(/append-only/);
  });

  it('is read by finance only, and a bad span is a 400', async () => {
    expect((await call('estudiante', 'GET', `/api/financieros/transacciones-contables?${span}`)).status).toBe(403);
    expect((await call('estudiante', 'GET', `/api/financieros/transacciones-contables/gp?${span}`)).status).toBe(403);
    const r = await call('admin', 'GET', '/api/financieros/transacciones-contables/resumen?desde=2026-05-01&hasta=2026-04-01');
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('anterior a la inicial');
    expect((await call('admin', 'GET', '/api/financieros/transacciones-contables/resumen?desde=2024-01-01&hasta=2026-04-01')).status).toBe(400);
  });
});
