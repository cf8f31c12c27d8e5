import PDFDocument from 'pdfkit';
import type { FastifyReply } from 'fastify';

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

/** Answers a PDF to be shown in the browser (opened in a tab), under the name it is saved as. */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
