import { z } from 'zod';
import { cents, fromCents, toCents } from './money.ts';
import { maxInt } from './schemas.ts';
import { readNumberText } from './number-text.ts';
import type { ChildDef, FieldDef, ResourceDef } from './resource.ts';

/*
 * Validation schemas derived from a resource declaration. Kept apart from the declarations so that
 * code needing only labels (the browser's first load) does not carry zod.
 */

const isoDate = /^\d{4}-\d{2}-\d{2}/;

function numberish(v: unknown): unknown {
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return v;
}
function emptyToNull(v: unknown): unknown {
  return v === '' || v === undefined ? null : v;
}

/** zod schema of one field's input value. Messages are translated later from the issue (see issues.ts). */
export function fieldSchema(f: FieldDef): z.ZodType {
  let s: z.ZodType;
  switch (f.kind) {
    case 'text': {
      let t = z.string().trim();
      if (f.required) t = t.min(1);
      if (f.max) t = t.max(f.max);
      if (f.pattern) t = t.regex(f.pattern.regex);
      s = f.upper ? t.transform((v) => v.toUpperCase()) : t;
      break;
    }
    case 'email':
      s = z.email().max(f.max ?? 150);
      break;
    case 'int':
    case 'ref': {
      let n = z.number().int();
      if (f.kind === 'ref') n = n.positive();
      // The column is a PostgreSQL integer: a value past its range is bad input, not a database error.
      n = n.min(f.min ?? -maxInt).max(f.max ?? maxInt);
      s = z.preprocess(numberish, n);
      break;
    }
    case 'decimal': {
      // Exact: kept as text with at most two decimals (the column is numeric(18,2)), bounds compared in
      // cents; typed as the screens print amounts ("4,950.00", `readNumberText`).
      s = z.union([z.string(), z.number()]).transform((v, ctx) => {
        const read = readNumberText(String(v), { maxDecimals: 2, currency: true, negative: true });
        const c = read && 'value' in read ? toCents(read.value) : undefined;
        if (c === undefined) {
          ctx.addIssue({ code: 'invalid_type', expected: 'number', input: v });
          return z.NEVER;
        }
        if (f.min !== undefined && c < cents(f.min)) ctx.addIssue({ code: 'too_small', origin: 'number', minimum: f.min, inclusive: true, input: v });
        if (f.max !== undefined && c > cents(f.max)) ctx.addIssue({ code: 'too_big', origin: 'number', maximum: f.max, inclusive: true, input: v });
        return fromCents(c);
      });
      break;
    }
    case 'bool':
      s = z.preprocess((v) => (v === 'true' || v === 1 ? true : v === 'false' || v === 0 ? false : v), z.boolean());
      break;
    case 'date':
      // Old clients send timestamps ("1900-01-01T00:00:00"); only the date part is meaningful.
      s = z.preprocess((v) => (typeof v === 'string' && isoDate.test(v) ? v.slice(0, 10) : v), z.iso.date());
      break;
  }
  if (f.required) return s;
  const fallback = f.default ?? null;
  return z.preprocess(emptyToNull, s.nullable()).transform((v) => (v === null ? fallback : v));
}

/** One child row; a single-reference child also accepts a bare id (`sedes: [1, 2]`). */
export function childSchema(child: ChildDef): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(child.fields)) shape[name] = fieldSchema(f);
  const row = z.object(shape);
  const refs = Object.entries(child.fields).filter(([, f]) => f.kind === 'ref');
  if (Object.keys(child.fields).length !== 1 || refs.length !== 1) return row;
  const [only] = refs[0];
  return z.preprocess((v) => (typeof v === 'number' || typeof v === 'string' ? { [only]: v } : v), row);
}

/** Input schema for create and update: declared fields only; ids, companyId and dates in the body are ignored. */
export function inputSchema(def: ResourceDef): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    shape[name] = fieldSchema(f); // an omitted optional field takes its default
  }
  for (const [name, child] of Object.entries(def.children ?? {})) {
    let list = z.array(childSchema(child)).max(child.max ?? 200);
    for (const key of child.unique ?? []) {
      list = list.refine((rows) => new Set(rows.map((r) => (r as Record<string, unknown>)[key])).size === rows.length, {
        message: 'repeated',
        params: { repeated: key },
      });
    }
    shape[name] = list.default([]);
  }
  return z.object(shape);
}

/** How a stored field of this kind is answered. */
function fieldOut(f: FieldDef): z.ZodType {
  const base =
    f.kind === 'bool' ? z.boolean() : f.kind === 'int' || f.kind === 'ref' ? z.number() : f.kind === 'decimal' ? z.union([z.string(), z.number()]) : z.string();
  return base.nullable();
}

/** Output schema: the security filter that decides what leaves the server (child rows included: only their declared fields). */
export function outputSchema(def: ResourceDef): z.ZodObject {
  const shape: Record<string, z.ZodType> = { [def.id]: z.number() };
  if (def.company !== false) shape.companyId = z.number();
  for (const [name, f] of Object.entries(def.fields)) shape[name] = fieldOut(f);
  for (const [name, child] of Object.entries(def.children ?? {})) {
    shape[name] = z.array(z.object(Object.fromEntries(Object.entries(child.fields).map(([k, f]) => [k, fieldOut(f)]))));
  }
  return z.object(shape);
}
