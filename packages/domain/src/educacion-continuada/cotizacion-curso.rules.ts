import { cents, fromCents } from '../platform/money.ts';
import { cargosDeParticipante, type PrecioCurso } from './cargos.rules.ts';

/** A share of an amount in cents, rounded half up to the cent (`porcentaje` with up to two decimals). */
const parte = (monto: bigint, porcentaje: string) => (monto * cents(porcentaje) + 5000n) / 10000n;

export type LineaCotizacion = { tipo: 'inscripcion' | 'cuota'; cuota: number; vence: string; porParticipante: string; total: string };

/**
 * A company's quote for a closed group of a course: each participant charged as the course charges one
 * (`cargosDeParticipante`: what is paid on enrolling, the rest in monthly instalments from the start), on
 * the price less the company's discount, times the participants. The discount takes the same share of
 * the enrolment amount, so the schedule keeps its shape.
 */
export function cotizarCurso(precio: PrecioCurso, o: { participantes: number; descuento: string; hoy: string }) {
  const n = BigInt(o.participantes);
  const costo = cents(precio.costo);
  const conDescuento = costo - parte(costo, o.descuento);
  const inscripcion = cents(precio.montoInscripcion);
  const inscripcionConDescuento = inscripcion - parte(inscripcion, o.descuento);
  const calendario: LineaCotizacion[] = cargosDeParticipante(
    { ...precio, costo: fromCents(conDescuento), montoInscripcion: fromCents(inscripcionConDescuento) },
    o.hoy,
  ).map((c) => ({ tipo: c.tipo, cuota: c.cuota, vence: c.vence, porParticipante: c.monto, total: fromCents(cents(c.monto) * n) }));
  return {
    precio: fromCents(costo),
    precioConDescuento: fromCents(conDescuento),
    subtotal: fromCents(costo * n),
    descuento: fromCents((costo - conDescuento) * n),
    total: fromCents(conDescuento * n),
    calendario,
  };
}
