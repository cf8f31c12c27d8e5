import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { childTableName, tableName, type LookupDef, type ResourceDef } from '@claustro/domain/platform/resource';
import { inputSchema, outputSchema } from '@claustro/domain/platform/resource-schema';
import { toSnake } from '@claustro/domain/platform/naming';
import type { Label } from '@claustro/domain/platform/i18n';
import { DomainError, pgError } from '../errors.ts';
import { audit } from '../audit.ts';
import type { Db } from '../db/database.ts';
import type { AnyTable } from '../db/resource-tables.ts';
import { listQuerySchema, recordColumns, runList, type ListQuery } from './list-query.ts';
import { childTables } from '../db/schema.ts';

export interface ResourceDeps {
  db: Db;
}

/** Server-side rules a declaration cannot hold (they read the database), run inside the write's transaction. */
export interface ResourceHooks {
  beforeWrite?(tx: Db, values: Record<string, unknown>, id: number | null): Promise<void>;
}

/** Registers the REST routes of one declared catalogue (DESIGN §3, §4). */
export function registerResource(app: FastifyInstance, deps: ResourceDeps, def: ResourceDef, table: AnyTable, hooks: ResourceHooks = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const labels: Record<string, Label> = Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, f.label]));
  const patterns: Record<string, Label> = Object.fromEntries(
    Object.entries(def.fields).flatMap(([k, f]) => (f.pattern ? [[k, f.pattern.message]] : [])),
  );
  const out = outputSchema(def);
  const input = inputSchema(def);
  const idParam = z.object({ id: z.coerce.number().int().positive() });
  const tname = tableName(def);
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
  const lookupAccess = { access: 'staff' as const, labels };
  const writeAccess = { access: { screens: [def.screen] }, labels, patterns };
  const tags = [def.screen.split('/')[1] ?? 'catalogues'];

  async function list(q: ListQuery, extra: Record<string, unknown>, reply: { header: (k: string, v: string) => void }) {
    const rows = await runList(deps.db, def, table, q, extra);
    reply.header('x-total-count', String(rows[0]?.total__ ?? 0));
    return rows.map(({ total__: _, ...row }) => row);
  }

  // Prepared once (a named statement on PostgreSQL): reading one record is what screens do most.
  const byId = deps.db.select(recordColumns(def, table)).from(table).where(eq(table[def.id], sql.placeholder('id'))).prepare(`${def.name}_by_id`);

  /** Splits a body into the record's own values and its child lists. */
  function split(body: Record<string, unknown>) {
    const own = { ...body };
    for (const c of children) delete own[c.name];
    return own;
  }
  /** Replaces the child lists the body carries, in the caller's transaction. */
  async function writeChildren(tx: Db, id: number, body: Record<string, unknown>) {
    for (const c of children) {
      const rows = body[c.name] as Record<string, unknown>[] | undefined;
      if (rows === undefined) continue;
      await tx.delete(c.table).where(eq(c.table.ownerId, id));
      if (rows.length) await tx.insert(c.table).values(rows.map((r) => ({ ...r, ownerId: id })));
    }
  }
  const reread = async (tx: Db, id: number) => (await tx.select(recordColumns(def, table)).from(table).where(eq(table[def.id], id)))[0];
  /** The declaration's cross-field rule, if any: a clear 400 naming the field. */
  function checked(values: Record<string, unknown>) {
    const problems = def.check?.(values);
    if (problems) throw new DomainError('validation', {}, problems);
    return values;
  }

  async function getById(id: number) {
    const [row] = await byId.execute({ id });
    if (!row) throw new DomainError('not_found');
    return row;
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

  r.get(def.api, {
    config: lookupAccess,
    schema: { tags, summary: `${def.plural.es} (${def.plural.en})`, querystring: listQuerySchema, response: { 200: z.array(out) } },
    handler: (req, reply) => list(req.query, {}, reply),
  });

  for (const lookup of def.lookups ?? []) registerLookup(lookup);

  for (const c of children) {
    const path = def.children![c.name].path;
    if (!path) continue;
    r.get(`${def.api}${path}/:id`, {
      config: lookupAccess,
      schema: { tags, params: idParam, response: { 200: z.array(z.record(z.string(), z.unknown())) } },
      handler: async (req) => ((await getById(req.params.id)) as Record<string, unknown>)[c.name] as never,
    });
  }

  if (def.availability) {
    const { field } = def.availability;
    r.get(`${def.api}${def.availability.path}`, {
      config: lookupAccess,
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().min(0), value: z.string().min(1).max(200) }),
        response: { 200: z.object({ disponible: z.boolean() }) },
      },
      handler: async (req) => {
        const taken = await deps.db
          .select({ id: table[def.id] })
          .from(table)
          .where(sql`lower(${table[field]}) = lower(${req.params.value}) and ${table[def.id]} <> ${req.params.id}`)
          .limit(1);
        return { disponible: taken.length === 0 };
      },
    });
  }

  r.get(`${def.api}/:id`, {
    config: lookupAccess,
    schema: { tags, params: idParam, response: { 200: out } },
    handler: (req) => getById(req.params.id),
  });

  if (def.readOnly) return;

  r.post(def.api, {
    config: writeAccess,
    schema: { tags, body: input, response: { 201: out } },
    handler: async (req, reply) => {
      const row = await guarded(() =>
        deps.db.transaction(async (tx) => {
          // companyId comes from the session, never from the body.
          const body = checked(req.body);
          await hooks.beforeWrite?.(tx, body, null);
          const own = split(body);
          const values = def.company === false ? own : { ...own, companyId: req.session?.companyId ?? 1 };
          const [inserted] = await tx.insert(table).values(values).returning({ id: table[def.id] });
          await writeChildren(tx, inserted.id, body);
          const created = await reread(tx, inserted.id);
          await audit(tx, req, { entidad: def.name, entidadId: inserted.id, accion: 'crear', despues: created });
          return created;
        }),
      );
      return reply.status(201).send(row);
    },
  });

  r.put(`${def.api}/:id`, {
    config: writeAccess,
    schema: { tags, params: idParam, body: input, response: { 200: out } },
    handler: async (req) =>
      guarded(() =>
        deps.db.transaction(async (tx) => {
          const [locked] = await tx.select({ id: table[def.id] }).from(table).where(eq(table[def.id], req.params.id)).for('update');
          if (!locked) throw new DomainError('not_found');
          const before = await reread(tx, req.params.id);
          const body = checked(req.body);
          await hooks.beforeWrite?.(tx, body, req.params.id);
          await tx.update(table).set(split(body)).where(eq(table[def.id], req.params.id));
          await writeChildren(tx, req.params.id, body);
          const after = await reread(tx, req.params.id);
          await audit(tx, req, { entidad: def.name, entidadId: req.params.id, accion: 'actualizar', antes: before, despues: after });
          return after;
        }),
      ),
  });

  function registerLookup(lookup: LookupDef) {
    const path = lookup.path.startsWith('/api/') ? lookup.path : `${def.api}${lookup.path}`;
    const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    r.get(path, {
      config: lookupAccess,
      schema: {
        tags,
        params: z.object(Object.fromEntries(params.map((p) => [p, z.string().min(1).max(200)]))),
        querystring: listQuerySchema,
        response: { 200: lookup.single ? out : z.array(out) },
      },
      handler: async (req, reply) => {
        const p = req.params as Record<string, string>;
        const extra: Record<string, unknown> = { ...lookup.fixed };
        for (const [param, field] of Object.entries(lookup.where ?? {})) extra[field] = p[param];
        const q = { ...req.query, value: p.value ?? req.query.value };
        const rows = await list(q, extra, reply);
        if (!lookup.single) return rows;
        if (!rows[0]) throw new DomainError('not_found');
        return rows[0];
      },
    });
  }
}
