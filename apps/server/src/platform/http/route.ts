import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@claustro/domain/platform/contract';
import type { Actor, Visitor } from '../actor.ts';
import { requestLang } from '../errors.ts';
import { sessionOf } from '../auth/access.ts';

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
      const result = await handler({
        actor: actor as Call<E>['actor'],
        visitor: { ip: req.ip ?? null, lang: requestLang(req) },
        params: req.params as ParamsOf<E>,
        query: req.query as QueryOf<E>,
        body: req.body as BodyOf<E>,
        req,
        reply,
      });
      if (result === reply) return reply;
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
