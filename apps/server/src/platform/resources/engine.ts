import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { fieldNames, statusField, tableName, type LookupDef, type ResourceDef } from '@claustro/domain/platform/resource';
import { inputSchema, outputSchema } from '@claustro/domain/platform/resource-schema';
import { canonicalKeys, fold, toSnake } from '@claustro/domain/platform/naming';
import type { Label } from '@claustro/domain/platform/i18n';
import { DomainError, pgError } from '../errors.ts';
import { audit } from '../audit.ts';
import type { Db } from '../db/database.ts';
import type { AnyTable } from '../db/resource-tables.ts';

/** Lists answer at most this many rows at once; bigger lists page (`?page=&pageSize=`). */
export const maxPageSize = 1000;

const listQuery = z.looseObject({
  value: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).optional(),
  sort: z.string().max(60).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  activos: z.enum(['true', 'false']).optional(),
});
type ListQuery = z.infer<typeof listQuery>;

const accents = ['áéíóúüñàèìòù', 'aeiouunaeiou'] as const;

export interface ResourceDeps {
  db: Db;
}

/** Registers the REST routes of one declared catalogue (DESIGN §3, §4). */
export function registerResource(app: FastifyInstance, deps: ResourceDeps, def: ResourceDef, table: AnyTable) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const names = fieldNames(def);
  const labels: Record<string, Label> = Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, f.label]));
  const patterns: Record<string, Label> = Object.fromEntries(
    Object.entries(def.fields).flatMap(([k, f]) => (f.pattern ? [[k, f.pattern.message]] : [])),
  );
  const out = outputSchema(def);
  const input = inputSchema(def);
  const idParam = z.object({ id: z.coerce.number().int().positive() });
  const status = statusField(def);
  const tname = tableName(def);
  const constraintToField = new Map(
    Object.keys(def.fields).flatMap((f) => [
      [`${tname}_${toSnake(f)}_uq`, f],
      [`${tname}_${toSnake(f)}_fk`, f],
    ]),
  );
  const sortable = new Set([def.id, ...Object.keys(def.fields)]);
  const lookupAccess = { access: 'staff' as const, labels };
  const writeAccess = { access: { screens: [def.screen] }, labels, patterns };
  const tags = [def.screen.split('/')[1] ?? 'catalogues'];

  /** Filters of a list: text search, active only, declared fields given in the query or the path. */
  function where(q: ListQuery, extra: Record<string, unknown>): SQL | undefined {
    const conds: (SQL | undefined)[] = [];
    const value = q.value?.trim();
    if (value && def.search.length) {
      const like = `%${fold(value)}%`;
      conds.push(
        or(...def.search.map((f) => sql`translate(lower(${table[f]}::text), ${accents[0]}, ${accents[1]}) like ${like}`)),
      );
    }
    if (q.activos === 'true' && status) conds.push(eq(table[status], true));
    for (const [f, v] of Object.entries({ ...pickDeclared(q), ...extra })) {
      const kind = def.fields[f]?.kind;
      if (kind === 'bool') conds.push(eq(table[f], v === true || v === 'true'));
      else if (kind === 'int' || kind === 'ref') {
        const n = Number(v);
        if (!Number.isInteger(n)) throw new DomainError('validation', {}, { [f]: { code: 'bad_request' } });
        conds.push(eq(table[f], n));
      } else conds.push(eq(table[f], v as string));
    }
    return and(...conds);
  }

  function pickDeclared(q: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(canonicalKeys(q, names) as Record<string, unknown>).filter(([k]) => def.fields[k] && k !== status),
    );
  }

  async function list(q: ListQuery, extra: Record<string, unknown>, reply: { header: (k: string, v: string) => void }) {
    const sortField = q.sort && sortable.has(q.sort) ? q.sort : def.display;
    const pageSize = q.pageSize ?? (q.page ? (def.pageSize ?? 25) : (def.pageSize ?? maxPageSize));
    const page = q.page ?? 1;
    const rows = await deps.db
      .select({ ...getTableColumns(table), total__: sql<number>`count(*) over()`.mapWith(Number) })
      .from(table)
      .where(where(q, extra))
      .orderBy((q.order === 'desc' ? desc : asc)(table[sortField]), asc(table[def.id]))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    reply.header('x-total-count', String(rows[0]?.total__ ?? 0));
    return rows.map(({ total__: _, ...row }) => row);
  }

  async function getById(id: number) {
    const [row] = await deps.db.select().from(table).where(eq(table[def.id], id));
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

  const canonicalBody = async (req: FastifyRequest) => {
    req.body = canonicalKeys(req.body, names);
  };

  r.get(def.api, {
    config: lookupAccess,
    schema: { tags, summary: `${def.plural.es} (${def.plural.en})`, querystring: listQuery, response: { 200: z.array(out) } },
    handler: (req, reply) => list(req.query, {}, reply),
  });

  for (const lookup of def.lookups ?? []) registerLookup(lookup);

  r.get(`${def.api}/:id`, {
    config: lookupAccess,
    schema: { tags, params: idParam, response: { 200: out } },
    handler: (req) => getById(req.params.id),
  });

  if (def.readOnly) return;

  r.post(def.api, {
    config: writeAccess,
    preValidation: canonicalBody,
    schema: { tags, body: input, response: { 201: out } },
    handler: async (req, reply) => {
      const row = await guarded(() =>
        deps.db.transaction(async (tx) => {
          // companyId comes from the session, never from the body.
          const values = def.company === false ? req.body : { ...req.body, companyId: req.session?.companyId ?? 1 };
          const [created] = await tx.insert(table).values(values).returning();
          await audit(tx, req, { entidad: def.name, entidadId: created[def.id], accion: 'crear', despues: created });
          return created;
        }),
      );
      return reply.status(201).send(row);
    },
  });

  r.put(`${def.api}/:id`, {
    config: writeAccess,
    preValidation: canonicalBody,
    schema: { tags, params: idParam, body: input, response: { 200: out } },
    handler: async (req) =>
      guarded(() =>
        deps.db.transaction(async (tx) => {
          const [before] = await tx.select().from(table).where(eq(table[def.id], req.params.id)).for('update');
          if (!before) throw new DomainError('not_found');
          const [after] = await tx.update(table).set(req.body).where(eq(table[def.id], req.params.id)).returning();
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
        querystring: listQuery,
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
