import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  campoCuenta,
  respuestaReporte,
  ysDe,
  type Columna,
  type FilaReporte as Fila,
  type ParametrosReporte,
  type Reporte,
  type RespuestaReporte,
} from '@claustro/domain/reportes/engine';
import type { Database, Db } from '../db/database.ts';
import { all, anyRow, only, row } from '../db/rows.ts';
import { campusScopeSql, careerScopeSql } from '../auth/grants.ts';

/*
 * How a declared report (`packages/domain/src/reportes/engine.ts`) is read: its module's SQL wrapped —
 * never edited — for a page in the order asked, the totals and the chart's points, all three in one
 * read-only transaction; or the whole of it from a cursor, batch by batch, for a file.
 */

/** Whose report it is: the careers and campuses they read (SQL `in` lists), the institution's time zone and today. */
export interface ReportContext {
  usuarioId: number;
  carreras: SQL;
  sedes: SQL;
  zona: string;
  hoy: string;
}

/** A report's SQL: a set-based `select` naming its columns as the declaration does. */
export type ReportQuery = (p: ParametrosReporte, ctx: ReportContext) => SQL;

export const reportContext = (usuarioId: number, zona: string, hoy: string): ReportContext => ({
  usuarioId,
  carreras: careerScopeSql(usuarioId),
  sedes: campusScopeSql(usuarioId),
  zona,
  hoy,
});

/** A column of the declaration by name, quoted (names come from the declaration, never from a request). */
const ident = (campo: string) => sql.raw(`r."${campo.replace(/"/g, '')}"`);
const numerica = (c: Columna) => c.tipo === 'dinero' || c.tipo === 'horas' || c.tipo === 'decimal' || c.tipo === 'porcentaje';
/** Amounts leave as exact text: sorted and summed as numbers, never by their text. */
const valorDe = (c: Columna) => (numerica(c) ? sql`${ident(c.campo)}::numeric` : ident(c.campo));
const columna = (r: Reporte, campo: string) => r.columnas.find((c) => c.campo === campo)!;

/** The report's rows, with its share column computed from the two it is a share of. */
function base(r: Reporte, q: SQL): SQL {
  if (!r.proporcion) return q;
  const { campo, parte, todo } = r.proporcion;
  return sql`select r.*, round(${ident(parte)}::numeric * 100 / nullif(${ident(todo)}::numeric, 0), 1)::text as ${sql.raw(`"${campo}"`)} from (${q}) r`;
}

/** The order asked for first (ties broken by the declared order), nulls last. */
export function ordenDe(r: Reporte, orden?: string, dir?: 'asc' | 'desc'): SQL {
  const pedido = orden ? [{ campo: orden, desc: dir === 'desc' }, ...r.orden.filter((o) => o.campo !== orden)] : r.orden;
  return sql.join(
    pedido.map((o) => sql`${valorDe(columna(r, o.campo))} ${sql.raw(o.desc ? 'desc' : 'asc')} nulls last`),
    sql`, `,
  );
}

/** What the columns that add up come to, per group, over the rows of `desde` (a FROM item naming them `r`). */
function totalesSql(r: Reporte, desde: SQL): SQL {
  const sumas = r.columnas
    .filter((c) => c.total)
    .map((c) =>
      numerica(c) ? sql`sum(${valorDe(c)})::text as ${sql.raw(`"${c.campo}"`)}` : sql`sum(${ident(c.campo)})::bigint as ${sql.raw(`"${c.campo}"`)}`,
    );
  if (r.proporcion) {
    const { campo, parte, todo } = r.proporcion;
    sumas.push(sql`round(sum(${ident(parte)}::numeric) * 100 / nullif(sum(${ident(todo)}::numeric), 0), 1)::text as ${sql.raw(`"${campo}"`)}`);
  }
  const grupo = r.grupo ? [sql`${ident(r.grupo)} as ${sql.raw(`"${r.grupo}"`)}`] : [];
  return sql`select ${sql.join([...grupo, ...sumas, sql`count(*)::int as "__filas"`], sql`, `)} from ${desde}
             ${r.grupo ? sql`group by ${ident(r.grupo)} order by ${ident(r.grupo)}` : sql``}`;
}

