import { deflateSync } from 'node:zlib';
import type { Database } from '../platform/db/database.ts';
import { saveFile } from '../platform/files.ts';

/** CRC-32 of PNG chunks (the table of the polynomial 0xEDB88320). */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A PNG (8-bit RGBA) of `rgba`, `width` × `height` pixels. */
function png(width: number, height: number, rgba: Buffer) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A signature-like stroke in dark blue ink on a transparent background, different for each `seed`. */
function firma(seed: number) {
  const w = 320;
  const h = 96;
  const px = Buffer.alloc(w * h * 4);
  const tinta = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const X = Math.round(x) + dx;
        const Y = Math.round(y) + dy;
        if (X < 0 || Y < 0 || X >= w || Y >= h) continue;
        px.set([22, 34, 102, 255], (Y * w + X) * 4);
      }
  };
  const a = 2 + (seed % 3);
  const b = 9 + (seed % 5) * 3;
  for (let t = 0; t <= 1; t += 0.0004) {
    const x = 16 + t * 288;
    const y = 50 + 26 * Math.sin(t * Math.PI * a) * (1 - 0.6 * t) + 9 * Math.sin(t * Math.PI * b);
    tinta(x, y);
  }
  // The underline flourish.
  for (let t = 0; t <= 1; t += 0.001) tinta(40 + t * 230, 82 - 6 * Math.sin(t * Math.PI));
  return png(w, h, px);
}

/** The demo signatories' signatures (drawn), so titles and diplomas print them and `/diploma/firmas` shows them. */
export async function seedDemoFirmas(database: Database, filesDir: string) {
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from diploma_firma`);
  if (n > 0) return;
  const firmantes = await database.query<{ id: number }>(`select firmante_id as id from firmante where estatus order by firmante_id`);
  for (const { id } of firmantes) {
    const url = await saveFile(filesDir, 'diplomas', `firma-${id}`, firma(id));
    await database.query(`insert into diploma_firma (firmante_id, firma_url) values ($1, $2)`, [id, url]);
  }
}
