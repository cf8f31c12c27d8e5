import { pathOf, type Answer, type BodyInput, type Endpoint, type ParamsInput, type QueryInput } from '@claustro/domain/platform/contract';
import { api, apiBlob } from './api.ts';

/**
 * What a call of an endpoint sends: its path parameters, query and body (a form's data for multipart
 * endpoints), each typed by the endpoint's contract, so a parameter it does not declare, a text where
 * it takes an id or a missing path parameter does not compile (`contract-client.typetest.ts`).
 */
export type CallInput<E extends Endpoint> = (E['params'] extends object ? { params: ParamsInput<E> } : { params?: undefined }) & {
  query?: QueryInput<E>;
  body?: E['multipart'] extends true ? FormData : BodyInput<E>;
};
/** The input argument: required when the endpoint's path has parameters. */
type Args<E extends Endpoint, I = CallInput<E>> = E['params'] extends object ? [input: I] : [input?: I];
type NoBody<E extends Endpoint> = Omit<CallInput<E>, 'body'>;

/** The same input as the transport sees it (the types above have done their work). */
type Loose = { params?: Record<string, string | number>; query?: Record<string, string | number | boolean | undefined | null>; body?: unknown };
const loose = (input: unknown): Loose => (input ?? {}) as Loose;

/** Calls an endpoint of a contract; the answer has the contract's response type. */
export function call<E extends Endpoint>(e: E, ...[input]: Args<E>): Promise<Answer<E>> {
  const { params, query, body } = loose(input);
  return api<Answer<E>>(pathOf(e, params), { method: e.method, query, body });
}

/** Calls an endpoint that answers a file (a PDF, an image): the file as a blob. */
export function callBlob<E extends Endpoint>(e: E, ...[input]: Args<E, NoBody<E>>): Promise<Blob> {
  const { params, query } = loose(input);
  return apiBlob(pathOf(e, params), { method: e.method, query });
}

/** A server-paged list as its spreadsheet: the same query, every page of it, made on the server. */
export function callSheet<E extends Endpoint & { paged: true }>(e: E, ...[input]: Args<E, NoBody<E>>): Promise<Blob> {
  const { params, query = {} } = loose(input);
  const { page: _p, pageSize: _s, after: _a, ...rest } = query;
  return apiBlob(pathOf(e, params), { method: e.method, query: { ...rest, formato: 'xlsx' } });
}

/**
 * Calls a server-paged list: its page of rows, the total the server counted (-1 when it did not count
 * again: a list continued by key keeps the total of its first page), and the key to continue from.
 */
export async function callPaged<E extends Endpoint & { paged: true }>(
  e: E,
  ...[input]: Args<E>
): Promise<{ rows: Answer<E>; total: number; next: string | null }> {
  const { params, query, body } = loose(input);
  let total = 0;
  let next: string | null = null;
  const rows = await api<Answer<E>>(pathOf(e, params), {
    method: e.method,
    query,
    body,
    onHeaders: (h) => {
      total = h.has('x-total-count') ? Number(h.get('x-total-count')) : -1;
      next = h.get('x-next-after');
    },
  });
  return { rows, total, next };
}

/**
 * The query keys of one area (one factory per area): everything under `[area]` is refetched together
 * after a write, lists and details apart for finer invalidation.
 */
export function queryKeys<const A extends string>(area: A) {
  return {
    all: [area] as const,
    lists: () => [area, 'list'] as const,
    list: (q: unknown) => [area, 'list', q] as const,
    detail: (id: unknown) => [area, 'detail', id] as const,
    /** Any other read of the area, by name. */
    of: (name: string, ...rest: unknown[]) => [area, name, ...rest] as const,
  };
}
