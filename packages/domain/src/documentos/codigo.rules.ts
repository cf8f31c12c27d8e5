/*
 * The verification code an issued document carries (printed and in its QR): twelve characters of an
 * alphabet without look-alikes (no 0/O, 1/I/L), in groups of four, the last a check character, so a
 * code mistyped or made up is told apart before anything is looked up.
 */

const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The check character of eleven code characters (weighted sum, modulo the alphabet). */
function check(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (i + 1) * alphabet.indexOf(body[i]);
  return alphabet[sum % alphabet.length];
}

/** A code from eleven random bytes (each mapped into the alphabet), with its check character: "7KQ4-M2XW-9RTF". */
export function codigoDocumento(random: Uint8Array): string {
  if (random.length < 11) throw new Error('eleven random bytes are needed');
  const body = Array.from(random.slice(0, 11), (b) => alphabet[b % alphabet.length]).join('');
  const raw = body + check(body);
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

/** A code as typed, normalised (upper case, no spaces or dashes), or null when it is not a well-formed code. */
export function codigoNormalizado(typed: string): string | null {
  const raw = typed.toUpperCase().replace(/[\s-]/g, '');
  if (raw.length !== 12 || [...raw].some((c) => !alphabet.includes(c))) return null;
  if (check(raw.slice(0, 11)) !== raw[11]) return null;
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}
