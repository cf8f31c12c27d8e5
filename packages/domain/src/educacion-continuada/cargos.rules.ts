import { cuotasDeAcuerdo } from '../financieros/acuerdo.rules.ts';
import { cents, fromCents } from '../platform/money.ts';

/** What a course asks of its participants (its price, what is paid on enrolling, in how many instalments the rest). */
export type PrecioCurso = { costo: string; montoInscripcion: string; cuotas: number; inicio: string };
export type CargoDeParticipante = { tipo: 'inscripcion' | 'cuota'; cuota: number; monto: string; vence: string };

/**
 * A participant's charges once their request is accepted: what the course asks on enrolling, due that
 * day; then the rest of its price in its number of monthly instalments from the day the course starts
 * (one when it names none), the cents that do not divide on the first. A free course charges nothing.
 */
export function cargosDeParticipante(curso: PrecioCurso, hoy: string): CargoDeParticipante[] {
  const costo = cents(curso.costo);
  const inscripcion = cents(curso.montoInscripcion) < costo ? cents(curso.montoInscripcion) : costo;
  const cargos: CargoDeParticipante[] = [];
  if (inscripcion > 0n) cargos.push({ tipo: 'inscripcion', cuota: 0, monto: fromCents(inscripcion), vence: hoy });
  const resto = costo - inscripcion;
  if (resto > 0n)
    for (const c of cuotasDeAcuerdo(resto, Math.max(curso.cuotas, 1), curso.inicio))
      cargos.push({ tipo: 'cuota', cuota: c.cuota, monto: fromCents(c.monto), vence: c.fechaVence });
  return cargos;
}
