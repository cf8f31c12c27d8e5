import PDFDocument from 'pdfkit';
import { documentTexts } from '@claustro/domain/messages/documents';
import type { FastifyReply } from 'fastify';
import type { Institution } from './config.ts';

/** Draws a PDF with pdfkit and answers its bytes once it is finished. */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return Promise.resolve(draw(doc)).then(() => {
    doc.end();
    return done;
  });
}

/** A moment as the institution's documents print it: its own time zone, day/month/year and the time. */
export const momentoImpreso = (inst: Institution, d: string | Date, lang: 'es' | 'en') =>
  new Intl.DateTimeFormat(documentTexts(lang).comun.locale, {
    timeZone: inst.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(d));

/** Answers a PDF to be shown in the browser (opened in a tab), under the name it is saved as. */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf);

/** A column of a PDF table: its header, its width in points, and whether its cells align right (numbers). */
export interface PdfColumn {
  titulo: string;
  ancho: number;
  derecha?: boolean;
}

/**
 * A table drawn row by row from the document's current position, 8 pt unless told, each row as tall as
 * its tallest cell and ruled under; a row that does not fit starts a new page, which says the columns again.
 */
export function pdfTable(doc: PDFKit.PDFDocument, columns: PdfColumn[], o: { margin: number; headShade?: string; fontSize?: number }) {
  const size = o.fontSize ?? 8;
  const width = columns.reduce((n, c) => n + c.ancho, 0);
  const head = columns.map((c) => c.titulo);
  const shade = o.headShade ?? '#eef2f7';
  const height = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    return Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i].ancho - 6 }))) + 5;
  };
  const draw = (cells: string[], bold: boolean, fill?: string) => {
    const h = height(cells, bold);
    const y = doc.y;
    if (fill) doc.rect(o.margin, y, width, h).fill(fill);
    let x = o.margin;
    doc
      .fillColor('#111111')
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size);
    cells.forEach((c, i) => {
      doc.text(c, x + 3, y + 3, { width: columns[i].ancho - 6, align: columns[i].derecha ? 'right' : 'left' });
      x += columns[i].ancho;
    });
    doc
      .moveTo(o.margin, y + h)
      .lineTo(o.margin + width, y + h)
      .strokeColor('#d0d5dd')
      .lineWidth(0.5)
      .stroke();
    doc.y = y + h;
  };
  // The page's own bottom margin: a document may keep room under it (a footer on every page).
  const fits = (h: number) => doc.y + h <= doc.page.height - doc.page.margins.bottom;
  const newPage = () => {
    doc.addPage();
    doc.y = o.margin;
  };
  return {
    /** How tall the rows would be (the header's included), to lay out what goes above them. */
    height: (rows: string[][]) => height(head, true) + rows.reduce((n, r) => n + height(r), 0),
    /** The header row, on a new page when fewer than `keep` points are left under it. */
    head(keep = 40) {
      if (!fits(height(head, true) + keep)) newPage();
      draw(head, true, shade);
    },
    row(cells: string[], o2: { bold?: boolean; fill?: string } = {}) {
      if (!fits(height(cells, o2.bold))) {
        newPage();
        draw(head, true, shade);
      }
      draw(cells, !!o2.bold, o2.fill);
    },
    /** Starts a new page when fewer than `h` points are left. */
    keep(h: number) {
      if (!fits(h)) newPage();
    },
  };
}

/**
 * A document's head: a band in the institution's colour with its name and what the document is, then
 * whose or of what it is (bold) and a line of detail; leaves the position under them.
 */
export function pdfHead(doc: PDFKit.PDFDocument, inst: Institution, h: { documento: string; titulo: string; detalle?: string; margin: number }) {
  const width = doc.page.width - 2 * h.margin;
  doc.rect(0, 0, doc.page.width, 52).fill(inst.colors.primary);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(14).text(inst.university, h.margin, 12, { width });
  doc.font('Helvetica').fontSize(10).text(h.documento, h.margin, 32, { width });
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(13).text(h.titulo, h.margin, 66, { width });
  if (h.detalle) doc.font('Helvetica').fontSize(9).fillColor('#444444').text(h.detalle, { width });
  doc.fillColor('#111111');
}

/**
 * Signature lines side by side from `y` (the first at the left margin, the last at the right), each
 * with its title under it and a blank for the date.
 */
export function pdfFirmas(doc: PDFKit.PDFDocument, titulos: string[], o: { margin: number; y: number; fecha: string; ancho?: number }) {
  const width = doc.page.width - 2 * o.margin;
  const ancho = o.ancho ?? 210;
  titulos.forEach((titulo, k) => {
    const x = titulos.length === 1 ? o.margin : o.margin + (k * (width - ancho)) / (titulos.length - 1);
    doc
      .moveTo(x, o.y)
      .lineTo(x + ancho, o.y)
      .strokeColor('#111111')
      .lineWidth(0.7)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#111111')
      .text(titulo, x, o.y + 4, { width: ancho, align: 'center' });
    doc
      .fontSize(8)
      .fillColor('#444444')
      .text(`${o.fecha}: ____________`, x, o.y + 18, { width: ancho, align: 'center' });
  });
}
