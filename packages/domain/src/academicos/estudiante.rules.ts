/**
 * Dominican cédula: 11 digits, the last a check digit over the first ten (weights 1,2,1,2…, each
 * product's digits summed, then the complement to the next multiple of ten).
 */
export function cedulaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const p = Number(first10[i]) * (i % 2 === 0 ? 1 : 2);
    sum += p > 9 ? p - 9 : p;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCedula(value: string): boolean {
  return /^\d{11}$/.test(value) && cedulaCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

/** A cédula as documents print it, 001-1234567-8 (kept as 11 digits); any other value as it is. */
export const cedulaImpresa = (value: string) => (/^\d{11}$/.test(value) ? `${value.slice(0, 3)}-${value.slice(3, 10)}-${value[10]}` : value);

/**
 * A student id (matrícula) from the institution's pattern (system parameter `matricula.formato`):
 * `{anio}` the year, `{anio2}` its last two digits, `{sede}` the campus initials, `{secuencia:N}` the
 * year's counter padded to N digits.
 */
export function formatMatricula(pattern: string, v: { anio: number; secuencia: number; sede?: string }): string {
  return pattern
    .replace(/\{anio\}/g, String(v.anio))
    .replace(/\{anio2\}/g, String(v.anio).slice(-2))
    .replace(/\{sede\}/g, v.sede ?? '')
    .replace(/\{secuencia(?::(\d+))?\}/g, (_, n: string | undefined) => String(v.secuencia).padStart(Number(n ?? 1), '0'));
}
