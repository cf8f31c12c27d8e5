import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database, Db } from './database.ts';

/*
 * The rows of a query, typed by a declared row and checked against what PostgreSQL answers.
 *
 * Module code never casts `result.rows`: it names the row it expects, from the schema's own columns
 * (`col(persona.persNombres)`), a contract's schema (`profesor`) or a scalar (`z.number()`), and
 * reads it through `all`, `first` or `only`. While tests run (and with CLAUSTRO_CHECK_ROWS=1; =0 turns it off), every
 * answer is checked against its row: the same column names, each column's PostgreSQL type of the
 * declared kind, and each value of the declared type. A query and the schema that disagree — a
 * renamed column, a count that became numeric, a null where none was declared — fail the test that
 * runs the query, instead of reaching a screen as `undefined`.
 */

/**
 * A row: its columns by the name the query gives them; or, for a report whose columns the user picks,
 * a record of scalar values.
 */
export type RowShape = z.ZodObject | z.ZodRecord<z.ZodString, z.ZodType<Scalar>>;
type Scalar = string | number | null;

/** A row of columns named at run time (a report's chosen columns), each a text, number or null. */
export const anyRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
/** What a row holds as the driver answers it: the schema's input (rows are checked, never transformed). */
export type RowOf<S extends RowShape> = z.input<S>;

/** A row of these columns. */
export const row = <C extends z.ZodRawShape>(columns: C) => z.object(columns);

/** The one column most statements answer (`returning id`, `count(*)::int as n`). */
export const idRow = row({ id: z.number() });
export const countRow = row({ n: z.number() });

type ColumnValue<C extends PgColumn> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null;

/**
 * A column's value as a query answers it, typed by its declaration in the schema: integers as
 * numbers, numeric, text and dates as strings (money is never a float), booleans, JSON as declared.
 */
export function col<C extends PgColumn>(column: C): z.ZodType<ColumnValue<C>, ColumnValue<C>> {
  const base =
    column.dataType === 'number' || column.dataType === 'bigint'
      ? z.number()
      : column.dataType === 'boolean'
        ? z.boolean()
        : column.dataType === 'string' || column.dataType === 'date'
          ? z.string()
          : z.unknown();
  return (column.notNull ? base : base.nullable()) as unknown as z.ZodType<ColumnValue<C>, ColumnValue<C>>;
}

/** What a driver tells of a result's column. */
interface Field {
  name: string;
  dataTypeID: number;
}
interface Answer {
  rows: Record<string, unknown>[];
  fields?: Field[];
}

/** The statements module code runs: drizzle's `sql`, or a prepared statement's text with a name. */
export type Query = SQL | { text: string; params: unknown[]; name?: string };

async function run(db: Db | Database, query: Query): Promise<Answer> {
  if ('text' in query && 'params' in query && !('queryChunks' in query)) {
    if (!('run' in db)) throw new Error('A statement given as text runs on the Database (a prepared statement), not a transaction.');
    return db.run(query.text, query.params, query.name);
  }
  const executor = 'run' in db ? db.db : db;
  return (await executor.execute(query as SQL)) as unknown as Answer;
}

/** Every row the query answers. */
export async function all<S extends RowShape>(db: Db | Database, shape: S, query: Query): Promise<RowOf<S>[]> {
  const answer = await run(db, query);
  if (checking) check(shape, answer, query);
  return answer.rows as RowOf<S>[];
}

/** The first row, or undefined when there is none. */
export async function first<S extends RowShape>(db: Db | Database, shape: S, query: Query): Promise<RowOf<S> | undefined> {
  return (await all(db, shape, query))[0];
}

/** The row a statement always answers (an aggregate, an `insert … returning`). */
export async function only<S extends RowShape>(db: Db | Database, shape: S, query: Query): Promise<RowOf<S>> {
  const [r] = await all(db, shape, query);
  if (!r) throw new Error(`A statement that always answers a row answered none: ${describe(query)}`);
  return r;
}

