import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { sheet } from '../platform/sheet.ts';
import { amountOut, positiveAmount, cents } from '../platform/money.ts';
import { problem } from '../messages/problems.ts';
import { id, isoDate, motivo, optPhone, optText, pageQuery, searchValue, spanDeDias, text, timestamp } from '../platform/schemas.ts';
import { checkout } from '../financieros/pago-online.contract.ts';

/*
 * Donations (spec §2 `/donaciones/donaciones`, public, and `/donaciones/reporte-donaciones`; the spec
 * shows no API, these calls are ours). Anyone gives without signing in — captcha and a limit per
 * address. When the institution has a card checkout the gift is paid there at once and the provider's
 * signed notice settles it; otherwise it is a pledge: a receipt code the donor brings to the
 * cashier's or quotes with a transfer, and finance marks it received. Never deleted: annulled with
 * the reason.
 */

export const donacionScreen = '/donaciones/donaciones';
export const reporteDonacionesScreen = '/donaciones/reporte-donaciones';
export const donacionLimit = { perAddress: 5, windowMinutes: 60 };
/** The largest gift the public form takes (a larger one is agreed with the institution). */
export const donacionMaxima = '1000000.00';

export const destinosDonacion = ['general', 'becas', 'investigacion', 'infraestructura', 'biblioteca'] as const;
export const destinoLabels: Record<(typeof destinosDonacion)[number], Label> = {
  general: label('Donde más se necesite', 'Where most needed'),
  becas: label('Becas para estudiantes', 'Student scholarships'),
  investigacion: label('Investigación', 'Research'),
  infraestructura: label('Planta física', 'Campus and buildings'),
  biblioteca: label('Biblioteca', 'Library'),
};
export const modalidadesDonacion = ['tarjeta', 'promesa'] as const;
export const modalidadLabels: Record<(typeof modalidadesDonacion)[number], Label> = {
  tarjeta: label('Tarjeta en línea', 'Card online'),
  promesa: label('Promesa (en caja o transferencia)', 'Pledge (cashier or transfer)'),
};
export const estadosDonacion = ['pendiente', 'recibida', 'rechazada', 'anulada'] as const;
export const estadoDonacionLabels: Record<(typeof estadosDonacion)[number], Label> = {
  pendiente: label('Pendiente', 'Pending'),
  recibida: label('Recibida', 'Received'),
  rechazada: label('Rechazada', 'Declined'),
  anulada: label('Anulada', 'Annulled'),
};

export const donacionLabels: Record<string, Label> = {
  nombre: label('Nombre o empresa', 'Name or company'),
  email: label('Correo', 'E-mail'),
  telefono: label('Teléfono', 'Phone'),
  documento: label('Cédula o RNC (para el recibo)', 'ID or tax number (for the receipt)'),
  monedaPagoId: label('Moneda', 'Currency'),
  monto: label('Monto', 'Amount'),
  destino: label('Destino', 'Purpose'),
  mensaje: label('Mensaje', 'Message'),
  anonimo: label('Que mi nombre no se publique', 'Do not publish my name'),
};

export const donacionIn = z.object({
  /** The browser's key for this gift: a second click, or a retry, finds the first. */
  clave: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, problem('clave_pago_invalida')),
  nombre: text(150),
  email: z.email().max(150),
  telefono: optPhone,
  documento: optText(20),
  monedaPagoId: id,
  monto: positiveAmount.refine((v) => cents(v) <= cents(donacionMaxima), { message: problem('donacion_maxima'), params: { maximo: donacionMaxima } }),
  destino: z.enum(destinosDonacion),
  mensaje: optText(500),
  anonimo: z.boolean().default(false),
  token: z.string().max(4000).nullish(),
});
export type DonacionIn = z.output<typeof donacionIn>;

/** What the donor sees of their gift: its code, what it is and where it stands; with the checkout while a card gift waits. */
export const donacionHecha = z.object({
  codigo: z.string(),
  modalidad: z.enum(modalidadesDonacion),
  estado: z.enum(estadosDonacion),
  monto: amountOut,
  moneda: z.string(),
  destino: z.enum(destinosDonacion),
  nombre: z.string(),
  creadaEn: timestamp,
  checkout: checkout.nullable(),
});
export type DonacionHecha = z.output<typeof donacionHecha>;

/** A gift in the report: who (unless they asked not to be published, the report still names them to finance), what, how and where it stands. */
export const donacionFila = z.object({
  donacionId: z.number(),
  codigo: z.string(),
  creadaEn: timestamp,
  nombre: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  documento: z.string().nullable(),
  anonimo: z.boolean(),
  destino: z.enum(destinosDonacion),
  modalidad: z.enum(modalidadesDonacion),
  estado: z.enum(estadosDonacion),
  moneda: z.string(),
  monto: amountOut,
  referencia: z.string().nullable(),
  mensaje: z.string().nullable(),
  nota: z.string().nullable(),
});
export type DonacionFila = z.output<typeof donacionFila>;

