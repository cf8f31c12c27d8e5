import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id, optId, optText, pageQuery, timestamp } from '../platform/schemas.ts';

/*
 * The public suggestion box (`/sugerencias`, spec §2) and what is behind it: each QR point of
 * `/generales/buzon-sugerencias` has a code leading to the form, and its e-mail receives what is
 * left there; staff read them all.
 */

export const buzonScreen = '/generales/buzon-sugerencias';
export const sugerenciasLimit = { perAddress: 5, windowMinutes: 60 };

export const sugerenciaLabels: Record<string, Label> = {
  texto: label('Comentario', 'Comment'),
  tipo: label('Tipo', 'Kind'),
  nombre: label('Nombre', 'Name'),
  email: label('Correo', 'E-mail'),
};

export const sugerenciaIn = z.object({
  buzonSugerenciaId: optId,
  tipo: z.enum(['sugerencia', 'queja', 'felicitacion']),
  texto: z.string().trim().min(10).max(2000),
  nombre: optText(120),
  email: z
    .email()
    .max(150)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  token: z.string().max(4000).nullish(),
});
export type SugerenciaIn = z.output<typeof sugerenciaIn>;

export const sugerencia = z.object({
  sugerenciaId: z.number(),
  tipo: z.enum(['sugerencia', 'queja', 'felicitacion']),
  texto: z.string(),
  nombre: z.string().nullable(),
  email: z.string().nullable(),
  leida: z.boolean(),
  creadoEn: timestamp,
  punto: z.string().nullable(),
});
export type Sugerencia = z.output<typeof sugerencia>;

const staff = { access: { screens: [buzonScreen] } } as const;

export const sugerenciasApi = {
  /** The points a suggestion may be left at (public: the form offers them). */
  puntos: endpoint({
    summary: 'The places a suggestion can be about (public)',
    method: 'GET',
    path: '/api/sugerencias/puntos',
    access: 'public',
    response: z.array(z.object({ id: z.number(), label: z.string(), ubicacion: z.string().nullable() })),
  }),
  dejar: endpoint({
    summary: 'Leave a suggestion, complaint or praise (public)',
    method: 'POST',
    path: '/api/sugerencias',
    access: 'public',
    labels: sugerenciaLabels,
    body: sugerenciaIn,
    response: z.object({ sugerenciaId: z.number() }),
    status: 201,
  }),
  list: endpoint({
    summary: 'Suggestions received',
    method: 'GET',
    path: '/api/generales/sugerencias',
    ...staff,
    query: z.object({ buzonSugerenciaId: optId, soloNoLeidas: z.enum(['true', 'false']).optional(), ...pageQuery }),
    response: z.array(sugerencia),
    paged: true,
  }),
  leida: endpoint({
    summary: 'Mark a suggestion read',
    method: 'PUT',
    path: '/api/generales/sugerencias/:sugerenciaId/leida',
    ...staff,
    params: z.object({ sugerenciaId: id }),
    response: z.null(),
    status: 204,
  }),
  /** The QR code of a point: it leads to the public form with the point chosen. */
  qr: endpoint({
    summary: "A suggestion box's QR code",
    method: 'GET',
    path: '/api/generales/buzon-sugerencias/:buzonSugerenciaId/qr',
    ...staff,
    params: z.object({ buzonSugerenciaId: id }),
    response: fileResponse,
  }),
};
