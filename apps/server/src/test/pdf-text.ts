import { inflateSync } from 'node:zlib';

/**
 * The text a PDF drawn by pdfkit shows, line by line as drawn (tests read a document's words): each
 * content stream inflated, each text-showing operator's strings decoded (pdfkit writes the standard
 * fonts' text as hex in WinAnsi, pieces split by kerning joined again).
 */
/** WinAnsi's characters where it differs from Latin-1 (0x80–0x9F): dashes, quotes, the euro. */
const winAnsi: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };
const decode = (hex: string) => [...Buffer.from(hex, 'hex')].map((b) => winAnsi[b] ?? String.fromCharCode(b)).join('');

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (an image, a font)
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[2]];
      lines.push(hexes.map(decode).join(''));
    }
  }
  return lines.join('\n');
}
