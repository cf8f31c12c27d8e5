/**
 * `npm run bench` (payments): collection with its fiscal number (NCF) through the API, on PostgreSQL
 * with its production settings, against pgbench running the very statements the API ran for one
 * payment (captured from the driver) — 8 cashiers on one campus, so every payment takes its number
 * from the same authorised range, as on a real campus. Then the range is checked: no number twice,
 * no gap, the counter at the last number issued.
 */
import { buildApp } from '@claustro/server/src/app.ts';
import { loadInstitution } from '@claustro/server/src/platform/config.ts';
import { benchDatabase, runBench } from './bench-database.ts';
import { requestJson } from './load.ts';
import { captureSql, drive, pgbench, pgbenchScript } from './pgbench.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const cashiers = 8;

runBench(async () => {
  const { database, url, settings, drop } = await benchDatabase('claustro_bench_pay');
  try {
    const one = async (q: string, p: unknown[] = []) => (await database.query<{ id: number }>(q, p))[0].id;
    const sede = await one(`select min(sede_id) as id from sede`);
    const dop = await one(`select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'DOP'`);
    const b02 = await one(`select tipo_ncf_id as id from tipo_ncf where ti_nc_descripcion like 'B02%'`);
    const efectivo = await one(`select tipo_forma_pago_contable_id as id from tipo_forma_pago where ti_fp_descripcion = 'Efectivo'`);
    const tarjeta = await one(`select tipo_forma_pago_contable_id as id from tipo_forma_pago where ti_fp_descripcion = 'Tarjeta de crédito'`);
    // Eight cashiers, each with a register of their own on one campus; one consumer range for all.
    await database.query(
      `insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id)
       select persona_id, 'cajero' || g, 'cajero' || g || '@bench.edu.do', clave_hash, rol_id from usuario, generate_series(1, $1::int) g where usua_nombre = 'caja'`,
      [cashiers],
    );
    await database.query(`insert into caja (caja_descripcion, sede_id) select 'Caja ' || g, $1 from generate_series(1, $2::int) g`, [sede, cashiers]);
    await database.query(
      `insert into cajero (usuario_id, caja_id) select u.usuario_id, c.caja_id from usuario u join caja c on c.caja_descripcion = 'Caja ' || substr(u.usua_nombre, 7)
        where u.usua_nombre like 'cajero%'`,
    );
    await database.query(
      `insert into ncf (tipo_ncfid, sede_id, ncfireferencia, ncfisecuencia_desde, ncfisecuencia_hasta, ncfisecuencia, ncfifecha_vencimiento)
       values ($1, $2, 'B02', 1, 99999999, 0, '2099-12-31')`,
      [b02, sede],
    );
    const servicio = await one(`insert into servicio_contable (se_co_descripcion) values ('Crédito académico') returning servicio_contable_id as id`);
    await database.query(`insert into servicio_contable_detalles (owner_id, moneda_pago_id, se_co_de_monto) values ($1, $2, 2450)`, [servicio, dop]);
    await database.query(`insert into dgii_rnc (rnc_id, nombre) values ('131234567', 'Empresa de banco')`);
    // Receipt ids far from every other number in a payment, so the script can tell them apart.
    await database.query(`select setval('documento_contable_documento_contable_id_seq', 1000000)`);

    const app = await buildApp({ institution: loadInstitution('TEST'), database, webDist: '/nonexistent', logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const tokens: string[] = [];
    for (let g = 1; g <= cashiers; g++) {
      const token = (await app.inject({ method: 'POST', url: '/api/login', payload: { username: `cajero${g}`, clave: 'Demo2026' } })).json().token as string;
      const opened = await requestJson({
        port,
        token,
        method: 'POST',
        path: '/api/financieros/cajas-aperturas',
        body: { fondos: [{ monedaPagoId: dop, fondo: '5000' }] },
      });
      if (opened.status !== 201) throw new Error(`opening answered ${opened.status}`);
      tokens.push(token);
    }
    // A student's credits, paid part in cash and part by card, with a consumer receipt.
    let clave = 0;
    const pay = (cashier: number, key = `api-${++clave}`) =>
      requestJson({
        port,
        token: tokens[cashier],
        method: 'POST',
        path: '/api/financieros/cobros-servicios',
        body: {
          clave: key,
          pagador: { tipo: 'externo', codigo: '00100000001', nombre: 'Estudiante de banco' },
          monedaPagoId: dop,
          tipoNcfId: b02,
          servicios: [{ servicioContableId: servicio, cantidad: 3 }],
          formasPago: [
            { tipoFormaPagoId: tarjeta, monto: '5000.00', referencia: 'AUT-1' },
            { tipoFormaPagoId: efectivo, monto: '3000.00' },
          ],
        },
      });

    // The statements of one payment as the API runs them, for pgbench: the key, the receipt's id and
    // its fiscal number become what pgbench makes of its own (a sequence, the insert's and the
    // counter's answers).
    let probe: { documentoContableId: number; ncf: string } | undefined;
    const statements = await captureSql(async () => {
      const r = await pay(0, 'probe-payment');
      if (r.status !== 201) throw new Error(`probe payment answered ${r.status}: ${JSON.stringify(r.body)}`);
      probe = r.body as typeof probe;
    });
    await database.query(`create sequence bench_pay`);
    const script = pgbenchScript(`select nextval('bench_pay') as k \\gset`, statements, {
      replace: (v) =>
        v === 'probe-payment'
          ? `('pgb-' || :k)`
          : v === probe!.ncf
            ? `(:n_prefijo || lpad(:n_secuencia::text, 8, '0'))`
            : v === probe!.documentoContableId
              ? ':d_id'
              : undefined,
      gset: (text) => (/^\s*update ncf set/i.test(text) ? 'n_' : /^\s*insert into documento_contable \(/i.test(text) ? 'd_' : undefined),
    });
    if (!script.includes(':n_secuencia') || !script.includes(':d_id')) throw new Error('the captured payment does not show its NCF or its receipt id');

    await drive(cashiers, 1000, (k) => pay(k % cashiers).then((r) => r.status)); // warm-up
    const api = await drive(cashiers, seconds * 1000, (k) => pay(k % cashiers).then((r) => r.status));
    const base = pgbench(url, script, cashiers, seconds);
    await app.close();

    const [range] = await database.query<{ issued: number; distinct: number; min: number; max: number; counter: number }>(
      `select count(*)::int as issued, count(distinct d.ncf)::int as distinct, min(substr(d.ncf, 4)::int) as min, max(substr(d.ncf, 4)::int) as max,
              (select ncfisecuencia from ncf where sede_id = $1 and tipo_ncfid = $2) as counter
         from documento_contable d where d.ncf like 'B02%'`,
      [sede, b02],
    );
    const gaps = range.max - range.min + 1 - range.issued;
    const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
    console.log(`\nPayments bench — PostgreSQL (${settings}), ${cashiers} cashiers on one campus and one NCF range, ${seconds} s per run`);
    console.log(`One payment runs ${statements.length} statements (captured from the driver; pgbench runs the same ones).\n`);
    console.log('| run | payments/s | p50 ms | p99 ms | 5xx | other answers |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    console.log(`| API, ${cashiers} cashiers | ${fmt(api.rps, 0)} | ${fmt(api.p50)} | ${fmt(api.p99)} | ${api.errors5xx} | ${api.other} |`);
    console.log(`| pgbench, same statements | ${fmt(base.tps, 0)} | avg ${fmt(base.latency)} | | ${base.failed} failed | |`);
    console.log('\n| check | value | goal |');
    console.log('| --- | ---: | ---: |');
    console.log(`| API ÷ pgbench | ${fmt(api.rps / base.tps, 2)} | ≥ 0.25 |`);
    console.log(`| receipts with an NCF | ${range.issued} | |`);
    console.log(`| NCFs issued twice | ${range.issued - range.distinct} | 0 |`);
    console.log(`| gaps in the range | ${gaps} | 0 |`);
    console.log(`| counter − last issued | ${range.counter - range.max} | 0 (the next is last + 1) |`);
    if (range.issued !== range.distinct || gaps !== 0 || range.counter !== range.max || api.errors5xx)
      throw new Error('the NCF range is not whole, or the API failed');
  } finally {
    await drop();
  }
});
