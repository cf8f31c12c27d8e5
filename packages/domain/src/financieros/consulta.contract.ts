import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { id, int } from '../platform/schemas.ts';
import { cobroScreen } from './caja.contract.ts';

/*
 * What finance's forms look up: the campuses with registers, a campus's registers and the users who
 * may work them, a user's cashier record on a campus, and what a service costs a payer.
 */

const cajerosScreen = '/financieros/cajeros';
const cajasScreen = '/financieros/cajas';
const porSede = z.object({ sedeId: id.optional() });

export const consultaApi = {
  sedesConCaja: endpoint({
    summary: 'Campuses with an active cash register',
    method: 'GET',
    path: '/api/financieros/cajas/sedes',
    access: { screens: [cajasScreen, cajerosScreen, cobroScreen] },
    response: z.array(z.object({ sedeId: z.number(), sedeDescripcion: z.string(), cajas: z.number() })),
  }),
  usuariosSede: endpoint({
    summary: 'Active users who work on a campus (all campuses when none is named), who may be made cashiers there',
    method: 'GET',
    path: '/api/financieros/cajeros/usuarios-sede',
    access: { screens: [cajerosScreen] },
    query: porSede,
    response: z.array(z.object({ usuarioId: z.number(), usuaNombre: z.string(), nombre: z.string(), esCajero: z.boolean() })),
  }),
  cajasSede: endpoint({
    summary: "A campus's active cash registers (all when none is named), each with how many cashiers work it",
    method: 'GET',
    path: '/api/financieros/cajeros/cajas-sede',
    access: { screens: [cajerosScreen, cajasScreen] },
    query: porSede,
    response: z.array(z.object({ cajaId: z.number(), cajaDescripcion: z.string(), sedeId: z.number(), cajeros: z.number() })),
  }),
  cajeroEnSede: endpoint({
    summary: "A user's cashier record on a campus (null when they are not a cashier there)",
    method: 'GET',
    path: '/api/financieros/cajeros/usuarioId/:usuarioId/sedeId/:sedeId',
    access: { screens: [cajerosScreen, cobroScreen] },
    params: z.object({ usuarioId: id, sedeId: id }),
    response: z.object({ cajeroId: z.number(), cajaId: z.number(), caja: z.string(), esSupervisor: z.boolean(), estatus: z.boolean() }).nullable(),
  }),
  precioServicio: endpoint({
    summary:
      "What a service costs a payer: in the currency of the student's payment plan (a student, by matrícula, as person type 1), else in the default currency",
    method: 'GET',
    path: '/api/financieros/servicios-contables/:servicioContableId/:tipoPersonaId/:codigoPersona',
    access: { screens: [cobroScreen] },
    params: z.object({ servicioContableId: id, tipoPersonaId: int(0, 1000), codigoPersona: z.string().trim().min(1).max(30) }),
    response: z.object({
      servicioContableId: z.number(),
      descripcion: z.string(),
      monedaPagoId: z.number(),
      moneda: z.string(),
      precio: amountOut.nullable(),
    }),
  }),
};
