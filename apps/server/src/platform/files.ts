import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from './errors.ts';

/** Recognises an image from its first bytes, never from its name (DESIGN §5). */
export function sniffImage(data: Buffer): 'jpg' | 'png' | 'webp' | undefined {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length > 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

const imageTypes = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
const fileTypes = { ...imageTypes, pdf: 'application/pdf' } as const;

/** A PDF by its first bytes (spec §5: multipage documents go as PDF). */
export const isPdf = (data: Buffer) => data.length > 5 && data.toString('ascii', 0, 5) === '%PDF-';

/** Where stored files live, each folder served by its own guarded route. */
type Folder = 'fotos' | 'firmas' | 'documentos' | 'admisiones' | 'diplomas';

/** The one file of a multipart request, read whole (the multipart limit refuses big ones), with its text fields. */
export async function readUpload(req: FastifyRequest): Promise<{ data: Buffer; fields: Record<string, string | undefined> }> {
  const file = await req.file();
  if (!file) throw new DomainError('validation', {}, { file: { code: 'file_type' } });
  const data = await file.toBuffer().catch(() => {
    throw new DomainError('file_too_large', {}, { file: { code: 'file_too_large' } });
  });
  const fields: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(file.fields)) fields[k] = (v as { value?: string } | undefined)?.value;
  return { data, fields };
}

/**
 * Stores an image (or, when allowed, a PDF) under `folder` as `<stem>-<random>.<ext>`, its type recognised from its bytes, and
 * answers the address it is served at (`/api/archivos/<folder>/<name>`). The random part (128 bits) makes the name
 * unguessable: knowing a person's id does not lead to their photo or documents.
 */
export async function saveFile(filesDir: string, folder: Folder, stem: string, data: Buffer, opts: { pdf?: boolean } = {}): Promise<string> {
  const ext = fileKind(data, opts);
  const dir = resolve(filesDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${stem}-${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(resolve(dir, name), data);
  return `/api/archivos/${folder}/${name}`;
}

/** The extension a file gets from its bytes (an image, or a PDF where allowed); anything else is refused. */
export function fileKind(data: Buffer, opts: { pdf?: boolean } = {}): string {
  const ext = sniffImage(data) ?? (opts.pdf && isPdf(data) ? 'pdf' : undefined);
  if (!ext) throw new DomainError('file_type', {}, { file: { code: 'file_type' } });
  return ext;
}

/** A stored file's bytes by the address `saveFile` answered (none when the address is not a stored file or it is gone). */
export async function readStoredFile(filesDir: string, url: string): Promise<Buffer | null> {
  const m = /^\/api\/archivos\/([a-z]+)\/([\w.-]+)$/.exec(url);
  if (!m) return null;
  return readFile(resolve(filesDir, m[1]!, m[2]!)).catch(() => null);
}

/** Sends a stored file, if it exists. */
export function sendFile(reply: FastifyReply, filesDir: string, folder: Folder, name: string) {
  const file = resolve(filesDir, folder, name);
  if (!existsSync(file)) throw new DomainError('not_found');
  const ext = name.split('.').pop() as keyof typeof fileTypes;
  return reply.type(fileTypes[ext]).header('cache-control', 'private, max-age=86400').send(createReadStream(file));
}

/**
 * A multipart form with several files: its text fields and its files (each under the upload limit,
 * at most `maxFiles`), read whole.
 */
export async function readMultipart(
  req: FastifyRequest,
  maxFiles: number,
): Promise<{ fields: Record<string, string>; files: { field: string; data: Buffer }[] }> {
  if (!req.isMultipart()) throw new DomainError('bad_request');
  const fields: Record<string, string> = {};
  const files: { field: string; data: Buffer }[] = [];
  try {
    for await (const part of req.parts({ limits: { files: maxFiles, fileSize: 2 * 1024 * 1024 } })) {
      if (part.type === 'file') files.push({ field: part.fieldname, data: await part.toBuffer() });
      else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('file_too_large', {}, { file: { code: 'file_too_large' } });
    if (code === 'FST_FILES_LIMIT') throw new DomainError('validation', {}, { file: { problem: 'archivos_demasiados', params: { max: maxFiles } } });
    throw err;
  }
  return { fields, files };
}
