import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id, optText, pageQuery, searchValue, timestamp } from '../platform/schemas.ts';

/*
 * `/academicos/cartas`: letters the registry issues about a student — a certificate of enrolment, of
 * credits earned, of graduation — signed by a signatory and carrying a verification code and QR, so
 * whoever receives one checks it at `/validacion-titulo` while what it certifies still holds.
 */

export const cartaScreen = '/academicos/cartas';

export const clasesCarta = ['constancia_estudios', 'certificacion_creditos', 'carta_egresado'] as const;
export type ClaseCarta = (typeof clasesCarta)[number];

export const cartaLabels: Record<string, Label> = {
  estudianteCarreraId: label('Estudiante', 'Student'),
  clase: label('Carta', 'Letter'),
  destinatario: label('Dirigida a', 'Addressed to'),
  firmanteId: label('Firmante', 'Signatory'),
};

export const cartaIn = z.object({
  estudianteCarreraId: id,
  clase: z.enum(clasesCarta),
  /** Whom it is addressed to; "A quien pueda interesar" when none. */
  destinatario: optText(200),
  firmanteId: id,
});
export type CartaIn = z.output<typeof cartaIn>;

export const cartaEmitida = z.object({
  codigo: z.string(),
  clase: z.enum(clasesCarta),
  estudianteCarreraId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  destinatario: z.string().nullable(),
  emitidoPor: z.string(),
  emitidoEn: timestamp,
});
export type CartaEmitida = z.output<typeof cartaEmitida>;

export const cartaApi = {
  list: endpoint({
    summary: 'Letters issued, newest first, paged; `value` searches the student or the code',
    method: 'GET',
    path: '/api/academicos/cartas',
    access: { screens: [cartaScreen] },
    query: z.object({ value: searchValue, ...pageQuery }),
    response: z.array(cartaEmitida),
    paged: true,
  }),
  emitir: endpoint({
    summary: 'Issue a letter about a student career as a PDF, signed, with a verification code and QR (kept to verify it later)',
    method: 'POST',
    path: '/api/academicos/cartas',
    access: { screens: [cartaScreen] },
    body: cartaIn,
    response: fileResponse,
    labels: cartaLabels,
    errors: ['carta_no_aplica'],
  }),
};
