/**
 * Keyset paging (large lists: students, applicants, and later sections, receipts, grades): a page
 * answers the key of its last row (`x-next-after`), and `?after=<key>` continues right after it, so a
 * deep page reads what the first does. A key is the list's order columns of that row, as JSON text
 * percent-encoded;
 * each part is checked against its kind when it comes back (a forged key is a 400, not a query).
 */
export type KeyPart = 'text' | 'int' | 'timestamp';

const valid: Record<KeyPart, (v: unknown) => boolean> = {
  text: (v) => typeof v === 'string' && v.length <= 400,
  int: (v) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 2_147_483_647,
  timestamp: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
};

export function keyset<const K extends readonly KeyPart[]>(...parts: K) {
  type Values = { [I in keyof K]: K[I] extends 'int' ? number : string };
  return {
    /** ASCII only (it travels in a header, which carries no accents): the JSON, percent-encoded. */
    encode: (values: Values): string => encodeURIComponent(JSON.stringify(values)),
    /** The key's values, or null when the text is not a key of this list. */
    decode(text: string): Values | null {
      try {
        const v = JSON.parse(decodeURIComponent(text)) as unknown;
        return Array.isArray(v) && v.length === parts.length && parts.every((p, i) => valid[p](v[i])) ? (v as unknown as Values) : null;
      } catch {
        return null;
      }
    },
  };
}
