import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { amount, amountOut, cents, positiveAmount } from '../platform/money.ts';
import { done, fileResponse, id, int, pageQuery, searchValue, text, timestamp } from '../platform/schemas.ts';
import { problem } from '../messages/problems.ts';

/*
 * Online payment with the institution's card checkout (`cardCheckoutScriptUrl`): a student pays
 * services offered online (`/financieros/pago-servicios-online`) or an amount towards the account of a
 * career (`/financieros/pago-matricula-online`), or one charge of it in full (a document's fee, from
 * the online request that wrote it). The order is made and priced here, signed for the
 * provider, and paid on the provider's page; the provider's signed notification approves or declines
 * it, and an approval issues the receipt on the campus's online register. Finance bars students from
 * paying online (`/financieros/EstudianteBloqueoPagoLinea`). Staff holding the screens see every order.
 */

export const pagoServiciosScreen = '/financieros/pago-servicios-online';
export const pagoMatriculaScreen = '/financieros/pago-matricula-online';
export const bloqueoPagoLineaScreen = '/financieros/EstudianteBloqueoPagoLinea';
export const pagoScreens = [pagoServiciosScreen, pagoMatriculaScreen];

export const tiposPagoOnline = ['servicios', 'matricula', 'cargo'] as const;
export type TipoPagoOnline = (typeof tiposPagoOnline)[number];
export const estadosPagoOnline = ['pendiente', 'aprobado', 'rechazado', 'expirado'] as const;
export type EstadoPagoOnline = (typeof estadosPagoOnline)[number];
/** Why online payment is not offered to this student now. */
export const motivosSinPago = ['sin_pasarela', 'bloqueado', 'sin_caja'] as const;

/** What the student may pay online now, per career: the account's balance per currency, and the services offered online with their prices. */
export const ofertaPago = z.object({
  disponible: z.boolean(),
  motivo: z.enum(motivosSinPago).nullable(),
  /** The reason finance gave for a block. */
  bloqueo: z.string().nullable(),
  carreras: z.array(
    z.object({
      estudianteCarreraId: z.number(),
      carrera: z.string(),
      sede: z.string(),
      /** No online register on the career's campus: nothing can be paid for it online. */
      enLinea: z.boolean(),
      saldos: z.array(z.object({ monedaPagoId: z.number(), moneda: z.string(), balance: amountOut, vencido: amountOut })),
    }),
  ),
  servicios: z.array(
    z.object({
      servicioContableId: z.number(),
      descripcion: z.string(),
      precios: z.array(z.object({ monedaPagoId: z.number(), moneda: z.string(), precio: amountOut })),
    }),
  ),
});
export type OfertaPago = z.output<typeof ofertaPago>;

const clave = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, problem('clave_pago_invalida'));

export const pagoOnlineIn = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('servicios'),
    clave,
    estudianteCarreraId: id,
    monedaPagoId: id,
    servicios: z
      .array(z.object({ servicioContableId: id, cantidad: int(1, 20).default(1) }))
      .min(1, problem('servicio_requerido'))
      .max(20)
      .refine((xs) => new Set(xs.map((x) => x.servicioContableId)).size === xs.length, problem('servicio_repetido')),
  }),
  z.object({ tipo: z.literal('matricula'), clave, estudianteCarreraId: id, monedaPagoId: id, monto: positiveAmount }),
  /** One charge of the career's account, all that is left of it, in its currency. */
  z.object({ tipo: z.literal('cargo'), clave, estudianteCarreraId: id, cargoEstudianteId: id }),
]);

/** An amount the student chooses to pay towards the account: above zero, at most its balance (`enPalabras`: the balance as printed). */
export const montoACuenta = (balance: string, enPalabras: string) =>
  z.object({
    monto: amount.refine((v) => cents(v) > 0n && cents(v) <= cents(balance), { message: problem('monto_hasta_balance'), params: { balance: enPalabras } }),
  });
export type PagoOnlineIn = z.output<typeof pagoOnlineIn>;

/** Where the browser takes the order to pay it: the provider's checkout address and the signed fields it posts there. */
export const checkout = z.object({ url: z.string(), campos: z.record(z.string(), z.string()) });
export type Checkout = z.output<typeof checkout>;

export const pagoOnline = z.object({
  pagoOnlineId: z.number(),
  tipo: z.enum(tiposPagoOnline),
  estado: z.enum(estadosPagoOnline),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  descripcion: z.string(),
  moneda: z.string(),
  monto: amountOut,
  creadoEn: timestamp,
  venceEn: timestamp,
  resueltoEn: timestamp.nullable(),
  referencia: z.string().nullable(),
  mensaje: z.string().nullable(),
  /** The receipt an approval issued; none on an approval finance must reconcile by hand. */
  documentoContableId: z.number().nullable(),
  numero: z.string().nullable(),
  ncf: z.string().nullable(),
  /** While the order waits for its payment. */
  checkout: checkout.nullable(),
});
export type PagoOnline = z.output<typeof pagoOnline>;