/** The report's totals: per currency and state, and what was received per purpose. */
export const resumenDonaciones = z.object({
  porEstado: z.array(z.object({ moneda: z.string(), estado: z.enum(estadosDonacion), cantidad: z.number(), total: amountOut })),
  porDestino: z.array(z.object({ moneda: z.string(), destino: z.enum(destinosDonacion), cantidad: z.number(), total: amountOut })),
});
export type ResumenDonaciones = z.output<typeof resumenDonaciones>;

const filtroCampos = {
  desde: isoDate,
  hasta: isoDate,
  estado: z.enum(estadosDonacion).optional(),
  destino: z.enum(destinosDonacion).optional(),
  modalidad: z.enum(modalidadesDonacion).optional(),
  value: searchValue,
};
/** Gifts made between two days (a year at most), by state, purpose or way, and searched. */
export const filtroDonaciones = z.object(filtroCampos).superRefine(spanDeDias);
export type FiltroDonaciones = z.output<typeof filtroDonaciones>;

const reporte = { access: { screens: [reporteDonacionesScreen] } } as const;
const deDonacion = z.object({ donacionId: id });
const filtroLabels: Record<string, Label> = { desde: label('Desde', 'From'), hasta: label('Hasta', 'To') };

export const donacionApi = {
  oferta: endpoint({
    summary: 'What the public donation form offers: the currencies, the purposes, and whether a card can be paid online now (public)',
    method: 'GET',
    path: '/api/donaciones/oferta',
    access: 'public',
    response: z.object({
      tarjeta: z.boolean(),
      monedas: z.array(z.object({ monedaPagoId: z.number(), codigo: z.string() })),
      maximo: amountOut,
    }),
  }),
  donar: endpoint({
    summary:
      'Gives (public; captcha, a limit per address): paid by card at the checkout when the institution has one, else a pledge with its receipt code; the same key answers the same gift',
    method: 'POST',
    path: '/api/donaciones',
    access: 'public',
    labels: donacionLabels,
    body: donacionIn,
    response: donacionHecha,
    status: 201,
    errors: ['too_many_attempts', 'captcha_failed'],
  }),
  consulta: endpoint({
    summary: 'A gift by its receipt code, as its donor sees it (public; the code is not guessable)',
    method: 'GET',
    path: '/api/donaciones/codigo/:codigo',
    access: 'public',
    params: z.object({ codigo: z.string().trim().max(20) }),
    response: donacionHecha,
    errors: ['not_found'],
  }),
  list: endpoint({
    summary: 'Gifts between two dates, newest first, by state, purpose or way, searched by name, e-mail or code; as a spreadsheet with ?formato=xlsx',
    method: 'GET',
    path: '/api/donaciones',
    ...reporte,
    labels: filtroLabels,
    query: z.object({ ...filtroCampos, ...pageQuery }).superRefine(spanDeDias),
    response: z.array(donacionFila),
    paged: true,
    sheet: sheet<DonacionFila>(label('Donaciones', 'Donations'), [
      { label: label('Código', 'Code'), value: (r) => r.codigo },
      { label: label('Fecha', 'Date'), value: (r) => r.creadaEn.slice(0, 10), date: true },
      { label: label('Donante', 'Donor'), value: (r) => r.nombre },
      { label: label('Correo', 'E-mail'), value: (r) => r.email },
      { label: label('Cédula o RNC', 'ID or tax number'), value: (r) => r.documento },
      { label: label('Destino', 'Purpose'), value: (r, lang) => destinoLabels[r.destino][lang] },
      { label: label('Modalidad', 'Way'), value: (r, lang) => modalidadLabels[r.modalidad][lang] },
      { label: label('Estado', 'State'), value: (r, lang) => estadoDonacionLabels[r.estado][lang] },
      { label: label('Moneda', 'Currency'), value: (r) => r.moneda },
      { label: label('Monto', 'Amount'), value: (r) => r.monto },
      { label: label('Referencia', 'Reference'), value: (r) => r.referencia },
    ]),
  }),
  resumen: endpoint({
    summary: "The report's totals between two dates: per currency and state, and received per purpose",
    method: 'GET',
    path: '/api/donaciones/resumen',
    ...reporte,
    labels: filtroLabels,
    query: filtroDonaciones,
    response: resumenDonaciones,
  }),
  recibir: endpoint({
    summary: 'Marks a pledge received, with the cashier receipt or transfer it came by',
    method: 'POST',
    path: '/api/donaciones/:donacionId/recibir',
    ...reporte,
    labels: { referencia: label('Recibo o transferencia', 'Receipt or transfer') },
    params: deDonacion,
    body: z.object({ referencia: text(60) }),
    response: donacionFila,
    errors: ['not_found', 'donacion_no_pendiente'],
  }),
  anular: endpoint({
    summary: 'Annuls a gift not received (a pledge not kept, a mistake) with the reason; never deleted',
    method: 'POST',
    path: '/api/donaciones/:donacionId/anular',
    ...reporte,
    params: deDonacion,
    body: z.object({ motivo }),
    response: donacionFila,
    errors: ['not_found', 'donacion_no_pendiente'],
  }),
};
