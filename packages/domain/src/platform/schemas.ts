import { z } from 'zod';
import { readNumberText } from './number-text.ts';
import { problem } from '../messages/problems.ts';

/**
 * Shared pieces of the workflow contracts (catalogues derive theirs from declarations). Every number
 * that reaches a column is checked against the column's range here, and every date against its
 * format, so bad input is a 400 naming the field and never a database error.
 */

/** PostgreSQL's `integer`: ids, counts and references live in it. */
export const maxInt = 2_147_483_647;

/** A record id (path, query or body; text is coerced). A blank choice ('' or null) is a missing one, not a 0. */
export const id = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().int().positive().max(maxInt),
);

/** A whole number in the column's range. */
export const int = (min = 0, max = maxInt) => z.coerce.number().int().min(min).max(max);

/** An optional reference: old clients send 0 or '' for "none". */
export const optId = z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullish()).transform((v) => v ?? null);

/** A list of ids (an audience, a set of grants). */
export const ids = z.array(id).max(10_000).default([]);

/** An ISO date, `YYYY-MM-DD`; timestamps ("1900-01-01T00:00:00") keep only their date. */
export const isoDate = z.preprocess((v) => (typeof v === 'string' && v.length > 10 && v[10] === 'T' ? v.slice(0, 10) : v), z.iso.date());

/**
 * A span of days a report or a ledger reads (`desde`–`hasta`, ISO): it ends on or after it starts and
 * covers a year at most. For `.superRefine` on the query that carries them.
 */
export function spanDeDias(f: { desde: string; hasta: string }, ctx: z.RefinementCtx) {
  if (f.hasta < f.desde)
    ctx.addIssue({
      code: 'custom',
      path: ['hasta'],
      message: problem('fechas_invertidas'),
    });
  else if (Date.parse(f.hasta) - Date.parse(f.desde) > 366 * 86_400_000)
    ctx.addIssue({
      code: 'custom',
      path: ['hasta'],
      message: problem('rango_un_anio'),
    });
}

/** An optional ISO date, blank kept as null. */
export const optDate = z
  .preprocess((v) => (typeof v === 'string' && v.length > 10 && v[10] === 'T' ? v.slice(0, 10) : v === '' ? null : v), z.iso.date().nullish())
  .transform((v) => v ?? null);

/** Identity document values are letters and digits only (spec §5: no hyphens or special characters). */
export const documentValue = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[A-Za-z0-9]+$/);

/** Required free text: trimmed, 1 to `max` characters. */
export const text = (max: number) => z.string().trim().min(1).max(max);

/** Why someone annuls, withdraws or corrects something: a sentence, not a word (10 to 500 characters). */
export const motivo = text(500).refine((s) => s.length >= 10, problem('motivo_corto'));

/** Optional free text: trimmed, at most `max` characters, blank kept as null. */
export const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** An optional phone number: digits, spaces, `+ ( ) -`; blank kept as null. */
export const optPhone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[0-9+() -]*$/)
  .nullish()
  .transform((v) => v || null);

/** A search typed in a list's box. */
export const searchValue = z.string().trim().max(120).optional();

/** Paging of a server-paged list (`x-total-count` carries the total). */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  /** The whole list as a spreadsheet instead of a page (lists that declare one). */
  formato: z.enum(['xlsx']).optional(),
};

/**
 * The order a list may be asked for (`?sort=persApellidos&order=desc`): only the columns named here,
 * each one the server knows how to sort by (`orderBy` on the server).
 */
export const sortQuery = <const C extends readonly [string, ...string[]]>(columns: C) => ({
  sort: z.enum(columns).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

/** What a file answer carries: bytes, text, or a stream of them. */
export type FileBody = Uint8Array | string | { pipe: unknown };
/** A file the server sends as it is (a PDF, an image, a spreadsheet): bytes, not JSON, so nothing to filter. */
export const fileResponse = z
  .custom<FileBody>((v) => v instanceof Uint8Array || typeof v === 'string' || (typeof v === 'object' && v !== null && 'pipe' in v))
  .meta({
    type: 'string',
    format: 'binary',
    description: 'file',
  });

/** An answer with nothing to say but that it was done. */
export const done = z.object({ ok: z.literal(true) });

/**
 * A moment (timestamp with time zone) in an answer: the database hands a Date, JSON carries its ISO
 * text, and the browser reads text — so its type is the text's.
 */
export const timestamp = z
  .custom<string>((v) => v instanceof Date || (typeof v === 'string' && !Number.isNaN(Date.parse(v))))
  .meta({ type: 'string', format: 'date-time' });

/**
 * A number a person typed, as the screens print numbers ("85.5", "1,250"; `readNumberText`), or a
 * JSON number: from `min` to `max` with at most `maxDecimals` decimals; blank is null. Text it would
 * have to guess at ("85,5") is refused with the accepted form, `example`.
 */
export const typedNumber = (o: { min: number; max: number; maxDecimals: number; example: string }) =>
  z.union([z.number(), z.string(), z.null()]).transform((v, ctx): number | null => {
    const read = v === null ? null : readNumberText(String(v), { maxDecimals: o.maxDecimals, negative: o.min < 0 });
    if (read === null) return null;
    const n = 'value' in read ? Number(read.value) : NaN;
    if (Number.isNaN(n)) {
      ctx.addIssue({ code: 'custom', message: problem('numero_escrito'), params: { example: o.example, decimals: o.maxDecimals } });
      return z.NEVER;
    }
    if (n < o.min || n > o.max) {
      ctx.addIssue({ code: 'custom', message: problem('valor_rango'), params: { min: o.min, max: o.max } });
      return z.NEVER;
    }
    return n;
  });
