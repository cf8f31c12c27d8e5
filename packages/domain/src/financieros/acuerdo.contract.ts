import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { done, id, ids, int, isoDate, pageQuery, searchValue, text, timestamp } from '../platform/schemas.ts';
import { cargo } from './cuenta.contract.ts';

/*
 * Payment agreements (`/financieros/acuerdos-pago`): what a student career owes of some charges in one
 * currency, taken over and split in monthly instalments, so that a student behind on payments is up to
 * date while they keep the agreement (registration's past-due hold looks at what is due). Annulled
 * while nothing of it is paid, the charges owe again what it took.
 */

export const acuerdoScreen = '/financieros/acuerdos-pago';

/** The agreement form's fields as the registry names them. */
export const acuerdoLabels: Record<string, Label> = {
  estudianteCarreraId: label('Carrera del estudiante', 'Student career'),
  monedaPagoId: label('Moneda', 'Currency'),
  cargos: label('Cargos', 'Charges'),
  cuotas: label('Cuotas', 'Instalments'),
  primeraFecha: label('Primera cuota', 'First instalment'),
  comentario: label('Comentario', 'Comment'),
};

export const acuerdoIn = z.object({
  estudianteCarreraId: id,
  monedaPagoId: id,
  /** The charges it takes over (what is left of each); none: everything the career owes in that currency. */
  cargos: ids,
  cuotas: int(1, 36),
  primeraFecha: isoDate,
  comentario: text(500),
});
export type AcuerdoIn = z.output<typeof acuerdoIn>;

export const acuerdo = z.object({
  acuerdoPagoId: z.number(),
  estudianteCarreraId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  moneda: z.string(),
  monto: amountOut,
  pagado: amountOut,
  cuotas: z.number(),
  primeraFecha: z.string(),
  comentario: z.string(),
  estado: z.enum(['vigente', 'anulado']),
  creadoPor: z.string(),
  creadoEn: timestamp,
  motivoAnulacion: z.string().nullable(),
  /** Its instalments, with what is paid of each. */
  plazos: z.array(cargo),
  /** The charges it took over, and how much of each. */
  tomados: z.array(z.object({ cargoEstudianteId: z.number(), concepto: z.string(), periodo: z.string(), monto: amountOut })),
});
export type Acuerdo = z.output<typeof acuerdo>;

const on = { access: { screens: [acuerdoScreen] } } as const;
const porId = z.object({ acuerdoPagoId: id });

export const acuerdoApi = {
  list: endpoint({
    summary: 'Payment agreements, newest first, by matrícula or name',
    method: 'GET',
    path: '/api/financieros/acuerdos-pago',
    ...on,
    query: z.object({ value: searchValue, ...pageQuery }),
    response: z.array(acuerdo.omit({ plazos: true, tomados: true })),
    paged: true,
  }),
  get: endpoint({
    summary: 'One payment agreement: its instalments with what is paid of each, and the charges it took over',
    method: 'GET',
    path: '/api/financieros/acuerdos-pago/:acuerdoPagoId',
    ...on,
    params: porId,
    response: acuerdo,
  }),
  crear: endpoint({
    summary:
      "Write a payment agreement: what the career owes of the chosen charges (or all it owes in the currency) taken over and split in monthly instalments from the first date; the instalments are charges of the account, the charges' history stays",
    method: 'POST',
    path: '/api/financieros/acuerdos-pago',
    ...on,
    body: acuerdoIn,
    response: acuerdo,
    status: 201,
    labels: {
      estudianteCarreraId: { es: 'Carrera', en: 'Career' },
      monedaPagoId: { es: 'Moneda', en: 'Currency' },
      cargos: { es: 'Cargos', en: 'Charges' },
      cuotas: { es: 'Cuotas', en: 'Instalments' },
      primeraFecha: { es: 'Primera cuota', en: 'First instalment' },
      comentario: { es: 'Comentario', en: 'Comment' },
    },
    errors: ['acuerdo_sin_deuda'],
  }),
  anular: endpoint({
    summary: 'Annul a payment agreement nothing of which is paid, with the reason: the charges owe again what it took over',
    method: 'POST',
    path: '/api/financieros/acuerdos-pago/:acuerdoPagoId/anular',
    ...on,
    params: porId,
    body: z.object({ motivo: text(300) }),
    response: done,
    labels: { motivo: { es: 'Motivo', en: 'Reason' } },
    errors: ['acuerdo_con_pagos', 'acuerdo_anulado'],
  }),
};
