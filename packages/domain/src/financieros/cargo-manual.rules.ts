import { cents, fromCents } from '../platform/money.ts';

/*
 * Charges finance writes by hand on a student's account (spec §2 Finance "Cargo-Asignaturas-Especiales",
 * "CargoModificacionCreditoInicial"): a special subject (taught as tutoring) is charged per credit at
 * the tutoring service's price; a change to the first selection is charged the modification service's
 * fee, plus, on a per-credit plan, the credits it adds at the plan's price (a fixed plan's tuition does
 * not move with credits).
 */

export const tiposCargoManual = ['asignatura_especial', 'modificacion_credito'] as const;
export type TipoCargoManual = (typeof tiposCargoManual)[number];

export type PrecioCargoManual = { ok: true; monto: string; detalle: { es: string; en: string } } | { ok: false; motivo: 'sin_servicio' };

/** A special subject: its credits at the tutoring service's price per credit (none priced: refused). */
export function montoAsignaturaEspecial(creditos: number, precioCredito: string | null): PrecioCargoManual {
  if (precioCredito === null) return { ok: false, motivo: 'sin_servicio' };
  const monto = cents(precioCredito) * BigInt(creditos);
  return {
    ok: true,
    monto: fromCents(monto),
    detalle: { es: `${creditos} créditos × ${precioCredito}`, en: `${creditos} credits × ${precioCredito}` },
  };
}

/** A change to the first selection: the modification fee, plus the credits added at the plan's price when it charges per credit. */
export function montoModificacion(
  creditos: number,
  cargoServicio: string | null,
  plan: { porCredito: boolean; costoCredito: string | null },
): PrecioCargoManual {
  if (cargoServicio === null) return { ok: false, motivo: 'sin_servicio' };
  const porCreditos = plan.porCredito && plan.costoCredito ? cents(plan.costoCredito) * BigInt(creditos) : 0n;
  return {
    ok: true,
    monto: fromCents(cents(cargoServicio) + porCreditos),
    detalle: porCreditos
      ? { es: `cargo ${cargoServicio} + ${creditos} créditos × ${plan.costoCredito}`, en: `fee ${cargoServicio} + ${creditos} credits × ${plan.costoCredito}` }
      : {
          es: `cargo ${cargoServicio} (plan fijo: los créditos no cambian la colegiatura)`,
          en: `fee ${cargoServicio} (fixed plan: credits do not change tuition)`,
        },
  };
}
