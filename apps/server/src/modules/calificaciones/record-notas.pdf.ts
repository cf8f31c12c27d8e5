import QRCode from 'qrcode';
import { indiceTexto as dos } from '@claustro/domain/calificaciones/indice.rules';
import type { HistorialAcademico } from '@claustro/domain/calificaciones/historial.contract';
import type { Institution } from '../../platform/config.ts';
import { pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import { cedulaImpresa } from '@claustro/domain/academicos/estudiante.rules';

const margin = 48;
/** Room kept at the foot of each page for its line (student and page number). */
const pie = 22;

/** What a transcript carries besides the record: how the student is identified, and who signs it (the official copy) or that it is the student's own. */
export interface RecordImpreso {
  codigo: string;
  url: string;
  emitido: string;
  identificacion: { tipo: string; valor: string } | null;
  /** The registry's copy is signed and sealed; the student's own is unofficial. */
  firmante: { nombre: string; cargo: string } | null;
  oficial: boolean;
}

/**
 * A transcript on letter paper: who (with their identification), then each period's grades as a
 * table — a grade that does not count in the index marked, a withdrawal said — with the period's
 * attempted and earned credits, quality points and indexes; the totals; the signature and seal block
 * (or, on the student's own copy, that it is unofficial); and the verification code with its QR. Every
 * page says whose it is and which of how many.
 */
export async function recordNotasPdf(inst: Institution, h: HistorialAcademico, doc: RecordImpreso, lang: 'es' | 'en'): Promise<Buffer> {
  const s = documentTexts(lang).recordNotas;
  const qr = await QRCode.toBuffer(`${doc.url}?codigo=${doc.codigo}`, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const opts = { size: 'LETTER', margins: { top: margin, left: margin, right: margin, bottom: margin + pie }, bufferPages: true } as const;
  return renderPdf({ ...opts, info: { Title: `${s.documento} · ${h.matricula}`, Subject: h.nombre, Author: inst.university } }, (pdf) => {
    const width = pdf.page.width - 2 * margin;
    pdfHead(pdf, inst, {
      documento: doc.oficial ? s.documento : `${s.documento} · ${s.noOficial}`,
      titulo: `${h.nombre} · ${h.matricula}`,
      detalle: [
        doc.identificacion && fill(s.identificacion, { tipo: doc.identificacion.tipo, valor: cedulaImpresa(doc.identificacion.valor) }),
        h.carrera,
        h.plan,
        h.sede,
      ]
        .filter(Boolean)
        .join(' · '),
      margin,
    });
    if (!doc.oficial)
      pdf
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor('#b42318')
        .text(s.noOficialNota, margin, pdf.y + 4, { width });
    pdf.fillColor('#111111').moveDown(0.8);
    const table = pdfTable(
      pdf,
      [
        { titulo: s.codigo, ancho: 62 },
        { titulo: s.asignatura, ancho: width - 62 - 4 * 56 },
        { titulo: s.creditos, ancho: 56, derecha: true },
        { titulo: s.nota, ancho: 56, derecha: true },
        { titulo: s.literal, ancho: 56 },
        { titulo: s.puntos, ancho: 56, derecha: true },
      ],
      { margin },
    );
    if (!h.periodos.length) pdf.font('Helvetica').fontSize(10).text(s.vacio, margin, pdf.y, { width });
    const algunaNoCuenta = h.periodos.some((p) => p.notas.some((n) => !n.califica));
    for (const p of h.periodos) {
      table.keep(60);
      pdf
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('#111111')
        .text(p.periodo, margin, pdf.y + 6, { width });
      pdf.moveDown(0.2);
      table.head();
      for (const n of p.notas)
        table.row([
          n.asignaturaCodigo,
          n.asignatura,
          String(n.creditos),
          n.retirada ? s.retirada : n.nota === null ? '—' : n.nota.toFixed(2),
          n.califica ? n.literal : `${n.literal}*`,
          n.califica ? (n.creditos * n.puntos).toFixed(2) : '—',
        ]);
      pdf
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor('#333333')
        .text(
          fill(s.periodo, { intentados: p.intentados, creditos: p.creditos, puntos: p.puntos.toFixed(2), indice: dos(p.indice), acumulado: dos(p.acumulado) }),
          margin,
          pdf.y + 3,
          { width, align: 'right' },
        );
    }
    table.keep(doc.oficial ? 210 : 150);
    pdf.moveDown(0.8);
    pdf
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor('#111111')
      .text(
        fill(s.total, { creditos: h.creditos, plan: h.creditosPlan, intentados: h.intentados, puntos: h.puntos.toFixed(2), indice: dos(h.indice) }),
        margin,
        pdf.y,
        {
          width,
        },
      );
    if (algunaNoCuenta)
      pdf
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#444444')
        .text(s.noCuenta, margin, pdf.y + 4, { width });
    if (doc.oficial && doc.firmante) {
      // The signature line on the left, the seal's place on the right.
      const y = pdf.y + 46;
      pdf
        .moveTo(margin, y)
        .lineTo(margin + 220, y)
        .strokeColor('#111111')
        .lineWidth(0.7)
        .stroke();
      pdf
        .font('Helvetica-Bold')
        .fontSize(9.5)
        .fillColor('#111111')
        .text(doc.firmante.nombre, margin, y + 4, { width: 220, align: 'center' });
      pdf.font('Helvetica').fontSize(9).text(doc.firmante.cargo, margin, pdf.y, { width: 220, align: 'center' });
      pdf
        .fontSize(8)
        .fillColor('#444444')
        .text(s.firma, margin, pdf.y + 1, { width: 220, align: 'center' });
      pdf
        .circle(margin + width - 50, y - 14, 40)
        .dash(3, { space: 3 })
        .strokeColor('#98a2b3')
        .stroke()
        .undash();
      pdf
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor('#b42318')
        .text(s.noValido, margin + width - 150, y + 32, { width: 150, align: 'right' });
      pdf.y = Math.max(pdf.y, y + 50);
    }
    const y = pdf.y + 14;
    pdf
      .moveTo(margin, y - 6)
      .lineTo(margin + width, y - 6)
      .strokeColor('#d0d5dd')
      .lineWidth(0.5)
      .stroke();
    pdf.image(qr, margin, y, { width: 84 });
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#111111')
      .text(fill(s.emitido, { fecha: doc.emitido }), margin + 96, y + 4, { width: width - 96 });
    pdf
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(fill(s.verifica, { codigo: doc.codigo, url: doc.url }), margin + 96, pdf.y + 4, { width: width - 96 });

    // Every page: whose it is and which of how many (and, unofficial, says so across it).
    const { start, count } = pdf.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      pdf.switchToPage(i);
      pdf.page.margins.bottom = 0;
      if (!doc.oficial) {
        pdf.save();
        pdf.rotate(-35, { origin: [pdf.page.width / 2, pdf.page.height / 2] });
        pdf
          .font('Helvetica-Bold')
          .fontSize(64)
          .fillColor('#b42318')
          .fillOpacity(0.08)
          .text(s.noOficial, 0, pdf.page.height / 2 - 32, { width: pdf.page.width, align: 'center', lineBreak: false });
        pdf.restore();
      }
      pdf
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#444444')
        .fillOpacity(1)
        .text(fill(s.pagina, { nombre: h.nombre, matricula: h.matricula, n: i - start + 1, m: count }), margin, pdf.page.height - margin - 6, {
          width,
          align: 'center',
          lineBreak: false,
        });
    }
  });
}
