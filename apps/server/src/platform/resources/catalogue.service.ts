import { eq, sql } from 'drizzle-orm';
import { resources } from '@claustro/domain/registry';
import { childTableName, tableName, type ResourceDef } from '@claustro/domain/platform/resource';
import { toSnake } from '@claustro/domain/platform/naming';
import { DomainError, pgError } from '../errors.ts';
import { audit } from '../audit.ts';
import type { Caller } from '../actor.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { intArray } from '../db/sql.ts';
import { anyRow, first } from '../db/rows.ts';
import type { AnyTable } from '../db/resource-tables.ts';
import { catalogueTable, childTables } from '../db/schema.ts';
import { recordColumns, runList, type ListQuery } from './list-query.ts';
import type { CatalogueCache } from './catalogue-cache.ts';

/**
 * Server-side rules a declaration cannot hold (they read the database), run inside the write's
 * transaction. `S`: the modules' services, which `afterWrite` may call.
 */
export interface ResourceHooks<S = unknown> {
  beforeWrite?(tx: Db, values: Record<string, unknown>, id: number | null, o: { today: string }): Promise<void>;
  /**
   * After the record is written, in the same transaction: what follows from it (a request accepted
   * is charged), through the modules' services.
   */
  afterWrite?(tx: Db, id: number, o: { actor: Caller | null; today: string; services: S }): Promise<void>;
}

type Row = Record<string, unknown>;

/**
 * The use cases of one declared catalogue: list, read, create, update, "is this value free?". The
 * generic routes call them, and so can any service that needs to write a catalogue record in its
 * own workflow (with the same validation, hooks, audit and constraint messages).
 */
