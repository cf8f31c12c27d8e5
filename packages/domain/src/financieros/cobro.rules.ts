/*
 * The arithmetic of a collection, in whole cents: each service line's amount, the total, what was
 * received, the change and what is still missing. Change comes only out of cash: a card or a transfer
 * is never for more than what is owed.
 */

export interface LineaACobrar {
  precio: bigint;
  cantidad: number;
  descuento: bigint;
}
export interface PagoRecibido {
  monto: bigint;
  /** Cash: the only method that may hand back change. */
  efectivo: boolean;
}

export type Liquidacion =
  | { ok: true; montos: bigint[]; total: bigint; recibido: bigint; devuelto: bigint }
  | { ok: false; motivo: 'descuento_excede'; linea: number }
  | { ok: false; motivo: 'pago_incompleto'; falta: bigint }
  | { ok: false; motivo: 'cambio_sin_efectivo'; excede: bigint };

export function liquidarCobro(lineas: readonly LineaACobrar[], pagos: readonly PagoRecibido[]): Liquidacion {
  const montos: bigint[] = [];
  for (const [i, l] of lineas.entries()) {
    const bruto = l.precio * BigInt(l.cantidad);
    if (l.descuento > bruto) return { ok: false, motivo: 'descuento_excede', linea: i };
    montos.push(bruto - l.descuento);
  }
  const total = montos.reduce((a, b) => a + b, 0n);
  const recibido = pagos.reduce((a, p) => a + p.monto, 0n);
  if (recibido < total) return { ok: false, motivo: 'pago_incompleto', falta: total - recibido };
  const otros = pagos.filter((p) => !p.efectivo).reduce((a, p) => a + p.monto, 0n);
  if (otros > total) return { ok: false, motivo: 'cambio_sin_efectivo', excede: otros - total };
  return { ok: true, montos, total, recibido, devuelto: recibido - total };
}

/** A fiscal receipt number as printed: its prefix and eight digits (B0200001831), ten for an electronic one (E320000000042). */
export const numeroNcf = (prefijo: string, secuencia: number) => `${prefijo}${String(secuencia).padStart(/^E/i.test(prefijo) ? 10 : 8, '0')}`;

/** A receipt's own number as printed (REC-00000123). */
export const numeroRecibo = (documentoContableId: number) => `REC-${String(documentoContableId).padStart(8, '0')}`;