export const bloqueoPagoLinea = z.object({
  id: z.number(),
  estudianteId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  motivo: z.string(),
  creadoPor: z.string(),
  creadoEn: timestamp,
});
export type BloqueoPagoLinea = z.output<typeof bloqueoPagoLinea>;

const porPago = z.object({ pagoOnlineId: id });

/** A bar on paying online: whose (by matrícula) and why (the student sees it). */
export const bloqueoIn = z.object({ matricula: text(30), motivo: text(300) });
export const bloqueoLabels = { matricula: { es: 'Matrícula', en: 'Student ID' }, motivo: { es: 'Motivo', en: 'Reason' } };

export const pagoOnlineApi = {
  oferta: endpoint({
    summary:
      "What the signed-in student may pay online: each career's balance per currency and the services offered online with their prices, or why online payment is not offered (no checkout configured, a block, no online register on the campus)",
    method: 'GET',
    path: '/api/financieros/pagos-online/oferta',
    access: 'self',
    response: ofertaPago,
  }),
  crear: endpoint({
    summary:
      "Make an online payment order for the signed-in student: services offered online, an amount towards a career's account (at most its balance in that currency), or what is left of one of its charges; answers the order with what the browser posts to the provider's checkout. The same key again answers the same order",
    method: 'POST',
    path: '/api/financieros/pagos-online',
    access: 'self',
    body: pagoOnlineIn,
    response: pagoOnline,
    status: 201,
    labels: {
      estudianteCarreraId: { es: 'Carrera', en: 'Career' },
      monedaPagoId: { es: 'Moneda', en: 'Currency' },
      servicios: { es: 'Servicios', en: 'Services' },
      monto: { es: 'Monto', en: 'Amount' },
      cargoEstudianteId: { es: 'Cargo', en: 'Charge' },
    },
    errors: ['pago_online_no_disponible', 'pago_online_bloqueado', 'pago_online_sin_caja', 'servicio_sin_precio', 'pago_excede_balance', 'cargo_sin_saldo'],
  }),
  uno: endpoint({
    summary: "One online payment order: where it stands, and its receipt once approved (a student reads their own; staff holding the screens, anyone's)",
    method: 'GET',
    path: '/api/financieros/pagos-online/:pagoOnlineId',
    access: 'self',
    params: porPago,
    response: pagoOnline,
  }),
  lista: endpoint({
    summary:
      'Online payment orders, newest first: the signed-in student’s own, or everyone’s for staff holding the screens (by matrícula, name or reference, and state)',
    method: 'GET',
    path: '/api/financieros/pagos-online',
    access: 'self',
    query: z.object({ value: searchValue, estado: z.enum(estadosPagoOnline).optional(), ...pageQuery }),
    response: z.array(pagoOnline),
    paged: true,
  }),
  recibo: endpoint({
    summary: "The receipt of an approved online payment as a PDF (a student's own)",
    method: 'GET',
    path: '/api/financieros/pagos-online/:pagoOnlineId/recibo',
    access: 'self',
    params: porPago,
    response: fileResponse,
  }),
  notificacion: endpoint({
    summary:
      "The card provider's notification of an order's result, signed with the institution's checkout secret: an approval issues the receipt once (a repeated notification answers the same), a decline closes the order. A signature that does not hold is refused and writes nothing",
    method: 'POST',
    path: '/api/financieros/pagos-online/notificacion',
    access: 'public',
    body: z.record(z.string(), z.string().max(300)),
    response: done,
    errors: ['firma_invalida', 'pago_online_monto'],
  }),
  bloqueos: endpoint({
    summary: 'Students barred from paying online, with the reason and who barred them (by matrícula or name)',
    method: 'GET',
    path: '/api/financieros/estudiantes-bloqueo-pago-linea',
    access: { screens: [bloqueoPagoLineaScreen] },
    query: z.object({ value: searchValue, ...pageQuery }),
    response: z.array(bloqueoPagoLinea),
    paged: true,
  }),
  bloquear: endpoint({
    summary: 'Bar a student from paying online, with the reason (the student sees it)',
    method: 'POST',
    path: '/api/financieros/estudiantes-bloqueo-pago-linea',
    access: { screens: [bloqueoPagoLineaScreen] },
    body: bloqueoIn,
    response: bloqueoPagoLinea,
    status: 201,
    labels: bloqueoLabels,
    errors: ['pagador_no_encontrado', 'bloqueo_existente'],
  }),
  levantar: endpoint({
    summary: 'Lift a block on paying online (the block stays on record, with who lifted it and when)',
    method: 'DELETE',
    path: '/api/financieros/estudiantes-bloqueo-pago-linea/:id',
    access: { screens: [bloqueoPagoLineaScreen] },
    params: z.object({ id }),
    response: done,
  }),
};
