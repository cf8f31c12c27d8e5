import { cents, fromCents, percentOf } from '../platform/money.ts';

/*
 * A student's charges for a term from their payment plan: the enrolment fee (the new student's, or the
 * re-enrolment one) due when the term starts, and the tuition in instalments — each its share of the
 * total, due so many days after the start; the last takes whatever rounding left, so the instalments
 * always add up to the tuition to the cent. A per-credit plan charges the credits registered, never
 * fewer than its minimum.
 */

export interface PlanDeCobro {
  montoTotal: string;
  porCredito: boolean;
  costoCredito: string | null;
  creditosMinimo: number | null;
  cantidad: number;
  inscripcion: string | null;
  reinscripcion: string | null;
  detalles: { cuota: number; porcentaje: string; dias: number }[];
}
export interface CargoCalculado {
  tipo: 'inscripcion' | 'cuota';
  cuota: number;
  vence: string;
  monto: string;
}

const masDias = (fecha: string, dias: number) => new Date(Date.parse(`${fecha}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/** The term's tuition under a plan: its total, or the credits registered (at least its minimum) at its price. */
export function colegiatura(plan: PlanDeCobro, creditos: number): bigint {
  if (!plan.porCredito) return cents(plan.montoTotal);
  return BigInt(Math.max(creditos, plan.creditosMinimo ?? 0)) * cents(plan.costoCredito ?? '0');
}

export function cargosDelPeriodo(plan: PlanDeCobro, o: { creditos: number; nuevo: boolean; inicio: string }): CargoCalculado[] {
  const cargos: CargoCalculado[] = [];
  const fee = o.nuevo ? plan.inscripcion : plan.reinscripcion;
  if (fee && cents(fee) > 0n) cargos.push({ tipo: 'inscripcion', cuota: 0, vence: o.inicio, monto: fromCents(cents(fee)) });
  const total = colegiatura(plan, o.creditos);
  if (total <= 0n) return cargos;
  // The plan's instalments, or as many equal ones as it says, a month apart.
  const n = Math.max(1, plan.cantidad);
  const partes = plan.detalles.length
    ? [...plan.detalles].sort((a, b) => a.cuota - b.cuota).map((d) => ({ dias: d.dias, monto: percentOf(total, d.porcentaje) }))
    : Array.from({ length: n }, (_x, i) => ({ dias: i * 30, monto: total / BigInt(n) }));
  const antes = partes.slice(0, -1).reduce((a, p) => a + p.monto, 0n);
  partes[partes.length - 1].monto = total - antes;
  partes.forEach((p, i) => cargos.push({ tipo: 'cuota', cuota: i + 1, vence: masDias(o.inicio, p.dias), monto: fromCents(p.monto) }));
  return cargos;
}
