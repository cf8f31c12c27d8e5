/**
 * A payment agreement's instalments: what is owed split in `cuotas` equal parts (the cents that do
 * not divide go to the first, so the total is exact), due on the same day of each month from the
 * first date (the 31st falls on a shorter month's last day).
 */
export function cuotasDeAcuerdo(total: bigint, cuotas: number, primeraFecha: string): { cuota: number; monto: bigint; fechaVence: string }[] {
  if (!Number.isInteger(cuotas) || cuotas < 1) throw new Error('cuotas must be a positive integer');
  const base = total / BigInt(cuotas);
  const resto = total - base * BigInt(cuotas);
  const [y, m, d] = primeraFecha.split('-').map(Number);
  return Array.from({ length: cuotas }, (_, i) => {
    const mes = m - 1 + i;
    const anio = y + Math.floor(mes / 12);
    const mesDelAnio = mes % 12;
    const ultimo = new Date(Date.UTC(anio, mesDelAnio + 1, 0)).getUTCDate();
    const fecha = `${anio}-${String(mesDelAnio + 1).padStart(2, '0')}-${String(Math.min(d, ultimo)).padStart(2, '0')}`;
    return { cuota: i + 1, monto: i === 0 ? base + resto : base, fechaVence: fecha };
  });
}