/** The chart's points: its y columns summed per x (and series, and group), the largest first unless it is a line over time. */
function graficoSql(r: Reporte, desde: SQL): SQL | undefined {
  const g = r.grafico;
  if (!g) return undefined;
  const claves = [r.grupo, g.x, g.serie].filter((c): c is string => !!c);
  const suma = (y: string) => (y === campoCuenta ? sql`count(*)` : sql`sum(${valorDe(columna(r, y))})`);
  const ys = ysDe(g).map((y) => sql`coalesce(${suma(y)}, 0)::float8 as ${sql.raw(`"${y}"`)}`);
  const orden = g.tipo === 'lineas' ? sql`${ident(g.x)}` : sql`${suma(ysDe(g)[0])} desc nulls last`;
  return sql`select ${sql.join([...claves.map((c) => sql`${ident(c)} as ${sql.raw(`"${c}"`)}`), ...ys], sql`, `)}
               from ${desde} group by ${sql.join(claves.map(ident), sql`, `)}
              order by ${r.grupo ? sql`${ident(r.grupo)}, ` : sql``}${orden} limit 400`;
}

/** Runs reads in one read-only transaction (a report never writes). */
async function readOnly<T>(database: Database, work: (tx: Db) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    return work(tx as unknown as Db);
  });
}

const paginaRow = row({ filas: respuestaReporte.shape.filas, totales: respuestaReporte.shape.totales, grafico: respuestaReporte.shape.grafico });

/** How many rows the totals' lines counted (each counts its group's in `__filas`). */
const contadas = (totales: Fila[]) => totales.reduce((n, t) => n + Number(t.__filas), 0);

/**
 * One page of a report, with the totals and the chart of all of it: one statement, the report's rows
 * made once (`b`) and read three ways — a page in the order asked, the totals, the chart's points.
 */
export async function reportPage(
  database: Database,
  r: Reporte,
  q: SQL,
  o: { pagina: number; tamano: number; orden?: string; dir?: 'asc' | 'desc' },
): Promise<RespuestaReporte> {
  const g = graficoSql(r, sql`b r`);
  const json = (x: SQL) => sql`coalesce((select json_agg(x) from (${x}) x), '[]')`;
  const p = await readOnly(database, (tx) =>
    only(
      tx,
      paginaRow,
      sql`with b as materialized (${base(r, q)})
          select coalesce((select json_agg(p order by p."__n") from (select row_number() over (order by ${ordenDe(r, o.orden, o.dir)}) as "__n", r.* from b r
                                                                      order by "__n" limit ${o.tamano} offset ${(o.pagina - 1) * o.tamano}) p), '[]') as filas,
                 ${json(totalesSql(r, sql`b r`))} as totales,
                 ${g ? json(g) : sql`'[]'::json`} as grafico`,
    ),
  );
  const total = contadas(p.totales);
  return {
    filas: p.filas.map(({ __n: _, ...f }) => f),
    total,
    totales: total ? p.totales.map(({ __filas: _, ...t }) => t) : [],
    grafico: total ? p.grafico : [],
  };
}

const dialect = new PgDialect();

/** Every row of a report in its order, batch by batch, from a read-only cursor. */
export function reportRows(database: Database, r: Reporte, q: SQL, o: { orden?: string; dir?: 'asc' | 'desc' }, batch = 2000) {
  const { sql: text, params } = dialect.sqlToQuery(sql`select r.* from (${base(r, q)}) r order by ${ordenDe(r, o.orden, o.dir)}`);
  return database.cursor(text, params, batch) as AsyncGenerator<Fila[]>;
}

/** What a whole report comes to, in one reading: its rows counted, and its totals per group (the lines a file prints under its rows). */
export async function reportSummary(database: Database, r: Reporte, q: SQL): Promise<{ total: number; totales: Fila[] }> {
  const t = ((await readOnly(database, (tx) => all(tx, anyRow, totalesSql(r, sql`(${base(r, q)}) r`)))) as Fila[]).filter((x) => Number(x.__filas) > 0);
  return { total: contadas(t), totales: r.columnas.some((c) => c.total) ? t.map(({ __filas: _, ...x }) => x) : [] };
}

/** The totals of a whole report; none asked of the database when nothing in it adds up. */
export async function reportTotals(database: Database, r: Reporte, q: SQL): Promise<Fila[]> {
  return r.columnas.some((c) => c.total) ? (await reportSummary(database, r, q)).totales : [];
}
