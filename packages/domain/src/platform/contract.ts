import type { z } from 'zod';
import type { Label } from './i18n.ts';
import type { ErrorCode } from './messages.ts';
import type { Sheet } from './sheet.ts';

/**
 * What a route demands (DESIGN §5), checked on the server before the handler runs.
 * - `public`: no sign-in (login, public forms).
 * - `password`: signed in, even with an expired password (changing it, reading the session).
 * - `self`: any signed-in user, students included; the service reaches only the caller's own records.
 * - `staff`: any signed-in user who is not a student.
 * - `{ screens }`: a user whose role or personal grants include one of these screens.
 */
export type Access = 'public' | 'password' | 'self' | 'staff' | { screens: readonly string[] };

type Obj = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * One endpoint of a workflow feature, written once and read by both sides (DESIGN §3b): the server
 * takes its path, access and schemas (the response schema filters what leaves: nothing unnamed), the
 * web types its calls and validates its forms with the same schemas.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The spec's path, with `:name` parameters. */
  path: string;
  access: Access;
  params?: Obj;
  query?: Obj;
  body?: z.ZodType;
  /** The success answer; `status` 200 unless said (201 for what creates). */
  response: z.ZodType;
  status?: 200 | 201 | 204;
  /** Field labels, so a 400 names a field the way the form does. */
  labels?: Record<string, Label>;
  /** Messages of fields that must match a pattern, said instead of a generic "wrong format". */
  patterns?: Record<string, Label>;
  /** The business refusals this endpoint may answer (409s and the like), for the documentation. */
  errors?: readonly ErrorCode[];
  /** Multipart form (files), read by the handler rather than the body schema. */
  multipart?: boolean;
  /** Server-paged list: the total is sent in `x-total-count`. */
  paged?: boolean;
  /** A paged list's spreadsheet (`?formato=xlsx`), made on the server from the same query. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list's rows; `listSheet` types it against the response
  sheet?: Sheet<any>;
  summary?: string;
}

/** Declares an endpoint, keeping its literal types for both sides. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** The input types of an endpoint, as its handler sees them (after parsing). */
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
/** What the client sends (before parsing: defaults may be left out). */
export type BodyInput<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/**
 * What travels in a path or a query for a value the handler receives as `O`: ids and counts are
 * numbers, flags booleans, dates and texts strings, choices their literals (the schemas coerce text,
 * so their own input type says `unknown`; the client is held to what they make of it).
 */
type Wire<O> = O extends number ? number : O extends boolean ? boolean : O extends Date ? string : O;
type Blank = undefined | null;
/** Keys a caller may leave out: optional or defaulted in the schema's input, or missing in its output. */
type Omittable<I, O> = { [K in keyof O]: K extends keyof I ? (Partial<Pick<I, K>> extends Pick<I, K> ? K : Blank extends O[K] ? K : never) : K }[keyof O];
type WireObject<I, O> = { [K in Exclude<keyof O, Omittable<I, O>>]: Wire<O[K]> } & { [K in Omittable<I, O>]?: Wire<NonNullable<O[K]>> | Blank };
type Flat<T> = { [K in keyof T]: T[K] };
/** What a client sends in an endpoint's path and query: only the names the contract declares, typed. */
type WireInput<S> = S extends z.ZodType ? Flat<WireObject<z.input<S>, z.output<S>>> : Record<string, never>;
export type ParamsInput<E extends Endpoint> = WireInput<E['params']>;
export type QueryInput<E extends Endpoint> = WireInput<E['query']>;

/** What the server answers (and what a handler returns). */
export type ResponseOf<E extends Endpoint> = z.input<E['response']>;
export type Answer<E extends Endpoint> = z.output<E['response']>;

/** Fills an endpoint's `:name` parameters. */
export function pathOf(e: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`${e.path}: missing parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}
