import { z } from 'zod';

/** Shared request-schema pieces of the hand-written routes (catalogues derive theirs from declarations). */

export const id = z.coerce.number().int().positive();

/** An optional reference: old clients send 0 or '' for "none". */
export const optId = z
  .preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullish())
  .transform((v) => v ?? null);

/** An optional ISO date; timestamps ("1900-01-01T00:00:00") keep only their date. */
export const optDate = z
  .preprocess((v) => (typeof v === 'string' && v.length >= 10 ? v.slice(0, 10) : v === '' ? null : v), z.iso.date().nullish())
  .transform((v) => v ?? null);

/** Identity document values are letters and digits only (spec §5: no hyphens or special characters). */
export const documentValue = z.string().trim().min(1).max(30).regex(/^[A-Za-z0-9]+$/);

/** Optional free text: trimmed, at most `max` characters, blank kept as null. */
export const optText = (max: number) => z.string().trim().max(max).nullish().transform((v) => v || null);

/** An optional phone number: digits, spaces, `+ ( ) -`; blank kept as null. */
export const optPhone = z.string().trim().max(30).regex(/^[0-9+() -]*$/).nullish().transform((v) => v || null);
