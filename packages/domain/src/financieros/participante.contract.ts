import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { id, optDate, pageQuery, searchValue } from '../platform/schemas.ts';
import { cargo, pagoDeCuenta, recargoResultado } from './cuenta.contract.ts';

/*
 * What continuing-education participants owe (spec §2 Finance): a request accepted into a course is
 * charged the course's enrolment amount and its instalments (see educacion-continuada/cargos.rules.ts).
 * The participant — a person, not a student: found by their ID number or a request's code — pays at
 * the register (payer "participante"). Their balances (`balance-personas`), the enrolment payment
 * (`pagar-matriculacion`: find them, see what they owe, collect at the register) and the late-fee
 * process for their instalments (`proceso-recargo-ec`).
 */

export const balancePersonasScreen = '/financieros/balance-personas';
export const pagarMatriculacionScreen = '/financiero/educacion-continuada/pagar-matriculacion';
export const procesoRecargoEcScreen = '/financieros/proceso-recargo-ec';

export const personaFila = z.object({
  /** The ID or passport number their requests give. */
  identificacion: z.string(),
  nombre: z.string(),
  moneda: z.string(),
  /** Courses they are charged for. */
  cursos: z.number(),
  cargado: amountOut,
  pagado: amountOut,
  balance: amountOut,
  vencido: amountOut,
});
export type PersonaFila = z.output<typeof personaFila>;

export const cuentaParticipante = z.object({
  identificacion: z.string(),
  nombre: z.string(),
  email: z.string().nullable(),
  celular: z.string().nullable(),
  /** Their requests, newest first: the course and where each stands. */
  solicitudes: z.array(z.object({ codigo: z.string().nullable(), curso: z.string(), estado: z.string() })),
  /** Their charges (`periodo` names the course), oldest due first. */
  cargos: z.array(cargo),
  pagos: z.array(pagoDeCuenta),
  balance: amountOut,
  vencido: amountOut,
});
export type CuentaParticipante = z.output<typeof cuentaParticipante>;

export const participanteApi = {
  balances: endpoint({
    summary:
      "Continuing-education participants' balances: per person (ID number) and currency, what their courses charged, what was paid and what is owed (past due apart), most past due first, paged; `value` searches the ID number, name or a request's code",
    method: 'GET',
    path: '/api/financieros/balance-personas',
    access: { screens: [balancePersonasScreen] },
    query: z.object({ value: searchValue, soloVencidos: z.enum(['true', 'false']).optional(), ...pageQuery }),
    response: z.array(personaFila),
    paged: true,
  }),
  cuenta: endpoint({
    summary: "A participant's account, by a request's code (EC-…) or their ID number: their requests, charges and the receipts that paid them",
    method: 'GET',
    path: '/api/financieros/balance-personas/:codigo',
    access: { screens: [balancePersonasScreen, pagarMatriculacionScreen] },
    params: z.object({ codigo: z.string().trim().min(1).max(20) }),
    response: cuentaParticipante,
  }),
  recargos: endpoint({
    summary:
      "Late fees for participants' instalments as of a date: each instalment still owed past its due date takes its course's late fee (an amount, or a percentage of the instalment), once; set-based and safe to run again; one course or all. A trial (`prueba`) says what it would write and writes nothing",
    method: 'POST',
    path: '/api/financieros/proceso-recargo-ec',
    access: { screens: [procesoRecargoEcScreen] },
    body: z.object({ cursoId: id.optional(), fecha: optDate, prueba: z.boolean().default(false) }),
    response: recargoResultado,
  }),
};
