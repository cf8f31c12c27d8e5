/**
 * `npm run bench:reports`: the report engine at size, on PostgreSQL with its production settings.
 *
 * 1. **A 200,000-row export as a spreadsheet**, through the running server (a process of its own, as in
 *    production: HTTP, token, permission, the report's read-only cursor, ExcelJS's streaming writer):
 *    time to the first byte, the whole time, and the server's peak memory (VmHWM) — against a plain
 *    streaming writer of the same rows in the same run (the same statement's cursor through `pg`,
 *    ExcelJS's writer, nothing else). Goals: at most 2× the plain writer, first byte within 1 s,
 *    peak RSS at most 200 MB.
 * 2. **Every report at BENCH_STUDENTS students** (50,000; `seedScale` with their terms of grades and
 *    payments), the MESCyT's first: page 1 through the stack against the engine's statement through
 *    `pg`, and its plan, with every sequential scan of grades, selections or students called out.
 */
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { reportes } from '@claustro/domain/reportes/catalogo';
import { rutaReporte } from '@claustro/domain/reportes/engine';
import { ordenDe, reportContext } from '@claustro/server/src/platform/reports/engine.ts';
import { seguridadQueries } from '@claustro/server/src/modules/reportes/seguridad.queries.ts';
import { reportesDelArea } from '@claustro/server/src/modules/reportes/module.ts';
import { informesFinanzas } from '@claustro/server/src/modules/financieros/informes.service.ts';
import { informesContinuada } from '@claustro/server/src/modules/educacion-continuada/informes.queries.ts';
import { seedScale } from '@claustro/server/src/seed/scale.ts';
import { benchDatabase, runBench } from './bench-database.ts';
import { memory, resetPeak, startServer } from './server-process.ts';

const rows = Number(process.env.BENCH_EXPORT_ROWS ?? 200_000);
const students = Number(process.env.BENCH_STUDENTS ?? 50_000);
const dialect = new PgDialect();
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The plain writer: the same statement's rows from a cursor through `pg`, into ExcelJS's streaming writer, bytes counted and dropped. */
async function plainWriter(url: string, text: string, params: unknown[], columns: string[]) {
  const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
  await client.connect();
  const started = performance.now();
  const out = new PassThrough();
  let bytes = 0;
  out.on('data', (c: Buffer) => (bytes += c.length));
  const done = new Promise((r) => out.on('end', r));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet('Hoja1');
  ws.addRow(columns).commit();
  await client.query('begin transaction isolation level repeatable read, read only');
  await client.query(`declare c no scroll cursor for ${text}`, params);
  let n = 0;
  for (;;) {
    const { rows: batch } = await client.query('fetch 2000 from c');
    for (const r of batch) ws.addRow(columns.map((k) => r[k])).commit();
    n += batch.length;
    if (batch.length < 2000) break;
  }
  await client.query('commit');
  ws.commit();
  await wb.commit();
  await done;
  await client.end();
  return { ms: performance.now() - started, rows: n, bytes };
}

