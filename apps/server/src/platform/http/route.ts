import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@claustro/domain/platform/contract';
import type { Actor, Visitor } from '../actor.ts';
import { requestLang } from '../errors.ts';
import { sessionOf } from '../auth/access.ts';
import { sheetFormat, type Sheet } from '@claustro/domain/platform/sheet';
import { alDia, downloadName, sheetWriter, xlsxType } from './spreadsheet.ts';

/** What a route handler receives: the caller and the parsed input, plus the transport for what only HTTP has (files, headers). */
export interface Call<E extends Endpoint> {
  actor: E['access'] extends 'public' ? Actor | null : Actor;
  visitor: Visitor;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A paged list answers its page and the total (-1: not counted again); the total travels in `x-total-count`. */
type Result<E extends Endpoint> = E['paged'] extends true ? { rows: ResponseOf<E>; total: number } : ResponseOf<E>;
export type Handler<E extends Endpoint> = (call: Call<E>) => Promise<Result<E> | FastifyReply> | Result<E> | FastifyReply;

/** The caller of a request: the signed-in user with address and language, or null on a public route without a session. */
export function actorOf(req: FastifyRequest): Actor | null {
  return req.session ? { ...req.session, ip: req.ip ?? null, lang: requestLang(req) } : null;
}

/** Whoever calls: the signed-in user, or a visitor of a public page (their address and language). */
export function callerOf(req: FastifyRequest): Actor | Visitor {
  return actorOf(req) ?? { ip: req.ip ?? null, lang: requestLang(req) };
}

/**
 * Registers one endpoint of a contract: its path, access and schemas come from the contract, so the
 * server checks input and filters output with what the web was typed with. The handler is transport:
 * it calls a service with `{ actor, input }` and returns the answer.
 */
export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: Handler<E>): void {
  const status = e.status ?? 200;
  const area = e.path.split('/')[2] ?? 'api';
  app.route({
    method: e.method,
    url: e.path,
    config: { access: e.access, labels: e.labels, patterns: e.patterns },
    schema: {
      tags: [area],
      ...(e.summary ? { summary: e.summary } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body && !e.multipart ? { body: e.body } : {}),
      response: { [status]: e.response },
    },
    handler: async (req, reply) => {
      const actor = e.access === 'public' ? actorOf(req) : { ...sessionOf(req), ip: req.ip ?? null, lang: requestLang(req) };
      const query = req.query as QueryOf<E> & { formato?: string };
      const call = (q: QueryOf<E>) =>
        handler({
          actor: actor as Call<E>['actor'],
          visitor: { ip: req.ip ?? null, lang: requestLang(req) },
          params: req.params as ParamsOf<E>,
          query: q,
          body: req.body as BodyOf<E>,
          req,
          reply,
        });
      // The spreadsheet of a list: the same query, every page of it, then the sheet's columns.
      if (e.paged && e.sheet && query?.formato === sheetFormat) {
        const rows = everyPage(reply, query, async (q) => e.response.parse(((await call(q as QueryOf<E>)) as { rows: unknown }).rows) as unknown[]);
        return sendSheet(reply, e.sheet, rows, requestLang(req));
      }
      const result = await call(query);
      // A handler that answered by itself (a file): awaiting a sent reply gives undefined (a reply is thenable).
      if (result === reply || reply.sent) return reply;
      if (e.paged) {
        const { rows, total } = result as { rows: unknown; total: number };
        // A list continued by key is not counted again (-1): the total of its first page stands.
        if (total >= 0) reply.header('x-total-count', String(total));
        return reply.status(status).send(rows);
      }
      return reply.status(status).send(result);
    },
  });
}

/** The names of catalogue records by id (`refLabels('sede', [1, 2])`), for spreadsheets. */
export type RefLabels = (resource: string, ids: number[]) => Promise<Record<number, string>>;
declare module 'fastify' {
  interface FastifyInstance {
    refLabels: RefLabels;
  }
}

/** A list's spreadsheet reads it this many rows at a time. */
const sheetPage = 1000;

/**
 * Every page of a list, one after another: by key where the list continues by key (it answers the
 * last row's key in `x-next-after`: a deep page reads what the first does), else by page number.
 */
export async function* everyPage<Q extends object, R>(
  reply: FastifyReply,
  query: Q,
  page: (q: Q & { page: number; pageSize: number; after?: string }) => Promise<R[]>,
) {
  let n = 1;
  let after: string | undefined;
  for (;;) {
    const rows = await page({ ...query, page: after ? 1 : n, pageSize: sheetPage, after });
    yield rows;
    const next = reply.getHeader('x-next-after');
    reply.removeHeader('x-next-after');
    if (rows.length < sheetPage) return;
    if (typeof next === 'string') after = next;
    else n++;
  }
}

/**
 * Answers a list as its spreadsheet, headed in the reader's language, referenced records by name, as a
 * download that starts with the first page: each page is written and let go (no row limit, nothing
 * held). The first page is read before anything is sent, so a refused query still answers its error.
 */
export async function sendSheet<R>(reply: FastifyReply, sheet: Sheet<R>, rows: R[] | AsyncIterable<R[]>, lang: 'es' | 'en') {
  const pages = Array.isArray(rows)
    ? (async function* () {
        yield rows;
      })()
    : rows[Symbol.asyncIterator]();
  const first = await pages.next();
  const sample = first.done ? [] : first.value.slice(0, 500);
  const title = sheet.title[lang];
  const cells = (r: R) => sheet.columns.map((c) => c.value(r, lang));
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const hoja = sheetWriter(
    out,
    title,
    sheet.columns.map((c, i) => ({
      header: c.label[lang],
      width: 2 + Math.min(60, Math.max(8, c.label[lang].length, ...sample.map((r) => (c.date ? 10 : String(cells(r)[i] ?? '').length)))),
      numFmt: c.date ? 'yyyy-mm-dd' : undefined,
    })),
  );
  // Names of referenced records, read once per id for the whole file.
  const names = sheet.columns.map(() => new Map<number, string>());
  const write = async () => {
    for (let p = first; !p.done; p = await pages.next()) {
      await Promise.all(
        sheet.columns.map(async (c, i) => {
          if (!c.ref) return;
          const missing = [...new Set(p.value.map((r) => c.value(r, lang)).filter((v): v is number => typeof v === 'number' && !names[i].has(v)))];
          if (missing.length) for (const [id, name] of Object.entries(await reply.server.refLabels(c.ref, missing))) names[i].set(Number(id), name);
        }),
      );
      for (const r of p.value)
        hoja.row(
          sheet.columns.map((c, i) => {
            const v = c.value(r, lang);
            if (typeof v === 'number' && c.ref) return names[i].get(v) ?? v;
            return c.date && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? new Date(`${v.slice(0, 10)}T00:00:00Z`) : v;
          }),
        );
      await alDia(out);
    }
    await hoja.end();
  };
  write().catch((err: Error) => out.destroy(err));
  const name = downloadName(title, 'xlsx');
  return reply
    .status(200)
    .header('content-type', xlsxType)
    .header('content-disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(out);
}
