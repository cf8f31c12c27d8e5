import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { problem } from '../messages/problems.ts';
import { done, fileResponse, id, isoDate, motivo, optText, pageQuery, searchValue } from '../platform/schemas.ts';
import { destinatarioValido } from './diploma.rules.ts';
import { busquedaEstudiante, estudianteHallado } from '../academicos/estudiante-hallado.ts';

/*
 * Diplomas (spec §2 `/diploma/*`; the spec shows no API, these calls are ours): the signatories'
 * signature images (`firmas`), the layout every diploma and title shares (`configuracion`: the
 * seal, the place, the colours), and the diplomas issued from a kind (`tipo-diploma`) to students
 * or named people — each with a verification code `/validacion-titulo` checks, annulled with a
 * reason and never deleted.
 */

export const firmasScreen = '/diploma/firmas';
export const configuracionScreen = '/diploma/configuracion';
export const tiposScreen = '/diploma/tipo-diploma';

/** A signatory (`/academicos/firmantes`) with the image of their signature, if one was uploaded. */
export const firmaDiploma = z.object({
  firmanteId: z.number(),
  nombre: z.string(),
  cargo: z.string(),
  orden: z.number().nullable(),
  firmaUrl: z.string().nullable(),
});
export type FirmaDiploma = z.output<typeof firmaDiploma>;

const colorHex = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, problem('color_hex'));

/** How diplomas and titles are laid out: the place they are given at, the seal, the border's colour, the code. */
export const configuracionIn = z.object({
  lugar: optText(120),
  colorBorde: colorHex.nullish().transform((v) => v ?? null),
  conSello: z.boolean().default(true),
  textoSello: optText(60),
  conCodigo: z.boolean().default(true),
});
export type ConfiguracionIn = z.output<typeof configuracionIn>;
export const configuracionDiploma = z.object({
  lugar: z.string().nullable(),
  colorBorde: z.string().nullable(),
  conSello: z.boolean(),
  textoSello: z.string().nullable(),
  conCodigo: z.boolean(),
  selloUrl: z.string().nullable(),
});
export type ConfiguracionDiploma = z.output<typeof configuracionDiploma>;

export const configuracionLabels: Record<string, Label> = {
  lugar: label('Lugar de expedición', 'Place of issue'),
  colorBorde: label('Color del borde', 'Border colour'),
  conSello: label('Imprimir el sello', 'Print the seal'),
  textoSello: label('Texto del sello (sin imagen)', 'Seal text (without an image)'),
  conCodigo: label('Código de verificación y QR', 'Verification code and QR'),
};

/** Who receives a diploma: a student (their name and career as the registrar has them) or a person named as printed. */
export const destinatarioIn = z.object({ estudianteId: id.nullish(), nombre: optText(150) }).refine(destinatarioValido, problem('destinatario_invalido'));

export const emitirIn = z.object({
  tipoDiplomaId: id,
  fecha: isoDate,
  motivo: optText(300),
  destinatarios: z.array(destinatarioIn).min(1).max(200),
});
export type EmitirIn = z.output<typeof emitirIn>;

export const emitirLabels: Record<string, Label> = {
  tipoDiplomaId: label('Tipo de diploma', 'Kind of diploma'),
  fecha: label('Fecha', 'Date'),
  motivo: label('Motivo', 'Reason'),
  destinatarios: label('Destinatarios', 'Recipients'),
};

export const diplomaFila = z.object({
  diplomaId: z.number(),
  codigo: z.string(),
  tipo: z.string(),
  nombre: z.string(),
  matricula: z.string().nullable(),
  motivo: z.string().nullable(),
  fecha: z.string(),
  anulado: z.boolean(),
  anuladoMotivo: z.string().nullable(),
});
export type DiplomaFila = z.output<typeof diplomaFila>;

const firmas = { access: { screens: [firmasScreen] } } as const;
const config = { access: { screens: [configuracionScreen] } } as const;
const tipos = { access: { screens: [tiposScreen] } } as const;
const deFirmante = z.object({ firmanteId: id });
const deDiploma = z.object({ diplomaId: id });

