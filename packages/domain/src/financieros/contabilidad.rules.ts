/*
 * Double entry: what a receipt, its annulment and a student's charge post to the ledger. Every entry
 * balances (debits equal credits, to the cent); the database checks it again when the transaction
 * commits. An amount with no account of its own goes to the suspense account, where the accountant
 * sees it and reclassifies it.
 */

/** One line of an entry: an account (null: none assigned, not even a suspense account) debited or credited. */
export type LineaAsiento = { cuentaContableCatalogoId: number | null; debito: bigint; credito: bigint };

/** What a receipt brought in and what it paid, each with its account as the catalogues give it. */
export type ReciboAContabilizar = {
  /** Each payment method's amount, to the method's account (cash, bank, card clearing). */
  pagos: { cuentaId: number | null; monto: bigint; efectivo: boolean }[];
  /** The change handed back, out of the cash taken. */
  devuelto: bigint;
  /** Each service, net of its discount, to its income account. */
  servicios: { cuentaId: number | null; monto: bigint }[];
  /** What it paid of the student's charges, against the receivable of its currency. */
  cargos: bigint[];
};

/** The accounts an entry falls back on: the receivable of the receipt's currency, and the suspense account. */
export type CuentasDeRespaldo = { porCobrar: number | null; transitoria: number | null };

/**
 * Sums movements per account and leaves each account on one side (a cash payment less its change is
 * one debit). Accounts in the order they first appear; an account that nets to zero is left out.
 */
export function netear(movimientos: LineaAsiento[]): LineaAsiento[] {
  const porCuenta = new Map<number | null, bigint>();
  for (const m of movimientos) porCuenta.set(m.cuentaContableCatalogoId, (porCuenta.get(m.cuentaContableCatalogoId) ?? 0n) + m.debito - m.credito);
  return [...porCuenta]
    .filter(([, neto]) => neto !== 0n)
    .map(([cuentaContableCatalogoId, neto]) => ({ cuentaContableCatalogoId, debito: neto > 0n ? neto : 0n, credito: neto < 0n ? -neto : 0n }));
}

/** Debits less credits: zero when the entry balances. */
export const descuadre = (lineas: LineaAsiento[]) => lineas.reduce((a, l) => a + l.debito - l.credito, 0n);

/**
 * A receipt's entry: each payment method debited to its account (the cash one less the change),
 * each service credited to its income account, and what it paid of the student's charges credited
 * to the receivable. A receipt's amounts always square (what was received, less the change, is its
 * total); one that does not is a fault, not an entry.
 */
export function asientoDeRecibo(r: ReciboAContabilizar, c: CuentasDeRespaldo): LineaAsiento[] {
  const cuenta = (id: number | null) => id ?? c.transitoria;
  const caja = r.pagos.find((p) => p.efectivo);
  if (r.devuelto > 0n && !caja) throw new Error('Change without a cash payment');
  const lineas = netear([
    ...r.pagos.map((p) => ({ cuentaContableCatalogoId: cuenta(p.cuentaId), debito: p.monto, credito: 0n })),
    ...(r.devuelto > 0n ? [{ cuentaContableCatalogoId: cuenta(caja!.cuentaId), debito: 0n, credito: r.devuelto }] : []),
    ...r.servicios.map((s) => ({ cuentaContableCatalogoId: cuenta(s.cuentaId), debito: 0n, credito: s.monto })),
    ...r.cargos.map((monto) => ({ cuentaContableCatalogoId: cuenta(c.porCobrar), debito: 0n, credito: monto })),
  ]);
  if (descuadre(lineas) !== 0n) throw new Error(`Unbalanced receipt entry: ${descuadre(lineas)} cents`);
  return lineas;
}

/** The entry that undoes another (an annulment): the same lines, each on the other side. */
export const revertir = (lineas: LineaAsiento[]): LineaAsiento[] => lineas.map((l) => ({ ...l, debito: l.credito, credito: l.debito }));

/** Where an entry comes from. */
export const origenesAsiento = ['recibo', 'anulacion', 'cargo', 'reverso'] as const;
export type OrigenAsiento = (typeof origenesAsiento)[number];
