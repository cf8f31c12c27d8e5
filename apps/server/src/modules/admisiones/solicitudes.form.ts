import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors.ts';
import { readMultipart } from '../../platform/files.ts';
import type { Upload } from './solicitudes.service.ts';

/* The forms that carry an admission request's documents: the applicant's (public) and the staff's (a walk-in's papers). */

/** `documento_<id>` file fields → uploads of that academic document. */
export function uploadsOf(files: { field: string; data: Buffer }[]): Upload[] {
  return files.map((f) => {
    const m = /^documento_(\d+)$/.exec(f.field);
    if (!m) throw new DomainError('validation', {}, { file: { problem: 'archivo_sin_documento' } });
    return { documentoAcademicoId: Number(m[1]), data: f.data };
  });
}

/**
 * A form that may carry files: read as multipart, or taken as a JSON body (no files). Any other
 * content type was already answered 415 by the parser, naming the two it takes.
 */
export async function formOf(req: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: { field: string; data: Buffer }[] }> {
  if (req.isMultipart()) return readMultipart(req, 12);
  if (req.body && typeof req.body === 'object' && !Array.isArray(req.body)) return { fields: req.body as Record<string, unknown>, files: [] };
  throw new DomainError('content_type');
}
