import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@claustro/domain/platform/contract';
import type { Actor, Visitor } from '../actor.ts';
import { requestLang } from '../errors.ts';
import { sessionOf } from '../auth/access.ts';
import { sheetFormat, sheetRowLimit, type Sheet } from '@claustro/domain/platform/sheet';
import { downloadName, xlsx, xlsxType } from './spreadsheet.ts';

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
      // The spreadsheet of a list: the same query, every page of it (up to the limit), then the sheet's columns.
      const asSheet = e.paged && e.sheet && query?.formato === sheetFormat;
      const result = await handler({
        actor: actor as Call<E>['actor'],
        visitor: { ip: req.ip ?? null, lang: requestLang(req) },
        params: req.params as ParamsOf<E>,
        query: asSheet ? { ...query, page: 1, pageSize: sheetRowLimit, after: undefined } : query,
        body: req.body as BodyOf<E>,
        req,
        reply,
      });
      // A handler that answered by itself (a file): awaiting a sent reply gives undefined (a reply is thenable).
      if (result === reply || reply.sent) return reply;
      if (asSheet) return sendSheet(reply, e.sheet!, e.response.parse((result as { rows: unknown }).rows) as unknown[], requestLang(req));
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

/** Answers a list as its spreadsheet, headed in the reader's language, referenced records by name, as a download. */
export async function sendSheet<R>(reply: FastifyReply, sheet: Sheet<R>, rows: R[], lang: 'es' | 'en') {
  const title = sheet.title[lang];
  const names = await Promise.all(
    sheet.columns.map((c) =>
      c.ref
        ? reply.server.refLabels(
            c.ref,
            rows.map((r) => c.value(r, lang)).filter((v): v is number => typeof v === 'number'),
          )
        : null,
    ),
  );
  const file = xlsx(
    title,
    sheet.columns.map((c) => ({ header: c.label[lang], date: c.date })),
    rows.map((r) =>
      sheet.columns.map((c, i) => {
        const v = c.value(r, lang);
        return names[i] && typeof v === 'number' ? (names[i][v] ?? v) : v;
      }),
    ),
  );
  const name = downloadName(title, 'xlsx');
  return reply
    .status(200)
    .header('content-type', xlsxType)
    .header('content-disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(Buffer.from(file));
}
