/**
 * After `vite build`: a brotli and a gzip copy beside every text asset worth compressing, so the server
 * sends them as they are (`preCompressed`) instead of compressing on every request or not at all.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 1024;

let before = 0;
let after = 0;
const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
for (const file of walk(dist)) {
  if (!compressible.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < minBytes) continue;
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  before += data.length;
  after += br.length;
}
console.log(`precompressed: ${(before / 1024).toFixed(0)} KB of text assets → ${(after / 1024).toFixed(0)} KB with brotli`);