async function exportBench() {
  const { database, url, settings, drop } = await benchDatabase('claustro_bench_rep');
  try {
    // 200,000 accounts: the user lookup (`/reportes/seguridad/consulta-usuarios`) is then a 200,000-row report.
    await database.query(`
      with p as (insert into persona (pers_nombres, pers_apellidos) select 'Usuaria ' || g, 'Escala ' || lpad(g::text, 6, '0') from generate_series(1, ${rows}) g returning persona_id)
      insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id, estatus)
      select persona_id, 'u' || persona_id, 'u' || persona_id || '@escala.edu.do', 'x', 2, true from p`);
    await database.query('analyze');
    const r = reportes.consultaUsuarios;
    const q = seguridadQueries.consultaUsuarios({}, reportContext(1, 'America/Santo_Domingo', new Date().toISOString().slice(0, 10)));
    const { sql: text, params } = dialect.sqlToQuery(sql`select r.* from (${q}) r order by ${ordenDe(r)}`);
    const plain = await plainWriter(
      url,
      text,
      params as unknown[],
      r.columnas.map((c) => c.campo),
    );

    const server = await startServer(url);
    try {
      const token = server.token;
      const before = memory(server.pid);
      resetPeak(server.pid);
      const started = performance.now();
      const res = await fetch(`${server.base}${rutaReporte(r)}?formato=xlsx`, { headers: { authorization: `Bearer ${token}` } });
      const reader = res.body!.getReader();
      let first = 0;
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!first) first = performance.now() - started;
        bytes += value.length;
      }
      const whole = performance.now() - started;
      const after = memory(server.pid);
      console.log(`\n## A ${rows.toLocaleString('en-US')}-row export as a spreadsheet (PostgreSQL: ${settings})\n`);
      const grew = after.peak - before.now;
      console.log('| | time | first byte | bytes | server RSS before → peak during the export (growth) |');
      console.log('|---|---|---|---|---|');
      console.log(`| plain streaming writer (pg cursor → ExcelJS) | ${ms(plain.ms)} | — | ${plain.bytes.toLocaleString('en-US')} | — |`);
      console.log(
        `| Claustro: \`GET ${rutaReporte(r)}?formato=xlsx\` (status ${res.status}) | ${ms(whole)} | ${ms(first)} | ${bytes.toLocaleString('en-US')} | ${mb(before.now)} → ${mb(after.peak)} (+${mb(grew)}) |`,
      );
      console.log(
        `\nratio ${(whole / plain.ms).toFixed(2)}× (goal ≤ 2×): ${whole <= 2 * plain.ms ? 'met' : 'NOT met'}; first byte ${first <= 1000 ? 'within' : 'NOT within'} 1 s; ` +
          `the export's memory +${mb(grew)} ${grew <= 200 * 1024 ? 'within' : 'NOT within'} 200 MB (the server's own, before it: ${mb(before.now)}, a tsx-run process); rows ${plain.rows.toLocaleString('en-US')}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await drop();
  }
}

/** The tables whose sequential scan at this size says an index is missing. */
const large = [
  'calificacion',
  'seleccion',
  'estudiante',
  'estudiante_carrera',
  'persona',
  'persona_documento_identificacion',
  'cargo_estudiante',
  'documento_contable',
  'documento_contable_cargo',
  'documento_contable_forma_pago',
];

async function mescytBench() {
  const { database, url, settings, drop } = await benchDatabase('claustro_bench_mescyt');
  const direct = new pg.Pool({ connectionString: url, max: 2, options: '-c jit=off' });
  try {
    const hoy = new Date().toISOString().slice(0, 10);
    const seeded = performance.now();
    await seedScale(database, students, () => undefined, { academico: true, finanzas: true, hoy });
    await database.query('analyze');
    const seedS = (performance.now() - seeded) / 1000;
    const [{ periodo, matriculados }] = await database.query<{ periodo: number; matriculados: number }>(`
      select c.periodo_academico_id as periodo, count(distinct c.estudiante_carrera_id)::int as matriculados
        from calificacion c group by 1 order by 2 desc limit 1`);
    const server = await startServer(url);
    try {
      const token = server.token;
      console.log(`\n## Every report at ${students.toLocaleString('en-US')} students (seeded in ${seedS.toFixed(0)} s; PostgreSQL: ${settings})\n`);
      console.log(`The term with the most enrolled: ${matriculados.toLocaleString('en-US')} students.\n`);
      console.log('| report, page 1 | status | rows | stack (median of 5) | statement through pg | sequential scans of large tables |');
      console.log('|---|---|---|---|---|---|');
      // Every report of the product, asked as a registrar would: the busiest term, undergraduates, the last year.
      const desde = new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10);
      const valores: Record<string, string | number> = { periodo, nivel: 'grado', desde, hasta: hoy };
      // `BENCH_ONLY=Continuada`: only the reports whose name holds it.
      const todos = [...reportesDelArea, ...informesFinanzas, ...informesContinuada]
        .filter(([r]) => !process.env.BENCH_ONLY || r.nombre.includes(process.env.BENCH_ONLY))
        .sort(([a], [b]) => (a.nombre.startsWith('mescyt') === b.nombre.startsWith('mescyt') ? 0 : a.nombre.startsWith('mescyt') ? -1 : 1));
      for (const [r, query] of todos) {
        const p: Record<string, string | number> = {};
        for (const [k, d] of Object.entries(r.parametros)) if (d.tipo in valores) p[k] = valores[d.tipo];
        const qs = new URLSearchParams(Object.entries({ ...p, tamano: 50 }).map(([k, v]): [string, string] => [k, String(v)]));
        const times: number[] = [];
        let status = 0;
        let total = 0;
        for (let i = 0; i < 6; i++) {
          const t = performance.now();
          const res = await fetch(`${server.base}${rutaReporte(r)}?${qs}`, { headers: { authorization: `Bearer ${token}` } });
          const body = (await res.json()) as { total: number };
          if (i) times.push(performance.now() - t);
          status = res.status;
          total = body.total;
        }
        const q = query(p, reportContext(1, 'America/Santo_Domingo', hoy));
        const { sql: text, params } = dialect.sqlToQuery(sql`select r.* from (${q}) r order by ${ordenDe(r)} limit 50`);
        const bare: number[] = [];
        for (let i = 0; i < 5; i++) {
          const t = performance.now();
          await direct.query(text, params);
          bare.push(performance.now() - t);
        }
        const plan = (await direct.query(`explain ${text}`, params)).rows.map((x: Record<string, string>) => x['QUERY PLAN']);
        const seq = plan.filter((l) => large.some((t) => new RegExp(`Seq Scan on ${t}\\b`).test(l))).map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
        console.log(`| ${r.nombre} | ${status} | ${total.toLocaleString('en-US')} | ${ms(median(times))} | ${ms(median(bare))} | ${seq.join('; ') || '—'} |`);
        if (process.env.BENCH_PLANS) console.log(plan.join('\n'));
      }
    } finally {
      await server.stop();
    }
  } finally {
    await direct.end();
    await drop();
  }
}

runBench(async () => {
  if (process.env.BENCH_REPORTS !== 'mescyt') await exportBench();
  if (process.env.BENCH_REPORTS !== 'export') await mescytBench();
});
