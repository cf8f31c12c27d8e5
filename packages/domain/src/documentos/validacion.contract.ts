import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';

/*
 * `/validacion-titulo` (public): anyone holding a document the institution issued (a transcript, a
 * title, a letter) checks its code. The answer shows what the document stated when it was issued —
 * kept as issued, so a later grade does not void it — and says whether it still stands: the record
 * it was made from has changed since (a newer version may be asked for, and one issued later is
 * named), or it was annulled. A code mistyped or made up is refused; only such failures count
 * against the caller, per address and per code, so a campus behind one address checking genuine
 * documents is never blocked, while guessing is (told when to try again).
 */

export const validacionLimit = { failuresPerAddress: 60, failuresPerDocument: 5, windowMinutes: 15 };

/** Whether what a document states still stands: as issued, the record changed since, or annulled. */
export const estadosDocumento = ['vigente', 'desactualizado', 'anulado'] as const;

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
  estado: z.enum(estadosDocumento),
  /** When a newer document of the same kind was issued to the same student (the latest), if one was. */
  posterior: z.string().nullable(),
});
export type DocumentoValidado = z.output<typeof documentoValidado>;

export const validacionApi = {
  validar: endpoint({
    summary:
      'Verify the code of a document the institution issued: what it stated when issued and whether it still stands (public, captcha, failures limited per address and per code)',
    method: 'POST',
    path: '/api/validacion-titulo',
    access: 'public',
    body: z.object({ codigo: z.string().trim().min(1).max(40), token: z.string().max(4000).nullish() }),
    response: documentoValidado,
    errors: ['too_many_attempts', 'captcha_failed', 'codigo_invalido', 'documento_no_encontrado'],
  }),
};
