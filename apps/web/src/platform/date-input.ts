/*
 * Dates as people type them: dd/mm/aaaa in Spanish, mm/dd/yyyy in English, whatever the browser's
 * locale (a native date input follows the operating system, not the page). The form keeps ISO.
 */

type Lang = 'es' | 'en';
const order = (lang: Lang) => (lang === 'en' ? (['m', 'd', 'y'] as const) : (['d', 'm', 'y'] as const));

/**
 * A date (`aaaa-mm-dd`, or a timestamp) as people read and type it: dd/mm/aaaa in Spanish, mm/dd/yyyy
 * in English; the day never shifts with the time zone; empty for none, anything else as it is.
 */
export function formatDate(value: string | null | undefined, lang: string): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  const parts = { y: m[1], m: m[2], d: m[3] };
  return order(lang === 'en' ? 'en' : 'es')
    .map((k) => parts[k])
    .join('/');
}

/**
 * What was typed, as the form's value: an ISO date when it is a whole, real date (typed in the
 * page's order, or pasted as ISO); null when empty; otherwise the text itself, which the contract
 * refuses as "not a date" (nothing is guessed).
 */
export function parseDateInput(text: string, lang: Lang): string | null {
  const t = text.trim();
  if (!t) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return t; // ISO as it is (the contract checks it is a real date)
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (!m) return t;
  const [a, b, y] = [m[1], m[2], m[3]];
  const [d, mo] = lang === 'en' ? [b, a] : [a, b];
  const iso = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isReal(iso) ? iso : t;
}

const isReal = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
};

/** The text as the user types it: digits, slashes put in after the day and the month, at most ten characters. */
export function maskDateInput(text: string, previous: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return text.trim(); // pasted ISO: parsed as is
  // Deleting keeps what is left as it is: a slash the user backs up to stays until they delete it too.
  if (text.length < previous.length) return text.replace(/[^\d/]/g, '').slice(0, 10);
  const digits = text.replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length >= 2) out += '/';
  out += digits.slice(2, 4);
  if (digits.length >= 4) out += '/';
  out += digits.slice(4, 8);
  return out;
}

/** Today's date where the user is (`YYYY-MM-DD`), not in UTC: an evening class is still today's. */
export function hoyLocal(d = new Date()): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