function catalogueOps<S>(
  db: Db,
  def: ResourceDef,
  table: AnyTable,
  after: { clock: Clock; services: S },
  hooks: ResourceHooks<S> = {},
  cache?: CatalogueCache,
) {
  const today = () => after.clock.today();
  const afterOf = (actor: Caller | null) => ({ actor, today: today(), services: after.services });
  const tname = tableName(def);
  /** A read through the process's catalogue cache, when there is one. */
  const read = <T>(key: string, load: () => Promise<T>) => (cache ? cache.read(tname, key, load) : load());
  const children = Object.keys(def.children ?? {}).map((name) => ({ name, table: childTables.get(`${def.name}.${name}`)! }));
  const constraintToField = new Map([
    ...Object.keys(def.fields).flatMap((f) => [
      [`${tname}_${toSnake(f)}_uq`, f],
      [`${tname}_${toSnake(f)}_fk`, f],
    ]),
    ...Object.entries(def.children ?? {}).flatMap(([name, child]) =>
      Object.keys(child.fields).map((f) => [`${childTableName(def, name)}_${toSnake(f)}_fk`, name]),
    ),
  ] as [string, string][]);

  // Prepared once (a named statement on PostgreSQL): reading one record is what screens do most.
  const byId = db
    .select(recordColumns(def, table))
    .from(table)
    .where(eq(table[def.id], sql.placeholder('id')))
    .prepare(`${def.name}_by_id`);

  const matching = Object.entries(def.fields).flatMap(([name, f]) => {
    const target = f.matches && resources.find((r) => r.name === def.fields[f.matches!.ref]?.ref);
    return f.matches && target ? [{ name, ref: f.matches.ref, field: f.matches.field, target }] : [];
  });
  /** Fields declared equal to a field of a referenced record (`matches`) hold its value. */
  async function checkMatches(tx: Db, body: Row) {
    for (const m of matching) {
      if (body[m.ref] == null) continue;
      const t = m.target;
      const row = await first(
        tx,
        anyRow,
        sql`select ${sql.identifier(toSnake(m.field))} as valor, ${sql.identifier(toSnake(t.display))} as referido
              from ${sql.identifier(tableName(t))} where ${sql.identifier(toSnake(t.id))} = ${body[m.ref]}`,
      );
      if (!row) continue; // a missing reference is the foreign key's to refuse
      const referido = String(row.referido ?? '');
      if (row.valor == null) {
        throw new DomainError('validation', {}, { [m.name]: { problem: 'falta_en_referido', params: { referido, campo: t.fields[m.field].label } } });
      }
      if (String(row.valor) !== String(body[m.name] ?? '')) {
        throw new DomainError('validation', {}, { [m.name]: { problem: 'como_el_referido', params: { valor: row.valor, referido } } });
      }
    }
  }

  /** Splits a body into the record's own values and its child lists. */
  function split(body: Row) {
    const own = { ...body };
    for (const c of children) delete own[c.name];
    return own;
  }
  /** Replaces the child lists the body carries, in the caller's transaction. */
  async function writeChildren(tx: Db, id: number, body: Row) {
    for (const c of children) {
      const rows = body[c.name] as Row[] | undefined;
      if (rows === undefined) continue;
      await tx.delete(c.table).where(eq(c.table.ownerId, id));
      if (rows.length) await tx.insert(c.table).values(rows.map((r) => ({ ...r, ownerId: id })));
    }
  }
  const reread = async (tx: Db, id: number) => (await tx.select(recordColumns(def, table)).from(table).where(eq(table[def.id], id)))[0] as Row;
  /** The declaration's cross-field rule, if any: a clear 400 naming the field. */
  function checked(values: Row) {
    const problems = def.check?.(values);
    if (problems) throw new DomainError('validation', {}, problems);
    return values;
  }
  /** Turns a constraint violation into a 409 (duplicate) or 400 (missing reference) naming the field. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      const pe = pgError(err);
      const field = pe?.constraint ? constraintToField.get(pe.constraint) : undefined;
      if (pe && field && (pe.code === '23505' || pe.code === '23503')) {
        const code = pe.code === '23505' ? 'duplicate' : 'broken_reference';
        throw new DomainError(code, { field }, { [field]: { code } });
      }
      throw err;
    }
  }
  /** A write: its constraint errors named, and this process's kept reads of the catalogue dropped once it is done. */
  const written = async <T>(work: () => Promise<T>) => {
    try {
      return await guarded(work);
    } finally {
      cache?.forget(tname);
    }
  };
  /** Runs in the caller's transaction when given one, else in a transaction of its own. */
  const inTx = <T>(tx: Db | undefined, work: (tx: Db) => Promise<T>) => (tx ? work(tx) : db.transaction(work));

  return {
    def,
    table,
    /** A page of records (the total rides on each row as `total__`). */
    // Large catalogues (the DGII registry, classrooms) are searched rather than offered whole: their lists are not kept.
    list: (q: ListQuery, extra: Row = {}) => {
      const load = () => runList(db, def, table, q, extra) as Promise<(Row & { total__: number })[]>;
      return def.pageSize ? load() : read(`list:${JSON.stringify([q, extra])}`, load);
    },
    async get(id: number): Promise<Row> {
      const row = await read(`id:${id}`, async () => ((await byId.execute({ id }))[0] as Row | undefined) ?? null);
      if (!row) throw new DomainError('not_found');
      return row;
    },
    /**
     * The display text of records by id, for spreadsheets that name referenced records rather than show
     * their ids: a small catalogue's whole map is kept like any read; a large one is asked for these ids.
     */
    async labels(ids: number[]): Promise<Record<number, string>> {
      const load = async (only?: number[]) =>
        Object.fromEntries(
          (
            await db
              .select({ id: table[def.id], label: table[def.display] })
              .from(table)
              .where(only ? sql`${table[def.id]} = any(${intArray(only)})` : undefined)
          ).map((r) => [r.id as number, String(r.label ?? '')]),
        );
      return def.pageSize ? load([...new Set(ids)]) : read('labels', () => load());
    },
    async available(field: string, value: string, exceptId: number): Promise<boolean> {
      const taken = await db
        .select({ id: table[def.id] })
        .from(table)
        .where(sql`lower(${table[field]}) = lower(${value}) and ${table[def.id]} <> ${exceptId}`)
        .limit(1);
      return taken.length === 0;
    },
    /** Creates a record from validated input; companyId comes from the caller's session, never from the input. */
    create(actor: Caller | null, input: Row, tx?: Db): Promise<Row> {
      return written(() =>
        inTx(tx, async (tx) => {
          const body = checked(input);
          await checkMatches(tx, body);
          await hooks.beforeWrite?.(tx, body, null, { today: today() });
          const own = split(body);
          const companyId = actor && 'companyId' in actor ? actor.companyId : 1;
          const values = def.company === false ? own : { ...own, companyId };
          const [inserted] = await tx.insert(table).values(values).returning({ id: table[def.id] });
          const id = inserted.id as number;
          await writeChildren(tx, id, body);
          await hooks.afterWrite?.(tx, id, afterOf(actor));
          const created = await reread(tx, id);
          await audit(tx, actor, { entidad: def.name, entidadId: id, accion: 'crear', despues: created });
          return created;
        }),
      );
    },
    /** Updates a record from validated input, locking it first. */
    update(actor: Caller | null, id: number, input: Row, tx?: Db): Promise<Row> {
      return written(() =>
        inTx(tx, async (tx) => {
          const [locked] = await tx.select({ id: table[def.id] }).from(table).where(eq(table[def.id], id)).for('update');
          if (!locked) throw new DomainError('not_found');
          const before = await reread(tx, id);
          const body = checked(input);
          await checkMatches(tx, body);
          await hooks.beforeWrite?.(tx, body, id, { today: today() });
          await tx.update(table).set(split(body)).where(eq(table[def.id], id));
          await writeChildren(tx, id, body);
          await hooks.afterWrite?.(tx, id, afterOf(actor));
          const after = await reread(tx, id);
          await audit(tx, actor, { entidad: def.name, entidadId: id, accion: 'actualizar', antes: before, despues: after });
          return after;
        }),
      );
    },
  };
}
export type CatalogueOps = ReturnType<typeof catalogueOps>;

/** Every declared catalogue's use cases, with the database rules the modules register for them. */
/** `services`: the modules' services, filled once they are made (a hook runs only after). */
export function catalogueService<S>(deps: { db: Db; clock: Clock; services: S; hooks: Record<string, ResourceHooks<S>>; cache?: CatalogueCache }) {
  const ops = new Map(resources.map((def) => [def.name, catalogueOps(deps.db, def, catalogueTable(def), deps, deps.hooks[def.name], deps.cache)]));
  return {
    /** The use cases of one catalogue, by its declaration. */
    of(def: ResourceDef): CatalogueOps {
      const o = ops.get(def.name);
      if (!o) throw new Error(`${def.name} is not in the registry`);
      return o;
    },
    all: () => [...ops.values()],
    /** A catalogue's tables were written outside its service (a workflow's own SQL): reads kept of it are dropped now. */
    changed: (def: ResourceDef) => deps.cache?.forget(tableName(def)),
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;
