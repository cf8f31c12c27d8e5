/** A score as typed, read as a number (comma or point for decimals); null when empty, NaN when not a number. */
export const asNumber = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));
