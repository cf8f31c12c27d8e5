import { z } from 'zod';
import { readNumberText } from './number-text.ts';
import { problem } from '../messages/problems.ts';

/*
 * Money is decimal end to end: an amount travels as a string ("1250.50"), is summed as whole cents
 * in a bigint, and is stored in `numeric` columns. No amount ever passes through a binary float, so
 * a day of receipts adds up to the cent.
 */

const decimalText = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Whole cents of an amount written with at most two decimals ("12.5" → 1250n); undefined when it is not one. */
export function toCents(amount: string): bigint | undefined {
  const m = decimalText.exec(amount.trim());
  if (!m) return undefined;
  const cents = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Cents back to their canonical text: "1250.00", "-0.05". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Cents of an amount known to be well formed (read from the database or already validated). */
export function cents(amount: string | number): bigint {
  const c = toCents(String(amount));
  if (c === undefined) throw new Error(`Not an amount: ${amount}`);
  return c;
}

export const sumCents = (amounts: Iterable<bigint>) => {
  let total = 0n;
  for (const a of amounts) total += a;
  return total;
};

/**
 * `percent` % of an amount in cents, rounded half away from zero to the cent (the way a receipt
 * rounds a discount). The percentage has at most two decimals ("12.5").
 */
export function percentOf(amount: bigint, percent: string): bigint {
  const hundredths = cents(percent); // 12.5 % → 1250 hundredths of a percent
  const scaled = amount * hundredths; // in 1/10 000 of a cent
  const q = scaled / 10000n;
  const r = scaled % 10000n;
  const abs = r < 0n ? -r : r;
  return abs * 2n >= 10000n ? q + (scaled < 0n ? -1n : 1n) : q;
}

/** Formats an amount for people as the Dominican Republic writes it ("DOP 1,250.00"), the currency code first. */
export function formatMoney(amount: string | bigint, currency = '') {
  const c = typeof amount === 'bigint' ? amount : cents(amount);
  const [whole, dec] = fromCents(c < 0n ? -c : c).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // The sign goes with the number, the currency first: "DOP -50.00" (a register's shortfall, a credit).
  return `${currency ? `${currency} ` : ''}${c < 0n ? '-' : ''}${grouped}.${dec}`;
}

/**
 * An amount in a request: a JSON number, or text as the screens print it ("4,950.00", "DOP 4,950.00",
 * "4950.5", `readNumberText`), with at most two decimals, zero or more; answers its canonical text
 * ("4,950.5" → "4950.50"). Text whose comma does not group thousands ("85,5") is refused, not guessed.
 */
export const amount = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const read = readNumberText(String(v), { maxDecimals: 2, currency: true });
  const c = read && 'value' in read ? toCents(read.value) : undefined;
  if (c === undefined || c < 0n) {
    ctx.addIssue({ code: 'custom', message: problem('monto_escrito') });
    return z.NEVER;
  }
  return fromCents(c);
});

/** An amount above zero. */
export const positiveAmount = amount.refine((v) => cents(v) > 0n, {
  message: problem('monto_positivo'),
});

/** An amount in a response: `numeric` columns arrive as text. */
export const amountOut = z.string();

/** Cents of pesos of cents of a currency at its rate (pesos per unit: "60.75" for the dollar). */
export const enPesos = (centavos: bigint, tasa: string) => (centavos * cents(tasa)) / 100n;

/** Cents of an amount as a person typed it ("4,950.00", "DOP 4,950"); undefined when `amount` refuses it. */
export function typedCents(text: string): bigint | undefined {
  const read = amount.safeParse(text);
  return read.success ? cents(read.data) : undefined;
}
