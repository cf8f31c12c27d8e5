import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { fileResponse, id, optDate, pageQuery, searchValue, timestamp } from '../platform/schemas.ts';
import { cobroScreen } from './caja.contract.ts';

/*
 * Students' accounts: what a student career owes term by term (its enrolment fee and tuition
 * instalments from its payment plan, late fees, other charges), what receipts paid of each, and the
 * balance. `/financieros/revision-cuotas` writes a term's charges and reviews them;
 * `/financieros/historial-pago-estudiante` shows what was paid and how; `/financieros/balance-estudiantes`
 * lists who owes. A student reads their own account.
 */

export const revisionCuotasScreen = '/financieros/revision-cuotas';
export const historialPagoScreen = '/financieros/historial-pago-estudiante';
export const balanceEstudiantesScreen = '/financieros/balance-estudiantes';
export const procesoRecargoScreen = '/financieros/proceso-recargo-estudiantes';
/** Charges written by hand (`cargo-manual.contract.ts`): their screens read the account they write on. */
export const cargoEspecialScreen = '/financieros/Cargo-Asignaturas-Especiales';
export const cargoModificacionScreen = '/financieros/CargoModificacionCreditoInicial';
const lectores = [revisionCuotasScreen, historialPagoScreen, balanceEstudiantesScreen, cobroScreen, cargoEspecialScreen, cargoModificacionScreen];

/** Kinds of charge; 'patrocinio' is a sponsor's (see `patrocinio.contract.ts`). */
export const tiposCargo = ['inscripcion', 'cuota', 'recargo', 'cargo', 'acuerdo', 'patrocinio'] as const;

/** A charge with what is paid of it and what is left. */
export const cargo = z.object({
  cargoEstudianteId: z.number(),
  /** None for a continuing-education course's charge: `periodo` names the course then. */
  periodoAcademicoId: z.number().nullable(),
  periodo: z.string(),
  tipo: z.enum(tiposCargo),
  cuota: z.number(),
  concepto: z.string(),
  fechaVence: z.string(),
  moneda: z.string(),
  monto: amountOut,
  /** What discounts and scholarships took off it. */
  descuento: amountOut,
  /** What a payment agreement took over of it (its instalments owe that now). */
  refinanciado: amountOut,
  pagado: amountOut,
  pendiente: amountOut,
  vencido: z.boolean(),
});
export type Cargo = z.output<typeof cargo>;

/** A receipt that paid something of the account. */
export const pagoDeCuenta = z.object({
  documentoContableId: z.number(),
  numero: z.string(),
  fecha: timestamp,
  ncf: z.string().nullable(),
  moneda: z.string(),
  total: amountOut,
  aplicado: amountOut,
  estado: z.enum(['emitido', 'anulado']),
  formasPago: z.string(),
});
export type PagoDeCuenta = z.output<typeof pagoDeCuenta>;

export const cuenta = z.object({
  estudianteCarreraId: z.number(),
  estudianteId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  sede: z.string(),
  plan: z.string().nullable(),
  cargos: z.array(cargo),
  pagos: z.array(pagoDeCuenta),
  /** What is owed, and of it what is past due (per currency: all in the plan's as a rule). */
  balance: amountOut,
  vencido: amountOut,
});
export type Cuenta = z.output<typeof cuenta>;

export const balanceFila = z.object({
  estudianteCarreraId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  sede: z.string(),
  moneda: z.string(),
  balance: amountOut,
  vencido: amountOut,
  proximoVence: z.string().nullable(),
});
export type BalanceFila = z.output<typeof balanceFila>;

export const recargoResultado = z.object({
  fecha: z.string(),
  recargos: z.number(),
  estudiantes: z.number(),
  /** The late fees written, per currency. */
  montos: z.array(z.object({ moneda: z.string(), total: amountOut })),
  prueba: z.boolean(),
});
export type RecargoResultado = z.output<typeof recargoResultado>;

const porCarrera = z.object({ estudianteCarreraId: id });

export const cuentaApi = {
  cuenta: endpoint({
    summary:
      "A student career's account: its charges with what is paid and left, the receipts that paid them, the balance and what is past due (a student reads their own)",
    method: 'GET',
    path: '/api/financieros/cuentas/estudiantes/:estudianteCarreraId',
    access: 'self',
    params: porCarrera,
    response: cuenta,
  }),
  estadoCuenta: endpoint({
    summary:
      "A student career's account statement as a PDF: balance and past due, every charge with what is paid and left, the receipts that paid them (the cashier prints it at the counter; a student prints their own)",
    method: 'GET',
    path: '/api/financieros/cuentas/estudiantes/:estudianteCarreraId/estado-cuenta',
    access: 'self',
    params: porCarrera,
    response: fileResponse,
  }),
  porMatricula: endpoint({
    summary: "A student's accounts, one per career, found by matrícula",
    method: 'GET',
    path: '/api/financieros/cuentas/matricula/:matricula',
    access: { screens: lectores },
    params: z.object({ matricula: z.string().trim().min(1).max(30) }),
    response: z.array(cuenta),
  }),
  mias: endpoint({
    summary: "The signed-in student's accounts, one per career",
    method: 'GET',
    path: '/api/financieros/cuentas/mias',
    access: 'self',
    response: z.array(cuenta),
  }),
  generar: endpoint({
    summary:
      "Write a term's charges from the student's payment plan (enrolment or re-enrolment fee, tuition instalments; per credit, the credits registered): what exists is left as it is, so running it again adds nothing",
    method: 'POST',
    path: '/api/financieros/cuentas/estudiantes/:estudianteCarreraId/periodo/:periodoAcademicoId/cargos',
    access: { screens: [revisionCuotasScreen] },
    params: z.object({ estudianteCarreraId: id, periodoAcademicoId: id }),
    response: cuenta,
    errors: ['sin_plan_pago'],
  }),
  recargos: endpoint({
    summary:
      "Late fees for a term as of a date: each instalment still owed past its late-fee date (or, without one, its due date) takes its plan's late fee, once; set-based and safe to run again. A trial (`prueba`) says what it would write and writes nothing",
    method: 'POST',
    path: '/api/financieros/proceso-recargo-estudiantes',
    access: { screens: [procesoRecargoScreen] },
    body: z.object({ periodoAcademicoId: id, fecha: optDate, prueba: z.boolean().default(false) }),
    response: recargoResultado,
  }),
  balances: endpoint({
    summary: 'Students who owe, most past due first, paged; `value` searches the matrícula or name; by campus, career, or only those past due',
    method: 'GET',
    path: '/api/financieros/balance-estudiantes',
    access: { screens: [balanceEstudiantesScreen] },
    query: z.object({
      value: searchValue,
      sedeId: id.optional(),
      carreraId: id.optional(),
      soloVencidos: z.enum(['true', 'false']).optional(),
      ...pageQuery,
    }),
    response: z.array(balanceFila),
    paged: true,
  }),
};

export const cuentaLectores = lectores;
