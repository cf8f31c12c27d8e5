import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldLabels, type LookupDef } from '@claustro/domain/platform/resource';
import { fieldSchema, inputSchema, outputSchema } from '@claustro/domain/platform/resource-schema';
import { id, int, maxInt } from '@claustro/domain/platform/schemas';
import type { Label } from '@claustro/domain/platform/i18n';
import { DomainError, requestLang } from '../errors.ts';
import { actorOf, everyPage, sendSheet } from '../http/route.ts';
import { sheetFormat, type Sheet } from '@claustro/domain/platform/sheet';
import { listQuerySchema, type ListQuery } from './list-query.ts';
import type { CatalogueOps } from './catalogue.service.ts';

export type { ResourceHooks } from './catalogue.service.ts';

/** Registers the REST routes of one declared catalogue (DESIGN §3, §4); the work is the catalogue service's. */
export function registerResource(app: FastifyInstance, ops: CatalogueOps) {
  const { def } = ops;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const labels = fieldLabels(def);
  const patterns: Record<string, Label> = Object.fromEntries(Object.entries(def.fields).flatMap(([k, f]) => (f.pattern ? [[k, f.pattern.message]] : [])));
  const out = outputSchema(def);
  const input = inputSchema(def);
  const idParam = z.object({ id });
  const lookupAccess = { access: def.privateReads ? { screens: [def.screen] } : def.studentReads ? ('self' as const) : ('staff' as const), labels };
  const writeAccess = { access: { screens: [def.screen] }, labels, patterns };
  const tags = [def.screen.split('/')[1] ?? 'catalogues'];
  const name = `${def.plural.es} (${def.plural.en})`;
  const one = `${def.label.es} (${def.label.en})`;
  // What `?value=` searches, said in the documentation of every list: the declared search fields.
  const searched = def.search.map((f) => def.fields[f]?.label.es ?? f).join(', ');
  const querystring = listQuerySchema.extend({
    value: listQuerySchema.shape.value.describe(`Busca en: ${searched} (contiene, sin distinguir tildes ni mayúsculas). Searches ${def.search.join(', ')}.`),
  });

  async function list(q: ListQuery, extra: Record<string, unknown>, reply: { header: (k: string, v: string) => void }) {
    const rows = await ops.list(q, extra);
    reply.header('x-total-count', String(rows[0]?.total__ ?? 0));
    return rows.map(({ total__: _, ...row }) => row);
  }
  // The catalogue as a spreadsheet (`?formato=xlsx`): the list's columns, referenced records by name.
  const sheet: Sheet<Record<string, unknown>> = {
    title: def.plural,
    columns: Object.entries(def.fields)
      .filter(([, f]) => !f.hideInList)
      .map(([k, f]) => ({ label: f.label, value: (row) => row[k] as string | number | boolean | null, date: f.kind === 'date', ref: f.ref })),
  };
  const getById = (id: number) => ops.get(id);

  r.get(def.api, {
    config: lookupAccess,
    schema: { tags, summary: `${name}: lista paginada y búsqueda (paged list and search)`, querystring, response: { 200: z.array(out) } },
    handler: async (req, reply) => {
      if (req.query.formato !== sheetFormat) return list(req.query, {}, reply);
      return sendSheet(
        reply,
        sheet as Sheet<unknown>,
        everyPage(reply, req.query, (q) => list(q, {}, reply)),
        requestLang(req),
      );
    },
  });

  for (const lookup of def.lookups ?? []) registerLookup(lookup);

  for (const [childName, child] of Object.entries(def.children ?? {})) {
    if (!child.path) continue;
    r.get(`${def.api}${child.path}/:id`, {
      config: lookupAccess,
      schema: { tags, summary: `${one}: ${child.label.es} (${child.label.en})`, params: idParam, response: { 200: out.shape[childName] } },
      handler: async (req) => (await getById(req.params.id))[childName],
    });
  }

  if (def.availability) {
    const { field } = def.availability;
    r.get(`${def.api}${def.availability.path}`, {
      config: lookupAccess,
      schema: {
        tags,
        summary: `${name}: ¿está libre el valor? (is the value free?)`,
        params: z.object({ id: int(), value: z.string().min(1).max(200) }),
        response: { 200: z.object({ disponible: z.boolean() }) },
      },
      handler: async (req) => ({ disponible: await ops.available(field, req.params.value, req.params.id) }),
    });
  }

  r.get(`${def.api}/:id`, {
    config: lookupAccess,
    schema: { tags, summary: `${one}: uno por su id (one by id)`, params: idParam, response: { 200: out } },
    handler: (req) => getById(req.params.id),
  });

  if (def.readOnly) return;

  r.post(def.api, {
    config: writeAccess,
    schema: { tags, summary: `${one}: crear (create)`, body: input, response: { 201: out } },
    handler: async (req, reply) => reply.status(201).send(await ops.create(actorOf(req), req.body)),
  });

  r.put(`${def.api}/:id`, {
    config: writeAccess,
    schema: { tags, summary: `${one}: modificar (update)`, params: idParam, body: input, response: { 200: out } },
    handler: (req) => ops.update(actorOf(req), req.params.id, req.body),
  });

  function registerLookup(lookup: LookupDef) {
    const path = lookup.path.startsWith('/api/') ? lookup.path : `${def.api}${lookup.path}`;
    const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    r.get(path, {
      config: lookupAccess,
      schema: {
        tags,
        summary: `${name}: por ${params.join(', ') || 'búsqueda'} (by ${params.join(', ') || 'search'})`,
        // A parameter that stands for a number field is checked as one (an id past the column's range is a 400).
        params: z.object(
          Object.fromEntries(
            params.map((p) => {
              const field = def.fields[lookup.where?.[p] ?? ''];
              // …and one that stands for a date, a flag or a number is checked as the field is (a non-date is a 400).
              if (field && (field.kind === 'int' || field.kind === 'ref')) return [p, int(-maxInt)];
              return [p, field && field.kind !== 'text' && field.kind !== 'email' ? fieldSchema({ ...field, required: true }) : z.string().min(1).max(200)];
            }),
          ),
        ),
        querystring,
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
