/*
 * Numbers as people type them. The screens print amounts the Dominican way ("DOP 4,950.00": commas
 * group thousands, a point marks decimals), so an input takes back what it printed — "4,950.00",
 * "4950.00", "4950" (or "4950." half typed), with or without the currency — and refuses text it
 * would have to guess at: "4.950,00" or "85,5" (a comma that does not group thousands), several
 * points, letters.
 */

/** Why a text is not a number: not one at all, or more decimals than the field keeps. */
export type NumberTextProblem = 'format' | 'decimals';

const currencyPrefix = /^(?:[A-Z]{3}\s*|RD\$\s*|US\$\s*|\$\s*)/i;
const grouped = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/**
 * Reads a number as typed into its plain decimal text ("4,950.5" → "4950.5"); `null` for blank text.
 * `maxDecimals` bounds the decimals; `currency` lets a currency code or sign lead ("DOP 4,950.00").
 */
export function readNumberText(
  text: string,
  opts: { maxDecimals: number; currency?: boolean; negative?: boolean },
): { value: string } | { problem: NumberTextProblem } | null {
  let s = text.trim();
  if (s === '') return null;
  if (opts.currency) s = s.replace(currencyPrefix, '');
  const m = grouped.exec(s);
  if (!m || (m[1] && !opts.negative)) return { problem: 'format' };
  const decimals = m[3] ?? '';
  if (decimals.length > opts.maxDecimals) return { problem: 'decimals' };
  return { value: `${m[1] ?? ''}${m[2].replaceAll(',', '')}${decimals ? `.${decimals}` : ''}` };
}