/** How many rows a statement wrote (node-postgres says `rowCount`, PGlite `affectedRows`). */
export async function changed(db: Db, query: SQL): Promise<number> {
  const r = (await db.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/** Whether the query answers any row. */
export async function exists(db: Db | Database, query: Query): Promise<boolean> {
  return (await run(db, query)).rows.length > 0;
}

// ── The check ─────────────────────────────────────────────────────────────────────────────────

const checking = process.env.CLAUSTRO_CHECK_ROWS === '1' || (Boolean(process.env.VITEST) && process.env.CLAUSTRO_CHECK_ROWS !== '0');

/** PostgreSQL's type ids by the kind of value a row declares for them. */
const kindsByType: Record<number, Kind> = {
  16: 'boolean',
  20: 'number',
  21: 'number',
  23: 'number',
  26: 'number',
  700: 'number',
  701: 'number',
  25: 'string',
  1042: 'string',
  1043: 'string',
  1700: 'string',
  1082: 'string',
  1083: 'string',
  1114: 'string',
  1184: 'string',
  1186: 'string',
  2950: 'string',
};
type Kind = 'boolean' | 'number' | 'string';

/** The kind a declared column holds, when it is one of the three; otherwise no kind is checked. */
function kindOf(schema: z.ZodType): Kind | undefined {
  let s: z.ZodType = schema;
  for (;;) {
    const def = s.def as { type: string; innerType?: z.ZodType };
    if ((def.type === 'nullable' || def.type === 'optional' || def.type === 'default') && def.innerType) s = def.innerType;
    else if (def.type === 'boolean' || def.type === 'number' || def.type === 'string') return def.type;
    else if (def.type === 'enum' || def.type === 'literal') return 'string';
    else return undefined;
  }
}

function check(shape: RowShape, answer: Answer, query: Query) {
  const problems: string[] = [];
  if (shape instanceof z.ZodObject) checkColumns(shape, answer, problems);
  const seen = new Set<string>();
  for (const r of answer.rows) {
    const parsed = shape.safeParse(r);
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const text = `${issue.path.join('.')}: ${issue.message}`;
      if (!seen.has(text)) problems.push(`value ${text}`);
      seen.add(text);
    }
    if (seen.size > 5) break;
  }
  if (problems.length) throw new Error(`A query and its declared row disagree (${problems.join('; ')}): ${describe(query)}`);
}

/** The answer's columns against the declared ones: the same names, each of the declared kind. */
function checkColumns(shape: z.ZodObject, answer: Answer, problems: string[]) {
  const declared = Object.keys(shape.shape);
  const fields = answer.fields ?? [];
  const answered = fields.map((f) => f.name);
  // A column declared optional (a count some statements of the same row add) may be left out.
  const missing = declared.filter((k) => !answered.includes(k) && !(shape.shape[k] as z.ZodType).safeParse(undefined).success);
  // A loose row (`z.looseObject`) declares some columns and takes the rest as they come.
  const extra = shape.def.catchall ? [] : answered.filter((k) => !declared.includes(k));
  if (missing.length) problems.push(`declared but not answered: ${missing.join(', ')}`);
  if (extra.length) problems.push(`answered but not declared: ${extra.join(', ')}`);
  for (const f of fields) {
    const column = shape.shape[f.name] as z.ZodType | undefined;
    const want = column && kindOf(column);
    const is = kindsByType[f.dataTypeID];
    if (want && is && want !== is) problems.push(`${f.name} is ${is} (type ${f.dataTypeID}) but declared ${want}`);
  }
}

function describe(query: Query): string {
  const text =
    'text' in query && typeof query.text === 'string'
      ? query.text
      : (query as SQL).queryChunks.map((c) => (typeof c === 'object' && c && 'value' in c ? String((c as { value: unknown }).value) : '…')).join('');
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}
