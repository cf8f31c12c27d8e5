/** "Altagracia Tavárez Ureña" → "Altagracia T. U.": enough for a verifier who has the document in hand, no more. */
export function maskedName(nombres: string, apellidos: string): string {
  const first = nombres.trim().split(/\s+/)[0] ?? '';
  const initials = apellidos
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^[A-ZÁÉÍÓÚÑ]/.test(w))
    .map((w) => `${w[0].toUpperCase()}.`);
  return [first, ...initials].join(' ');
}
