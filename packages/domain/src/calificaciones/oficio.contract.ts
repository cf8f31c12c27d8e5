import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id, motivo, optId, optText, pageQuery, searchValue, text, timestamp } from '../platform/schemas.ts';

/*
 * `/academicos/oficios`: official letters the registry sends to other institutions (the ministry, an
 * embassy, another university), numbered by year (OF-2026-0001), signed, with a verification code;
 * annulled with a reason, never deleted. `/ConsultaOficios` (public): whoever received one checks its
 * number and code and sees what it is about and whether it stands.
 */

export const oficioScreen = '/academicos/oficios';
export const consultaOficiosLimit = { perAddress: 30, windowMinutes: 60 };

export const oficioLabels: Record<string, Label> = {
  destinatario: label('Destinatario', 'Addressee'),
  institucion: label('Institución', 'Institution'),
  asunto: label('Asunto', 'Subject'),
  cuerpo: label('Texto', 'Body'),
  estudianteCarreraId: label('Estudiante', 'Student'),
  firmanteId: label('Firmante', 'Signatory'),
  motivo: label('Motivo', 'Reason'),
  numero: label('Número de oficio', 'Letter number'),
  codigo: label('Código de verificación', 'Verification code'),
};

export const oficioIn = z.object({
  destinatario: text(200),
  institucion: optText(200),
  asunto: text(200),
  cuerpo: text(5000),
  estudianteCarreraId: optId,
  firmanteId: id,
});
export type OficioIn = z.output<typeof oficioIn>;

export const estadosOficio = ['vigente', 'anulado'] as const;

export const oficio = z.object({
  oficioId: z.number(),
  numero: z.string(),
  fecha: z.string(),
  destinatario: z.string(),
  institucion: z.string().nullable(),
  asunto: z.string(),
  cuerpo: z.string(),
  estudianteCarreraId: z.number().nullable(),
  estudiante: z.string().nullable(),
  firmanteId: z.number(),
  firmante: z.string(),
  codigo: z.string(),
  estado: z.enum(estadosOficio),
  motivoAnulacion: z.string().nullable(),
  creadoPor: z.string(),
  creadoEn: timestamp,
});
export type Oficio = z.output<typeof oficio>;

/** What the public check shows of an official letter. */
export const oficioConsultado = z.object({
  numero: z.string(),
  fecha: z.string(),
  destinatario: z.string(),
  institucion: z.string().nullable(),
  asunto: z.string(),
  firmante: z.string(),
  estado: z.enum(estadosOficio),
});
export type OficioConsultado = z.output<typeof oficioConsultado>;

const one = '/api/academicos/oficios/:oficioId';

export const oficioApi = {
  list: endpoint({
    summary: 'Official letters, newest first, paged; by state; `value` searches the number, addressee, institution or subject',
    method: 'GET',
    path: '/api/academicos/oficios',
    access: { screens: [oficioScreen] },
    query: z.object({ estado: z.enum(estadosOficio).optional(), value: searchValue, ...pageQuery }),
    response: z.array(oficio),
    paged: true,
  }),
  create: endpoint({
    summary: "Write an official letter: it takes the year's next number and a verification code",
    method: 'POST',
    path: '/api/academicos/oficios',
    access: { screens: [oficioScreen] },
    body: oficioIn,
    response: oficio,
    status: 201,
    labels: oficioLabels,
  }),
  pdf: endpoint({
    summary: 'An official letter as a PDF (printed again as often as needed: same number and code)',
    method: 'GET',
    path: `${one}/pdf`,
    access: { screens: [oficioScreen] },
    params: z.object({ oficioId: id }),
    response: fileResponse,
  }),
  anular: endpoint({
    summary: 'Annul an official letter with its reason: its number is not reused and the public check says it was annulled',
    method: 'POST',
    path: `${one}/anular`,
    access: { screens: [oficioScreen] },
    params: z.object({ oficioId: id }),
    body: z.object({ motivo }),
    response: oficio,
    labels: oficioLabels,
    errors: ['oficio_anulado'],
  }),
  consultar: endpoint({
    summary: 'Check an official letter by its number and verification code (public, captcha, limited per address)',
    method: 'POST',
    path: '/api/consulta-oficios',
    access: 'public',
    body: z.object({
      numero: z.string().trim().min(1).max(20),
      codigo: z.string().trim().min(1).max(40),
      token: z.string().max(4000).nullish(),
    }),
    response: oficioConsultado,
    labels: oficioLabels,
    errors: ['too_many_attempts', 'captcha_failed', 'codigo_invalido', 'oficio_no_encontrado'],
  }),
};
