import { toCents } from '../platform/money.ts';
import type { Label } from '../platform/i18n.ts';
import { defineResource, active, bool, decimal, int, ref, text } from '../platform/resource.ts';

/**
 * How a career charges on a campus, in a currency (`/financieros/planes-pagos`): the term's tuition
 * (a total, or per credit above a minimum), how many instalments and when each falls due
 * (`detalles`: its share of the total and the days after the term starts), the enrolment and
 * re-enrolment fees, what admission costs, and the late fee (an amount or a percentage).
 */
export const planPago = defineResource({
  name: 'planPago',
  api: '/api/financieros/planes-pagos',
  screen: '/financieros/planes-pagos',
  id: 'planPagoId',
  label: { es: 'Plan de pago', en: 'Payment plan' },
  plural: { es: 'Planes de pago', en: 'Payment plans' },
  fields: {
    plPaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true, max: 150 }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }, { required: true }),
    carreraId: ref('carrera', { es: 'Carrera', en: 'Career' }),
    monedaPagoId: ref('monedaPago', { es: 'Moneda', en: 'Currency' }, { required: true }),
    plPaMontoTotal: decimal({ es: 'Colegiatura del período', en: "Term's tuition" }, { required: true, min: 0, max: 100000000 }),
    plPaCantidad_Pago: int({ es: 'Cuotas', en: 'Instalments' }, { required: true, min: 1, max: 12, default: 1 }),
    plPaPorCredito: bool({ es: 'Cobra por crédito', en: 'Charged per credit' }),
    plPaCostoCredito: decimal({ es: 'Costo por crédito', en: 'Cost per credit' }, { min: 0, max: 1000000, hideInList: true }),
    plPaCreditosMinimo: int({ es: 'Créditos mínimos', en: 'Minimum credits' }, { min: 0, max: 60, hideInList: true }),
    plPaMonto_Inscripcion: decimal({ es: 'Inscripción', en: 'Enrolment fee' }, { min: 0, max: 10000000, hideInList: true }),
    plPaMonto_Reinscripcion: decimal({ es: 'Reinscripción', en: 'Re-enrolment fee' }, { min: 0, max: 10000000, hideInList: true }),
    plPaCostoAdmision: decimal({ es: 'Costo de admisión', en: 'Admission cost' }, { min: 0, max: 10000000, hideInList: true }),
    plPaMontoInscripcionMonografico: decimal({ es: 'Inscripción al monográfico', en: 'Monograph enrolment' }, { min: 0, max: 10000000, hideInList: true }),
    plPaMontoInscripcionTutorias: decimal({ es: 'Inscripción a tutorías', en: 'Tutoring enrolment' }, { min: 0, max: 10000000, hideInList: true }),
    plPaPorcentaje_Descuento: decimal({ es: 'Descuento por pago completo (%)', en: 'Full-payment discount (%)' }, { min: 0, max: 100, hideInList: true }),
    plPaMontoRecargoCuota: decimal({ es: 'Recargo por cuota vencida', en: 'Late fee per instalment' }, { min: 0, max: 10000000, hideInList: true }),
    plPaCalculaRecargoPorciento: bool({ es: 'Recargo en porcentaje de la cuota', en: 'Late fee as a percentage' }, { hideInList: true }),
    plPaRecargo_Inscripcion: decimal({ es: 'Recargo por inscripción tardía', en: 'Late enrolment fee' }, { min: 0, max: 10000000, hideInList: true }),
    plPaCalculaRecargoInscripcionPorciento: bool(
      { es: 'Recargo de inscripción en porcentaje', en: 'Late enrolment fee as a percentage' },
      { hideInList: true },
    ),
    plPaDefault: bool({ es: 'Plan por defecto de la carrera', en: "Career's default plan" }),
    // Offered to students in self-service: they choose it themselves for the term open to enrolment.
    plPaAutoservicio: bool({ es: 'El estudiante lo elige en línea', en: 'Students choose it online' }),
    estatus: active(),
  },
  children: {
    detalles: {
      label: { es: 'Cuotas', en: 'Instalments' },
      fields: {
        plPaDeCuota: int({ es: 'Cuota', en: 'Instalment' }, { required: true, min: 1, max: 12 }),
        plPaDePorcentaje: decimal({ es: 'Porcentaje del total', en: 'Share of the total (%)' }, { required: true, min: 0.01, max: 100 }),
        plPaDeDias: int({ es: 'Vence (días desde el inicio del período)', en: 'Due (days after the term starts)' }, { required: true, min: 0, max: 365 }),
      },
      unique: ['plPaDeCuota'],
      max: 12,
      initialRows: 1,
    },
  },
  search: ['plPaDescripcion'],
  display: 'plPaDescripcion',
  check: (v) => cuotasCuadran(v),
});

const mensajes: Record<string, Label> = {
  suma: { es: 'Las cuotas deben sumar el 100 % del total.', en: 'The instalments must add up to 100% of the total.' },
  cantidad: { es: 'Declare tantas cuotas como indica «Cuotas».', en: 'List as many instalments as «Instalments» says.' },
  credito: { es: 'Un plan por crédito necesita el costo por crédito.', en: 'A per-credit plan needs the cost per credit.' },
};

/** A plan's instalments, when listed, are as many as it says and add up to the whole total; a per-credit plan says what a credit costs. */
export function cuotasCuadran(v: Record<string, unknown>): Record<string, Label> | null {
  if (v.plPaPorCredito === true && (v.plPaCostoCredito === null || v.plPaCostoCredito === undefined || v.plPaCostoCredito === ''))
    return { plPaCostoCredito: mensajes.credito };
  const cuotas = (v.detalles as { plPaDePorcentaje?: unknown }[] | undefined) ?? [];
  if (!cuotas.length) return null;
  if (v.plPaCantidad_Pago !== undefined && Number(v.plPaCantidad_Pago) !== cuotas.length) return { detalles: mensajes.cantidad };
  const suma = cuotas.reduce((a, c) => a + (toCents(String(c.plPaDePorcentaje ?? '')) ?? 0n), 0n);
  return suma === 10000n ? null : { detalles: mensajes.suma };
}
