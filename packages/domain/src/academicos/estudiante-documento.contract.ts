import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id, optDate, optText } from '../platform/schemas.ts';

/*
 * The academic documents of a student's career (spec §7 `estudiantes/documentos/{estudianteCarreraId}`):
 * those the career's admission type asks for (every active one when the type is unknown), plus any
 * already recorded, each delivered or not, with its file. Files are PDFs or images, by their bytes.
 */

const screen = '/academicos/estudiantes';

export const documentoLabels: Record<string, Label> = {
  entregado: label('Entregado', 'Delivered'),
  fechaEntrega: label('Fecha de entrega', 'Delivery date'),
  observacion: label('Observación', 'Note'),
  file: label('Archivo', 'File'),
};

export const estudianteDocumento = z.object({
  documentoAcademicoId: z.number(),
  doAcDescripcion: z.string(),
  obligatorio: z.boolean(),
  docAcTitulo: z.boolean(),
  entregado: z.boolean(),
  fechaEntrega: z.string().nullable(),
  archivoUrl: z.string().nullable(),
  observacion: z.string().nullable(),
  usuario: z.string().nullable(),
});
export type EstudianteDocumento = z.output<typeof estudianteDocumento>;

const base = '/api/academicos/estudiantes/documentos';
const params = z.object({ estudianteCarreraId: id });
const docParams = params.extend({ documentoAcademicoId: id });
const config = { access: { screens: [screen] }, labels: documentoLabels } as const;

export const estudianteDocumentosApi = {
  list: endpoint({
    summary: "The documents of a student's career, required and delivered",
    method: 'GET',
    path: `${base}/:estudianteCarreraId`,
    ...config,
    params,
    response: z.array(estudianteDocumento),
  }),
  marcar: endpoint({
    summary: "Mark a student's document delivered (or not)",
    method: 'PUT',
    path: `${base}/:estudianteCarreraId/:documentoAcademicoId`,
    ...config,
    params: docParams,
    body: z.object({ entregado: z.boolean(), fechaEntrega: optDate, observacion: optText(300) }),
    response: z.array(estudianteDocumento),
  }),
  /** A scan of the document (PDF or image, under the upload limit): it counts as delivered today. */
  archivo: endpoint({
    summary: "Upload the file of a student's document",
    method: 'POST',
    path: `${base}/:estudianteCarreraId/:documentoAcademicoId/archivo`,
    ...config,
    params: docParams,
    multipart: true,
    response: z.array(estudianteDocumento),
  }),
  /** A stored scan, for who sees its student. */
  verArchivo: endpoint({
    summary: "A student document's file",
    method: 'GET',
    path: '/api/archivos/documentos/:name',
    access: { screens: [screen] },
    params: z.object({ name: z.string().regex(/^estudiante-(\d+)-\d+-[0-9a-f]+\.(jpg|png|webp|pdf)$/) }),
    response: fileResponse,
  }),
};
