import { pathOf, type Answer, type BodyInput, type Endpoint } from '@claustro/domain/platform/contract';
import { api, apiBlob } from './api.ts';

type Query = Record<string, string | number | boolean | undefined | null>;
/** What a call of an endpoint sends: its path parameters, query and body (a form's data for multipart endpoints). */
export interface CallInput<E extends Endpoint> {
  params?: Record<string, string | number>;
  query?: Query;
  body?: E['multipart'] extends true ? FormData : BodyInput<E>;
}

/** Calls an endpoint of a contract; the answer has the contract's response type. */
export function call<E extends Endpoint>(e: E, input: CallInput<E> = {}): Promise<Answer<E>> {
  return api<Answer<E>>(pathOf(e, input.params), { method: e.method, query: input.query, body: input.body });
}

/** Calls an endpoint that answers a file (a PDF, an image): the file as a blob. */
export function callBlob<E extends Endpoint>(e: E, input: Omit<CallInput<E>, 'body'> = {}): Promise<Blob> {
  return apiBlob(pathOf(e, input.params), { method: e.method, query: input.query });
}

/** A server-paged list as its spreadsheet: the same query, every page of it, made on the server. */
export function callSheet<E extends Endpoint & { paged: true }>(e: E, input: Omit<CallInput<E>, 'body'> = {}): Promise<Blob> {
  const { page: _p, pageSize: _s, after: _a, ...query } = input.query ?? {};
  return callBlob(e, { ...input, query: { ...query, formato: 'xlsx' } });
}

/**
 * Calls a server-paged list: its page of rows, the total the server counted (-1 when it did not count
 * again: a list continued by key keeps the total of its first page), and the key to continue from.
 */
export async function callPaged<E extends Endpoint & { paged: true }>(
  e: E,
  input: CallInput<E> = {},
): Promise<{ rows: Answer<E>; total: number; next: string | null }> {
  let total = 0;
  let next: string | null = null;
  const rows = await api<Answer<E>>(pathOf(e, input.params), {
    method: e.method,
    query: input.query,
    body: input.body,
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
