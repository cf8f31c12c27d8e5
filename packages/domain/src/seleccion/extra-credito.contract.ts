import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, int, pageQuery, searchValue, text, timestamp } from '../platform/schemas.ts';

/*
 * `/seleccion/extra-credito`: credits a student career may take in a period beyond its plan's limit,
 * authorised by the registry with a reason. One authorisation per career and period.
 */

export const extraCreditoScreen = '/seleccion/extra-credito';

export const extraCreditoLabels: Record<string, Label> = {
  periodoAcademicoId: label('Período', 'Period'),
  estudianteCarreraId: label('Estudiante', 'Student'),
  creditos: label('Créditos adicionales', 'Extra credits'),
  motivo: label('Motivo', 'Reason'),
};

export const extraCreditoIn = z.object({ creditos: int(1, 12), motivo: text(300) });
export type ExtraCreditoIn = z.output<typeof extraCreditoIn>;

export const extraCredito = z.object({
  estudianteCarreraId: z.number(),
  periodoAcademicoId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  /** The plan's limit (the institution's when the plan sets none). */
  creditosPlan: z.number(),
  creditos: z.number(),
  motivo: z.string(),
  autorizadoPor: z.string(),
  creadoEn: timestamp,
});
export type ExtraCredito = z.output<typeof extraCredito>;

const config = { access: { screens: [extraCreditoScreen] }, labels: extraCreditoLabels } as const;
const one = '/api/seleccion/extra-creditos/estudiantes/:estudianteCarreraId/periodo/:periodoAcademicoId';
const params = z.object({ estudianteCarreraId: id, periodoAcademicoId: id });

export const extraCreditoApi = {
  list: endpoint({
    summary: "A period's extra-credit authorisations, paged; `value` searches the student's matrícula and name",
    method: 'GET',
    path: '/api/seleccion/extra-creditos',
    ...config,
    query: z.object({ periodoAcademicoId: id, value: searchValue, ...pageQuery }),
    response: z.array(extraCredito),
    paged: true,
  }),
  save: endpoint({
    summary: 'Authorise (or change) the extra credits of a student career in a period',
    method: 'PUT',
    path: one,
    ...config,
    params,
    body: extraCreditoIn,
    response: extraCredito,
    errors: ['periodo_terminado', 'creditos_bajo_seleccion'],
  }),
  remove: endpoint({
    summary: 'Withdraw an extra-credit authorisation (refused when the selection already uses it)',
    method: 'DELETE',
    path: one,
    ...config,
    params,
    response: z.null(),
    errors: ['creditos_bajo_seleccion'],
  }),
};
