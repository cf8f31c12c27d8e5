/** `npm run size`: gzipped bytes the browser fetches before the login page can run (entry + preloads + CSS). */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
// The texts of the default language are fetched at start-up too (their own chunk, loaded with the configuration).
files.push(
  ...readdirSync(resolve(dist, 'assets'))
    .filter((f) => /^es-[\w-]+\.js$/.test(f))
    .map((f) => `/assets/${f}`),
);
let total = 0;
for (const f of files) {
  const size = gzipSync(readFileSync(resolve(dist, `.${f}`))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${f}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  first load, gzipped (${files.length} files)`);
