import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { tableName, type LookupDef, type ResourceDef } from '@claustro/domain/platform/resource';
import { inputSchema, outputSchema } from '@claustro/domain/platform/resource-schema';
import { toSnake } from '@claustro/domain/platform/naming';
import type { Label } from '@claustro/domain/platform/i18n';
import { DomainError, pgError } from '../errors.ts';
import { audit } from '../audit.ts';
import type { Db } from '../db/database.ts';
import type { AnyTable } from '../db/resource-tables.ts';
import { listQuerySchema, runList, type ListQuery } from './list-query.ts';

export interface ResourceDeps {
  db: Db;
}

/** Registers the REST routes of one declared catalogue (DESIGN §3, §4). */
export function registerResource(app: FastifyInstance, deps: ResourceDeps, def: ResourceDef, table: AnyTable) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const labels: Record<string, Label> = Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, f.label]));
  const patterns: Record<string, Label> = Object.fromEntries(
    Object.entries(def.fields).flatMap(([k, f]) => (f.pattern ? [[k, f.pattern.message]] : [])),
  );
  const out = outputSchema(def);
  const input = inputSchema(def);
  const idParam = z.object({ id: z.coerce.number().int().positive() });
  const tname = tableName(def);
  const constraintToField = new Map(
    Object.keys(def.fields).flatMap((f) => [
      [`${tname}_${toSnake(f)}_uq`, f],
      [`${tname}_${toSnake(f)}_fk`, f],
    ]),
  );
  const lookupAccess = { access: 'staff' as const, labels };
  const writeAccess = { access: { screens: [def.screen] }, labels, patterns };
  const tags = [def.screen.split('/')[1] ?? 'catalogues'];

  async function list(q: ListQuery, extra: Record<string, unknown>, reply: { header: (k: string, v: string) => void }) {
    const rows = await runList(deps.db, def, table, q, extra);
    reply.header('x-total-count', String(rows[0]?.total__ ?? 0));
    return rows.map(({ total__: _, ...row }) => row);
  }

  // Prepared once (a named statement on PostgreSQL): reading one record is what screens do most.
  const byId = deps.db.select().from(table).where(eq(table[def.id], sql.placeholder('id'))).prepare(`${def.name}_by_id`);
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
          const values = def.company === false ? body : { ...body, companyId: req.session?.companyId ?? 1 };
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
    schema: { tags, params: idParam, body: input, response: { 200: out } },
    handler: async (req) =>
      guarded(() =>
        deps.db.transaction(async (tx) => {
          const [before] = await tx.select().from(table).where(eq(table[def.id], req.params.id)).for('update');
          if (!before) throw new DomainError('not_found');
          const [after] = await tx.update(table).set(checked(req.body)).where(eq(table[def.id], req.params.id)).returning();
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
