import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server process and PostgreSQL both killed in the middle of a day's payments (SIGKILL and an
 * immediate stop: no goodbye, no checkpoint), then started again, while cashiers keep paying and
 * retry what got no answer with the same key. Every acknowledged payment must be there with its
 * receipt, no receipt without its lines and methods, each retried payment charged once, and the NCF
 * range whole. Runs where a PostgreSQL server can be started (CI's PostgreSQL run), on its own
 * durable server (fsync, synchronous_commit and full_page_writes on).
 */
const root = resolve(import.meta.dirname, '../../../../..');
const script = resolve(root, 'scripts/postgres.sh');
const env = { ...process.env, PGPORT_DURABLE: '25442', PGDIR_DURABLE: '/tmp/claustro-pg-crash-pagos' };
const pgctl = (cmd: string) => execFileSync(script, [cmd], { env, encoding: 'utf8' }).trim();
const port = 3294;
let dbUrl = '';
const servers: ChildProcess[] = [];
let server: ChildProcess | undefined;

const startServer = async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      INSTITUTION: 'TEST',
      LOG_LEVEL: 'error',
      JWT_SECRET: 'crash-test-secret',
    },
    stdio: 'ignore',
  });
  servers.push(server);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
};
const killServer = () => new Promise((r) => (server!.once('exit', r), server!.kill('SIGKILL')));

/** A call that never throws: a lost connection is status 0. */
async function call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
}

describe.skipIf(!process.env.DATABASE_URL)('the server and PostgreSQL killed during payments', () => {
  beforeAll(async () => {
    const base = pgctl('start-durable');
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists claustro_crash_pagos with (force)`);
    await admin.query(`create database claustro_crash_pagos`);
    await admin.end();
    const u = new URL(base);
    u.pathname = '/claustro_crash_pagos';
    dbUrl = u.toString();
    await startServer();
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) if (s.exitCode === null && s.signalCode === null) s.kill('SIGKILL');
    pgctl('stop-durable');
  });

  it('keeps every acknowledged payment with its receipt, charges each retried key once, and leaves the NCF range whole', async () => {
    const login = async (username: string) => (await call('POST', '/api/login', { username, clave: 'Demo2026' })).body.token as string;
    const admin = await login('admin');
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const id = async (q: string) => (await db.query(q)).rows[0].id as number;
    const sede = await id(`select min(sede_id) as id from sede`);
    const dop = await id(`select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'DOP'`);
    const b02 = await id(`select tipo_ncf_id as id from tipo_ncf where ti_nc_descripcion like 'B02%'`);
    const efectivo = await id(`select tipo_forma_pago_contable_id as id from tipo_forma_pago where ti_fp_descripcion = 'Efectivo'`);
    const cajero = await id(`select usuario_id as id from usuario where usua_nombre = 'caja'`);
    await db.end();
    const cajaId = (await call('POST', '/api/financieros/cajas', { cajaDescripcion: 'Caja de la prueba', sedeId: sede }, admin)).body.cajaId;
    expect((await call('POST', '/api/financieros/cajeros', { usuarioId: cajero, cajaId }, admin)).status).toBe(201);
    const ncf = { tipoNcfid: b02, sedeId: sede, ncfireferencia: 'B02', ncfisecuenciaDesde: 1, ncfisecuenciaHasta: 100000, ncfifechaVencimiento: '2099-12-31' };
    expect((await call('POST', '/api/financieros/ncf', ncf, admin)).status).toBe(201);
    const detalles = [{ monedaPagoId: dop, seCoDeMonto: '500' }];
    const servicio = (await call('POST', '/api/financieros/servicios-contables', { seCoDescripcion: 'Constancia', detalles }, admin)).body.servicioContableId;
    let token = await login('caja');
    expect((await call('POST', '/api/financieros/cajas-aperturas', { fondos: [] }, token)).status).toBe(201);

    const acks = new Map<string, { documentoContableId: number; ncf: string }>();
    const statuses = new Map<number, number>();
    let down = false;
    let next = 0;
    /** One cashier's loop: each payment under its key, retried with the same key until it gets an answer. */
    const cashier = async () => {
      while (next < 160) {
        const clave = `crash-key-${next++}`;
        for (let tries = 0; tries < 200; tries++) {
          const r = await call(
            'POST',
            '/api/financieros/cobros-servicios',
            {
              clave,
              pagador: { tipo: 'externo', nombre: `Cliente ${clave}` },
              monedaPagoId: dop,
              tipoNcfId: b02,
              servicios: [{ servicioContableId: servicio }],
              formasPago: [{ tipoFormaPagoId: efectivo, monto: '1000' }],
            },
            token,
          );
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          if (r.status === 201) {
            const before = acks.get(clave);
            // A retry answers the receipt the first try made: never a second one.
            if (before) expect(r.body.documentoContableId).toBe(before.documentoContableId);
            acks.set(clave, { documentoContableId: r.body.documentoContableId, ncf: r.body.ncf });
            break;
          }
          await new Promise((res) => setTimeout(res, down ? 300 : 50));
        }
      }
    };
    const day = Promise.all(Array.from({ length: 6 }, cashier));
    for (let waited = 0; acks.size < 25 && waited < 30_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    const ackedBeforeCrash = acks.size;
    down = true;
    await Promise.all([killServer(), Promise.resolve(pgctl('kill-durable'))]);
    await new Promise((r) => setTimeout(r, 1000));
    pgctl('resume-durable');
    await startServer();
    token = await login('caja');
    down = false;
    await day;

    expect(ackedBeforeCrash).toBeGreaterThan(0);
    expect(statuses.get(0) ?? 0).toBeGreaterThan(0); // the crash was felt
    expect([...statuses.keys()].filter((s) => ![0, 201, 401, 503].includes(s))).toEqual([]);
    expect(acks.size).toBe(160);

    const check = new pg.Client({ connectionString: dbUrl });
    await check.connect();
    const docs = (
      await check.query<{ id: number; clave: string; ncf: string; servicios: number; pagos: number; pagado: string; total: string }>(
        `select d.documento_contable_id as id, d.clave, d.ncf, d.total::text as total,
                (select count(*)::int from documento_contable_servicio s where s.documento_contable_id = d.documento_contable_id) as servicios,
                (select count(*)::int from documento_contable_forma_pago f where f.documento_contable_id = d.documento_contable_id) as pagos,
                (select coalesce(sum(f.monto), 0)::text from documento_contable_forma_pago f where f.documento_contable_id = d.documento_contable_id) as pagado
           from documento_contable d`,
      )
    ).rows;
    const [range] = (await check.query<{ counter: number }>(`select ncfisecuencia as counter from ncf where sede_id = $1 and tipo_ncfid = $2`, [sede, b02]))
      .rows;
    await check.end();
    // Every acknowledged payment is there, with the receipt it was answered with.
    for (const [clave, a] of acks) expect(docs.find((d) => d.clave === clave)).toMatchObject({ id: a.documentoContableId, ncf: a.ncf });
    // One receipt per key, none without its service or its payment, each paid what was handed over.
    expect(docs).toHaveLength(160);
    expect(docs.filter((d) => d.servicios !== 1 || d.pagos !== 1 || d.pagado !== '1000.00' || d.total !== '500.00')).toEqual([]);
    // The fiscal numbers: 1…160, each once, and the counter at the last.
    const numbers = docs.map((d) => Number(d.ncf.slice(3))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 160 }, (_x, i) => i + 1));
    expect(range.counter).toBe(160);
  }, 240_000);
});
