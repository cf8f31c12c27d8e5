import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { registerErrorHandler } from '../errors.ts';

/*
 * Bad input answers 400, never 500 (DESIGN §4): every route of the OpenAPI document is sent text of
 * every shape in each of its path parameters and query fields — ids past PostgreSQL's integer range,
 * quotes and SQL, dates that are not, huge and negative numbers, long and non-ASCII text — and ids
 * past the range in every number of its body, by a user who may call it.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const tooBig = 2147483648;
/** What each path parameter and query field is sent, one at a time. */
const shapes: (string | number)[] = [tooBig, 'no-es-fecha', "x' OR '1'='1", '9'.repeat(40), '-1', '1.5', '2026-02-30', '1e400', 'ñandú 🙂', 'a'.repeat(400)];

/** A body that passes the schema's shape but carries `big` in every number (and a plausible value elsewhere). */
function sample(s: JsonSchema | undefined, big: number | string): unknown {
  if (!s) return big;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return sample(s.anyOf.find((x) => x.type !== 'null') ?? s.anyOf[0], big);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return big;
    case 'boolean':
      return true;
    case 'array':
      return [sample(s.items, big)];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, big)]));
    case 'string':
      return s.format === 'date' ? '2026-13-45' : s.format === 'email' ? 'x@example.com' : String(big);
    default:
      return big;
  }
}

/** Sends text of every shape to every route of an app's OpenAPI document; answers the 5xx answers found. */
async function serverErrors(app: FastifyInstance, call: (opts: InjectOptions) => Promise<{ status: number; body: unknown }>) {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const failures: string[] = [];
  let calls = 0;
  const send = async (opts: InjectOptions) => {
    const res = await call(opts);
    calls++;
    if (res.status >= 500) failures.push(`${opts.method} ${opts.url} ${JSON.stringify(opts.query)} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api') || path.endsWith('/ws')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const formats = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.schema?.format]));
      const at = (value: string | number) => path.replace(/\{(\w+)\}/g, () => encodeURIComponent(String(value)));
      /** The path with values its parameters would take (a date where a date goes), for the query's turn. */
      const plausible = path.replace(/\{(\w+)\}/g, (_, name: string) => (formats[name] === 'date' ? '2026-01-15' : '1'));
      for (const value of shapes) {
        // Each shape in every path parameter, the query left out (a bad query field would be refused
        // first and hide what the path does), ids past the range in every number of the body.
        const payload = bodySchema ? sample(bodySchema, typeof value === 'number' ? value : tooBig) : undefined;
        await send({ method: method.toUpperCase() as 'GET', url: at(value), payload: payload as object });
        // Then each query field alone, on a plausible path.
        for (const name of queryNames) await send({ method: method.toUpperCase() as 'GET', url: plausible, query: { [name]: String(value) } });
      }
    }
  }
  return { calls, failures };
}

describe('bad input never reaches 500', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers every route in the OpenAPI document, sent text of every shape, without a 5xx', async () => {
    const { calls, failures } = await serverErrors(ctx.app, (opts) => ctx.call({ ...opts, as: 'admin' }));
    expect(calls).toBeGreaterThan(300 * shapes.length);
    expect(failures).toEqual([]);
  }, 600_000); // some twenty thousand calls

  it('finds the 500 of a route whose id is not checked against the column (the check can fail)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(fastifySwagger, { openapi: { info: { title: 't', version: '1' } }, transform: jsonSchemaTransform });
    app.withTypeProvider<ZodTypeProvider>().get('/api/unchecked/:id', {
      schema: { params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: z.object({ id: z.number() }) } },
      handler: async (req) => (await ctx.database.query<{ id: number }>('select $1::int as id', [req.params.id]))[0],
    });
    await app.ready();
    const { failures } = await serverErrors(app, async (opts) => {
      const res = await app.inject(opts);
      return { status: res.statusCode, body: res.body };
    });
    await app.close();
    expect(failures).toEqual([expect.stringContaining('GET /api/unchecked/2147483648')]);
  });

  it('finds the 500 of a route that takes a date as unchecked text (the check sends more than ids)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(fastifySwagger, { openapi: { info: { title: 't', version: '1' } }, transform: jsonSchemaTransform });
    app.withTypeProvider<ZodTypeProvider>().get('/api/unchecked/fecha/:fecha', {
      schema: { params: z.object({ fecha: z.string() }), response: { 200: z.object({ n: z.number() }) } },
      handler: async (req) =>
        (await ctx.database.query<{ n: number }>('select count(*)::int as n from generate_series(1, 1) where $1::date is not null', [req.params.fecha]))[0],
    });
    await app.ready();
    const { failures } = await serverErrors(app, async (opts) => {
      const res = await app.inject(opts);
      return { status: res.statusCode, body: res.body };
    });
    await app.close();
    expect(failures).toContainEqual(expect.stringContaining("GET /api/unchecked/fecha/x'%20OR%20'1'%3D'1"));
  });
});
