import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { fileResponse } from '../platform/schemas.ts';
import { problem } from '../messages/problems.ts';

/*
 * The DGII's monthly sending formats (spec §2 Finance, issue "Accounting and fiscal reporting"): a
 * month's 606 (purchases, from the purchases register), 607 (sales) and 608 (annulled numbers) as the
 * files its Oficina Virtual takes, with what they hold before downloading them.
 */

export const dgiiScreen = '/financieros/reportes-dgii';

/** A month as the DGII reports it (aaaa-mm). */
const mes = z.object({
  periodo: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: problem('mes_invalido') }),
});

export const resumenDgii = z.object({
  rnc: z.string().nullable(),
  periodo: z.string(),
  f606: z.object({ registros: z.number(), monto: amountOut, itbis: amountOut }),
  f607: z.object({ registros: z.number(), monto: amountOut }),
  consumoMenor: z.object({ registros: z.number(), monto: amountOut }),
  f608: z.object({ registros: z.number() }),
  anulados: z.array(z.object({ ncf: z.string(), fecha: z.string(), tipoAnulacion: z.string(), motivo: z.string() })),
});
export type ResumenDgii = z.input<typeof resumenDgii>;

export const dgiiApi = {
  resumen: endpoint({
    summary:
      "What a month's 606, 607 and 608 hold: the purchases the 606 lists with their total and ITBIS, the receipts the 607 lists and their total in pesos, the consumer receipts below RD$ 250,000 declared as one total, and the numbers annulled",
    method: 'GET',
    path: '/api/financieros/dgii/resumen',
    access: { screens: [dgiiScreen] },
    query: mes,
    response: resumenDgii,
  }),
  f606: endpoint({
    summary: "A month's 606 (purchases of goods and services, from the purchases register) as the text file the DGII's Oficina Virtual takes",
    method: 'GET',
    path: '/api/financieros/dgii/606',
    access: { screens: [dgiiScreen] },
    query: mes,
    response: fileResponse,
    errors: ['institucion_sin_rnc'],
  }),
  f607: endpoint({
    summary: "A month's 607 (sales of goods and services) as the text file the DGII's Oficina Virtual takes",
    method: 'GET',
    path: '/api/financieros/dgii/607',
    access: { screens: [dgiiScreen] },
    query: mes,
    response: fileResponse,
    errors: ['institucion_sin_rnc'],
  }),
  f608: endpoint({
    summary: "A month's 608 (annulled fiscal numbers, each with the DGII's reason code) as the text file the Oficina Virtual takes",
    method: 'GET',
    path: '/api/financieros/dgii/608',
    access: { screens: [dgiiScreen] },
    query: mes,
    response: fileResponse,
    errors: ['institucion_sin_rnc'],
  }),
};
