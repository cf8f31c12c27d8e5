import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';

/*
 * `/validacion-titulo` (public): anyone holding a document the institution issued (a transcript, a
 * title, a letter) checks its code. The answer shows only what the document states; a code mistyped
 * or made up, or one whose record has changed since it was issued, is refused.
 */

export const validacionLimit = { perAddress: 30, windowMinutes: 60 };

export const documentoValidado = z.object({
  codigo: z.string(),
  /** What kind of document: `record_notas` (transcript), `titulo` (degree title), `carta` (letter). */
  tipo: z.string(),
  emitidoEn: z.string(),
  nombre: z.string(),
  matricula: z.string(),
  carrera: z.string(),
  sede: z.string(),
  /** What the document states, line by line, in the reader's language. */
  contenido: z.array(z.object({ etiqueta: z.string(), valor: z.string() })),
});
export type DocumentoValidado = z.output<typeof documentoValidado>;

export const validacionApi = {
  validar: endpoint({
    summary: 'Verify the code of a document the institution issued (public, captcha, limited per address)',
    method: 'POST',
    path: '/api/validacion-titulo',
    access: 'public',
    body: z.object({ codigo: z.string().trim().min(1).max(40), token: z.string().max(4000).nullish() }),
    response: documentoValidado,
    errors: ['too_many_attempts', 'captcha_failed', 'codigo_invalido', 'documento_no_encontrado', 'documento_alterado', 'documento_anulado'],
  }),
};