export const diplomaApi = {
  firmas: endpoint({
    summary: 'The active signatories in the order documents print them, with their signature images',
    method: 'GET',
    path: '/api/diploma/firmas',
    ...firmas,
    response: z.array(firmaDiploma),
  }),
  subirFirma: endpoint({
    summary: "Uploads a signatory's signature image (PNG or JPEG); titles and diplomas print it over their line",
    method: 'POST',
    path: '/api/diploma/firmas/:firmanteId',
    ...firmas,
    params: deFirmante,
    multipart: true,
    response: firmaDiploma,
    errors: ['not_found', 'file_type', 'file_too_large'],
  }),
  quitarFirma: endpoint({
    summary: "Removes a signatory's signature image (documents then print the line only)",
    method: 'DELETE',
    path: '/api/diploma/firmas/:firmanteId',
    ...firmas,
    params: deFirmante,
    response: firmaDiploma,
    errors: ['not_found'],
  }),
  imagen: endpoint({
    summary: 'A signature or seal image of the diplomas',
    method: 'GET',
    path: '/api/archivos/diplomas/:name',
    access: { screens: [firmasScreen, configuracionScreen] },
    params: z.object({ name: z.string().regex(/^(firma-\d+|sello)-[0-9a-f]+\.(jpg|png)$/) }),
    response: fileResponse,
    errors: ['not_found'],
  }),
  configuracion: endpoint({
    summary: 'How diplomas and titles are laid out: place, seal, border colour, verification code',
    method: 'GET',
    path: '/api/diploma/configuracion',
    ...config,
    response: configuracionDiploma,
  }),
  guardarConfiguracion: endpoint({
    summary: 'Saves how diplomas and titles are laid out',
    method: 'PUT',
    path: '/api/diploma/configuracion',
    ...config,
    labels: configuracionLabels,
    body: configuracionIn,
    response: configuracionDiploma,
  }),
  subirSello: endpoint({
    summary: "Uploads the institution's seal (PNG or JPEG), printed on diplomas and titles",
    method: 'POST',
    path: '/api/diploma/configuracion/sello',
    ...config,
    multipart: true,
    response: configuracionDiploma,
    errors: ['file_type', 'file_too_large'],
  }),
  quitarSello: endpoint({
    summary: 'Removes the seal image (a drawn seal with its text is printed instead)',
    method: 'DELETE',
    path: '/api/diploma/configuracion/sello',
    ...config,
    response: configuracionDiploma,
  }),
  muestra: endpoint({
    summary: 'A sample diploma of a kind (or the first active one) as the configuration lays it out (PDF, no code)',
    method: 'GET',
    path: '/api/diploma/configuracion/muestra',
    access: { screens: [configuracionScreen, tiposScreen] },
    query: z.object({ tipoDiplomaId: id.optional() }),
    response: fileResponse,
    errors: ['not_found'],
  }),
  list: endpoint({
    summary: 'Diplomas issued, newest first, searched by name, matrícula or code',
    method: 'GET',
    path: '/api/diploma/diplomas',
    ...tipos,
    query: z.object({ value: searchValue, ...pageQuery }),
    response: z.array(diplomaFila),
    paged: true,
  }),
  emitir: endpoint({
    summary: 'Issues diplomas of a kind to students or named people, each with its verification code',
    method: 'POST',
    path: '/api/diploma/diplomas',
    ...tipos,
    labels: emitirLabels,
    body: emitirIn,
    response: z.array(diplomaFila),
    status: 201,
    errors: ['not_found'],
  }),
  pdf: endpoint({
    summary: 'Diplomas as PDF, one a page (annulled ones are refused)',
    method: 'GET',
    path: '/api/diploma/diplomas/pdf',
    ...tipos,
    query: z.object({ ids: z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(id).min(1).max(200)) }),
    response: fileResponse,
    errors: ['not_found', 'diploma_anulado'],
  }),
  estudiantes: endpoint({
    summary: 'Students by matrícula or name (ten at most), to issue diplomas to',
    method: 'GET',
    path: '/api/diploma/estudiantes',
    ...tipos,
    query: busquedaEstudiante,
    response: z.array(estudianteHallado),
  }),
  anular: endpoint({
    summary: 'Annuls a diploma with the reason (its code then checks as annulled); never deleted',
    method: 'POST',
    path: '/api/diploma/diplomas/:diplomaId/anular',
    ...tipos,
    params: deDiploma,
    body: z.object({ motivo }),
    response: done,
    errors: ['not_found', 'diploma_anulado'],
  }),
};
