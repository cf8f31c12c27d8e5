/* The number an official letter carries: OF-<year>-<sequence of four digits or more>. */

export const numeroOficio = (anio: number, secuencia: number) => `OF-${anio}-${String(secuencia).padStart(4, '0')}`;

/** A number as typed ("of-2026-12", " OF 2026 0012 "), read back; null when it is not one. */
export function leerNumeroOficio(typed: string): { anio: number; secuencia: number } | null {
  const m = /^OF[\s-]*(\d{4})[\s-]+0*(\d{1,6})$/i.exec(typed.trim());
  return m && Number(m[2]) > 0 ? { anio: Number(m[1]), secuencia: Number(m[2]) } : null;
}
