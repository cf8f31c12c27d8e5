/** camelCase (or PascalCase) field name → snake_case column name: `bancDescripcion` → `banc_descripcion`. */
export function toSnake(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toLowerCase();
}

/** JSON out is the spec's name with its first letter lowered (`BancoID` → `bancoID`). */
export function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * Re-keys an object so that keys matching `names` case-insensitively take the declared spelling
 * (DESIGN §4: a client sending `BancDescripcion` is understood). Unknown keys are kept.
 */
export function canonicalKeys(input: unknown, names: readonly string[]): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const byLower = new Map(names.map((n) => [n.toLowerCase(), n]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    out[byLower.get(key.toLowerCase()) ?? key] = value;
  }
  return out;
}

/** Folds accents and case, for searches typed without accents ("Educacion" finds "Educación"). */
/**
 * The accented letters search ignores, and what each reads as: the database folds a column with
 * `translate(lower(col), from, to)` (indexed), and the typed text is folded the same way.
 */
export const accentFold = { from: 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', to: 'aeiouunaeiouAEIOUUN' } as const;

/** A searched text as the database's folded columns read: lower case, the accents of `accentFold` removed. */
export function foldForSearch(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  for (const ch of lower) {
    const i = accentFold.from.indexOf(ch);
    out += i >= 0 ? accentFold.to[i] : ch;
  }
  return out;
}

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
