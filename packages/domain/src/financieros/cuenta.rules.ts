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
  /** What is left to pay, after discounts. */
  monto: string;
  /** What discounts took off. */
  descuento: string;
}

/** A discount or scholarship in force: a percentage or an amount, and what it affects. */
export type DescuentoAplicable = {
  porcentaje: boolean;
  valor: string;
  afectaInscripcion: boolean;
  afectaMensualidad: boolean;
};

/**
 * What discounts take off an amount: each percentage of the whole, each fixed amount as it is,
 * together never more than the amount itself.
 */
export function descuentoDe(bruto: bigint, descuentos: readonly DescuentoAplicable[]): bigint {
  const total = descuentos.reduce((a, d) => a + (d.porcentaje ? percentOf(bruto, d.valor) : cents(d.valor)), 0n);
  return total > bruto ? bruto : total;
}

const masDias = (fecha: string, dias: number) => new Date(Date.parse(`${fecha}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/** The term's tuition under a plan: its total, or the credits registered (at least its minimum) at its price. */
export function colegiatura(plan: PlanDeCobro, creditos: number): bigint {
  if (!plan.porCredito) return cents(plan.montoTotal);
  return BigInt(Math.max(creditos, plan.creditosMinimo ?? 0)) * cents(plan.costoCredito ?? '0');
}

/** A total split in the plan's instalments (or as many equal ones, a month apart), the last taking the rounding. */
function repartir(plan: PlanDeCobro, total: bigint) {
  const n = Math.max(1, plan.cantidad);
  const partes = plan.detalles.length
    ? [...plan.detalles].sort((a, b) => a.cuota - b.cuota).map((d) => ({ dias: d.dias, monto: percentOf(total, d.porcentaje) }))
    : Array.from({ length: n }, (_x, i) => ({ dias: i * 30, monto: total / BigInt(n) }));
  const antes = partes.slice(0, -1).reduce((a, p) => a + p.monto, 0n);
  partes[partes.length - 1].monto = total - antes;
  return partes;
}

/**
 * A term's charges. Discounts come off the enrolment fee and the tuition they affect; the tuition
 * left is what is split in instalments, so each instalment says its own share of the discount.
 */
export function cargosDelPeriodo(
  plan: PlanDeCobro,
  o: { creditos: number; nuevo: boolean; inicio: string; descuentos?: readonly DescuentoAplicable[] },
): CargoCalculado[] {
  const cargos: CargoCalculado[] = [];
  const descuentos = o.descuentos ?? [];
  const fee = o.nuevo ? plan.inscripcion : plan.reinscripcion;
  if (fee && cents(fee) > 0n) {
    const off = descuentoDe(
      cents(fee),
      descuentos.filter((d) => d.afectaInscripcion),
    );
    cargos.push({ tipo: 'inscripcion', cuota: 0, vence: o.inicio, monto: fromCents(cents(fee) - off), descuento: fromCents(off) });
  }
  const total = colegiatura(plan, o.creditos);
  if (total <= 0n) return cargos;
  const off = descuentoDe(
    total,
    descuentos.filter((d) => d.afectaMensualidad),
  );
  const brutas = repartir(plan, total);
  const netas = repartir(plan, total - off);
  brutas.forEach((b, i) =>
    cargos.push({
      tipo: 'cuota',
      cuota: i + 1,
      vence: masDias(o.inicio, b.dias),
      monto: fromCents(netas[i].monto),
      descuento: fromCents(b.monto - netas[i].monto),
    }),
  );
  return cargos;
}

/**
 * A payment towards a balance spread over what is owed, the oldest due first: each charge paid in
 * full before the next is touched; the last one reached may be paid in part. Never more than is owed.
 */
export function repartirAbono(
  monto: bigint,
  pendientes: readonly { cargoEstudianteId: number; pendiente: bigint }[],
): { ok: true; abonos: { cargoEstudianteId: number; monto: bigint }[] } | { ok: false; balance: bigint } {
  const balance = pendientes.reduce((a, p) => a + p.pendiente, 0n);
  if (monto > balance) return { ok: false, balance };
  const abonos: { cargoEstudianteId: number; monto: bigint }[] = [];
  let resto = monto;
  for (const p of pendientes) {
    if (resto <= 0n) break;
    if (p.pendiente <= 0n) continue;
    const m = resto < p.pendiente ? resto : p.pendiente;
    abonos.push({ cargoEstudianteId: p.cargoEstudianteId, monto: m });
    resto -= m;
  }
  return { ok: true, abonos };
}
