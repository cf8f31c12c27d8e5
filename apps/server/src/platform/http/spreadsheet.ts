import { strToU8, zipSync } from 'fflate';
import type { Cell } from '@claustro/domain/platform/sheet';
import { pareceFormula } from '@claustro/domain/platform/formula';

/*
 * A spreadsheet file (Office Open XML, .xlsx) with one sheet: a bold header row that stays in view,
 * a filter on it, columns sized to their contents. Excel, LibreOffice and Google Sheets open it.
 * Written by hand (the format is a zip of a few XML parts) rather than with a spreadsheet library.
 */

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumnOut {
  header: string;
  /** ISO dates (`yyyy-mm-dd`) in this column become dates. */
  date?: boolean;
}

/** Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks). */
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (s: string) => s.replace(forbidden, '').replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A date as the spreadsheet counts it: days since 1899-12-30 (null when not an ISO date). */
export function dateSerial(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  return Math.round((Date.UTC(+m[1], +m[2] - 1, +m[3]) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

const styleHeader = 1;
const styleDate = 2;
/** Text that a spreadsheet program would run as a formula: kept as it is, marked as text (`quotePrefix`, what a typed leading apostrophe does). */
const styleText = 3;

function cellXml(ref: string, value: Cell, date: boolean, style = 0): string {
  if (value === null || value === undefined || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${s}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = String(value);
  const serial = date ? dateSerial(text) : null;
  if (serial !== null) return `<c r="${ref}" s="${styleDate}"><v>${serial}</v></c>`;
  const shown = style || !pareceFormula(text) ? s : ` s="${styleText}"`;
  return `<c r="${ref}"${shown} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

/** The sheet's name as the format allows it: 31 characters at most, none of `[]:*?/\`. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Hoja1';

/** The .xlsx file of one table: its columns and rows of cells. */
export function xlsx(title: string, columns: SheetColumnOut[], rows: Cell[][]): Uint8Array {
  const widths = columns.map((c, i) => Math.min(60, Math.max(8, c.header.length, ...rows.slice(0, 500).map((r) => (c.date ? 10 : String(r[i] ?? '').length)))));
  const last = `${columnLetters(Math.max(columns.length - 1, 0))}${rows.length + 1}`;
  const header = `<row r="1">${columns.map((c, i) => cellXml(`${columnLetters(i)}1`, c.header, false, styleHeader)).join('')}</row>`;
  const body = rows
    .map((r, ri) => `<row r="${ri + 2}">${columns.map((c, ci) => cellXml(`${columnLetters(ci)}${ri + 2}`, r[ci], !!c.date)).join('')}</row>`)
    .join('');
  const sheet =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w + 2}" customWidth="1"/>`).join('')}</cols>` +
    `<sheetData>${header}${body}</sheetData>` +
    (columns.length ? `<autoFilter ref="A1:${last}"/>` : '') +
    `</worksheet>`;
  const files: Record<string, string> = {
    '[Content_Types].xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
      `</Types>`,
    '_rels/.rels':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
      `</Relationships>`,
    'xl/workbook.xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
      `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
      `<sheets><sheet name="${escapeXml(sheetName(title))}" sheetId="1" r:id="rId1"/></sheets>` +
      (columns.length
        ? `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${escapeXml(sheetName(title)).replace(/'/g, "''")}'!$A$1:$${columnLetters(columns.length - 1)}$${rows.length + 1}</definedName></definedNames>`
        : '') +
      `</workbook>`,
    'xl/_rels/workbook.xml.rels':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
      `</Relationships>`,
    'xl/styles.xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
      `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
      `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
      `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
      `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
      `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
      // 0 plain, 1 header (bold), 2 date (the reader's short date format), 3 text that looks like a formula
      `<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
      `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
      `<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
      `<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/></cellXfs>` +
      `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
      `</styleSheet>`,
    'xl/worksheets/sheet1.xml': sheet,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, xml]) => [name, strToU8(xml)])), { level: 6 });
}

/** A file name for a download: the title without characters file systems refuse, with its extension. */
export const downloadName = (title: string, ext: string) => `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'export'}.${ext}`;
