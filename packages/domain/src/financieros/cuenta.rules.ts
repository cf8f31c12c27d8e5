import { cents, fromCents, percentOf, sumCents } from '../platform/money.ts';

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

/**
 * A discount or scholarship in force: a percentage or an amount, and what it affects. A sponsorship
 * names its sponsor (`empresaId`): what it takes off the student, the sponsor owes.
 */
export type DescuentoAplicable = {
  porcentaje: boolean;
  valor: string;
  afectaInscripcion: boolean;
  afectaMensualidad: boolean;
  descuentoId?: number;
  empresaId?: number | null;
};

/**
 * What each discount takes off an amount: its percentage of the whole, or its fixed amount. When
 * together they would pass the amount, each is cut in proportion (the last takes the rounding), so
 * they add up to the amount itself.
 */
export function partesDeDescuento(bruto: bigint, descuentos: readonly DescuentoAplicable[]): bigint[] {
  const propias = descuentos.map((d) => (d.porcentaje ? percentOf(bruto, d.valor) : cents(d.valor)));
  const total = sumCents(propias);
  if (total <= bruto) return propias;
  const partes = propias.map((p) => (p * bruto) / total);
  partes[partes.length - 1] += bruto - sumCents(partes);
  return partes;
}

/** What discounts take off an amount together: never more than the amount itself. */
export const descuentoDe = (bruto: bigint, descuentos: readonly DescuentoAplicable[]) => sumCents(partesDeDescuento(bruto, descuentos));

const masDias = (fecha: string, dias: number) => new Date(Date.parse(`${fecha}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/** The credits a plan charges for: on a per-credit plan, those registered but never fewer than its minimum. */
export const creditosCobrados = (plan: Pick<PlanDeCobro, 'porCredito' | 'creditosMinimo'>, creditos: number) =>
  plan.porCredito ? Math.max(creditos, plan.creditosMinimo ?? 0) : creditos;

/** The term's tuition under a plan: its total, or the credits it charges for at its price. */
export function colegiatura(plan: PlanDeCobro, creditos: number): bigint {
  if (!plan.porCredito) return cents(plan.montoTotal);
  return BigInt(creditosCobrados(plan, creditos)) * cents(plan.costoCredito ?? '0');
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

type Term = { creditos: number; nuevo: boolean; inicio: string; descuentos?: readonly DescuentoAplicable[] };

/** What a term costs before discounts: the enrolment fee (the new student's or the re-enrolment one) and the tuition. */
function brutos(plan: PlanDeCobro, o: Term) {
  const fee = o.nuevo ? plan.inscripcion : plan.reinscripcion;
  return { inscripcion: fee ? cents(fee) : 0n, colegiatura: colegiatura(plan, o.creditos) };
}

/**
 * A term's charges. Discounts come off the enrolment fee and the tuition they affect; the tuition
 * left is what is split in instalments, so each instalment says its own share of the discount.
 */
export function cargosDelPeriodo(plan: PlanDeCobro, o: Term): CargoCalculado[] {
  const cargos: CargoCalculado[] = [];
  const descuentos = o.descuentos ?? [];
  const { inscripcion: fee, colegiatura: total } = brutos(plan, o);
  if (fee > 0n) {
    const off = descuentoDe(
      fee,
      descuentos.filter((d) => d.afectaInscripcion),
    );
    cargos.push({ tipo: 'inscripcion', cuota: 0, vence: o.inicio, monto: fromCents(fee - off), descuento: fromCents(off) });
  }
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
 * What each sponsor owes for a term: each sponsorship's share of what the discounts took off the
 * enrolment fee and the tuition (`partesDeDescuento`, as `cargosDelPeriodo` takes them off), due
 * when the term starts. Discounts without a sponsor owe nothing to anyone.
 */
export function patrociniosDelPeriodo(plan: PlanDeCobro, o: Term): { descuentoId: number; empresaId: number; monto: string; vence: string }[] {
  const descuentos = o.descuentos ?? [];
  const { inscripcion, colegiatura: total } = brutos(plan, o);
  const deuda = new Map<DescuentoAplicable, bigint>();
  for (const [bruto, afecta] of [
    [inscripcion, (d: DescuentoAplicable) => d.afectaInscripcion],
    [total, (d: DescuentoAplicable) => d.afectaMensualidad],
  ] as const) {
    const aplican = descuentos.filter(afecta);
    partesDeDescuento(bruto, aplican).forEach((parte, i) => deuda.set(aplican[i], (deuda.get(aplican[i]) ?? 0n) + parte));
  }
  return [...deuda]
    .filter(([d, monto]) => d.empresaId && d.descuentoId && monto > 0n)
    .map(([d, monto]) => ({ descuentoId: d.descuentoId!, empresaId: d.empresaId!, monto: fromCents(monto), vence: o.inicio }));
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

/** An account's balance (what its charges still ask) and, of it, what is past due. */
export function saldoDe(cargos: readonly { pendiente: string; vencido: boolean }[]) {
  const suma = (xs: readonly { pendiente: string }[]) => fromCents(sumCents(xs.map((x) => cents(x.pendiente))));
  return { balance: suma(cargos), vencido: suma(cargos.filter((x) => x.vencido)) };
}
