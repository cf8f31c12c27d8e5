import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { id, pageQuery, searchValue } from '../platform/schemas.ts';
import { cargo, pagoDeCuenta } from './cuenta.contract.ts';

/*
 * Sponsors' balances (`/financieros/balance-patrocinadores`): a sponsorship (a discount of a
 * sponsorship type, with the company that pays it) takes its share off a student's term, and the
 * company owes that share as a charge of its own, written with the term's charges. The company pays
 * it at the register like any payer; its balance is what it was charged less what standing receipts
 * paid.
 */

export const balancePatrocinadoresScreen = '/financieros/balance-patrocinadores';

export const patrocinadorFila = z.object({
  empresaId: z.number(),
  rnc: z.string(),
  nombre: z.string(),
  moneda: z.string(),
  /** Students whose terms it sponsors. */
  estudiantes: z.number(),
  cargado: amountOut,
  pagado: amountOut,
  balance: amountOut,
  vencido: amountOut,
});
export type PatrocinadorFila = z.output<typeof patrocinadorFila>;

export const cuentaPatrocinador = z.object({
  empresaId: z.number(),
  rnc: z.string(),
  nombre: z.string(),
  /** Its charges, each with the student and term it sponsors, oldest due first. */
  cargos: z.array(cargo.extend({ matricula: z.string(), estudiante: z.string() })),
  pagos: z.array(pagoDeCuenta),
  /** What it still owes, and of it what is past due. */
  balance: amountOut,
  vencido: amountOut,
});
export type CuentaPatrocinador = z.output<typeof cuentaPatrocinador>;

const access = { screens: [balancePatrocinadoresScreen] };

export const patrocinioApi = {
  balances: endpoint({
    summary:
      "Sponsors' balances: per company and currency, what its sponsorships were charged, paid and still owe (past due apart), most owed first, paged; `value` searches the RNC or name",
    method: 'GET',
    path: '/api/financieros/balance-patrocinadores',
    access,
    query: z.object({ value: searchValue, soloVencidos: z.enum(['true', 'false']).optional(), ...pageQuery }),
    response: z.array(patrocinadorFila),
    paged: true,
  }),
  cuenta: endpoint({
    summary: "A sponsor's account: its charges (the student and term each sponsors, what is paid and left) and the receipts that paid them",
    method: 'GET',
    path: '/api/financieros/balance-patrocinadores/:empresaId',
    access,
    params: z.object({ empresaId: id }),
    response: cuentaPatrocinador,
  }),
};
