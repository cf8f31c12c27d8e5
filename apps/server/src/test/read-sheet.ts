import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';

/** The cells of an .xlsx file's first sheet, as text (dates as their serial number), row by row. */
export function readSheet(file: Uint8Array): string[][] {
  const parts = unzipSync(file);
  for (const part of ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml'])
    expect(parts[part], part).toBeDefined();
  const xml = strFromU8(parts['xl/worksheets/sheet1.xml']);
  return [...xml.matchAll(/<row r="(\d+)"[^>]*>(.*?)<\/row>/g)].map(([, , cells]) =>
    [...cells.matchAll(/<c r="([A-Z]+)\d+"[^>]*>(?:<is><t[^>]*>(.*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g)].reduce<string[]>((row, [, col, text, value]) => {
      row[[...col].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1] = (text ?? value)
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      return row;
    }, []),
  );
}
