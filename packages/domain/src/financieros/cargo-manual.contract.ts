import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { id, int, motivo, optDate } from '../platform/schemas.ts';
import { cargoEspecialScreen, cargoModificacionScreen, cuenta } from './cuenta.contract.ts';

export { cargoEspecialScreen, cargoModificacionScreen };

/*
 * Charges finance writes by hand on a student's account: a special subject (tutoring, per credit) and a
 * change to the first selection (the modification fee, and the credits added on a per-credit plan).
 * One written by mistake is annulled with a reason while nothing of it is paid: it leaves the account
 * and its ledger entry is reversed; it is never deleted.
 */

const base = { estudianteCarreraId: id, periodoAcademicoId: id, fechaVence: optDate };
export const cargoManualIn = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('asignatura_especial'), ...base, asignaturaId: id }),
  z.object({ tipo: z.literal('modificacion_credito'), ...base, creditos: int(1, 30) }),
]);
export type CargoManualIn = z.output<typeof cargoManualIn>;

export const cargoManualApi = {
  crear: endpoint({
    summary:
      "Write a charge by hand on a student career's account for a term: a special subject (its credits at the tutoring service's price) or a change to the first selection (the modification fee, plus the credits added on a per-credit plan); answers the account",
    method: 'POST',
    path: '/api/financieros/cargos-estudiantes',
    access: { screens: [cargoEspecialScreen, cargoModificacionScreen] },
    body: cargoManualIn,
    response: cuenta,
    status: 201,
    labels: {
      asignaturaId: { es: 'Asignatura', en: 'Subject' },
      creditos: { es: 'Créditos añadidos', en: 'Credits added' },
      periodoAcademicoId: { es: 'Período', en: 'Term' },
      fechaVence: { es: 'Vence', en: 'Due' },
    },
    errors: ['sin_plan_pago', 'servicio_sin_precio'],
  }),
  anular: endpoint({
    summary:
      "Annul a charge written by hand, with a reason, while nothing of it is paid: it leaves the student's account and its ledger entry is reversed; answers the account",
    method: 'POST',
    path: '/api/financieros/cargos-estudiantes/:cargoEstudianteId/anular',
    access: { screens: [cargoEspecialScreen, cargoModificacionScreen] },
    params: z.object({ cargoEstudianteId: id }),
    body: z.object({
      motivo,
    }),
    response: cuenta,
    labels: { motivo: { es: 'Motivo', en: 'Reason' } },
    errors: ['cargo_no_anulable', 'cargo_con_pagos'],
  }),
  asignaturas: endpoint({
    summary: "The subjects of a student career's study plan, with their credits (what a special subject is chosen from)",
    method: 'GET',
    path: '/api/financieros/cargos-estudiantes/asignaturas/:estudianteCarreraId',
    access: { screens: [cargoEspecialScreen] },
    params: z.object({ estudianteCarreraId: id }),
    response: z.array(z.object({ asignaturaId: z.number(), codigo: z.string(), nombre: z.string(), creditos: z.number(), termino: z.number() })),
  }),
};
