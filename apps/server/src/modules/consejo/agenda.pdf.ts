import { motivoPuntoLabels, resultadoPuntoLabels, type Sesion } from '@claustro/domain/consejo/agenda.contract';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import { fechaDma } from '@claustro/domain/platform/i18n';
import type { Institution } from '../../platform/config.ts';
import { pdfFirmas, pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';

const margin = 40;

/** A council session's minutes: when, where and what kind; who was present; each point with its decision; the president's and the secretary's signatures. */
export function actaPdf(inst: Institution, s: Sesion, presentes: { nombre: string; cargo: string }[], lang: 'es' | 'en') {
  const { actaConsejo: t } = documentTexts(lang);
  return renderPdf({ size: 'LETTER', margin, info: { Title: `${t.documento} ${fechaDma(s.fecha)}`, Author: inst.university } }, (doc) => {
    const width = doc.page.width - 2 * margin;
    pdfHead(doc, inst, {
      documento: t.documento,
      titulo: fill(t.titulo[s.tipo], { fecha: fechaDma(s.fecha) }),
      detalle: fill(t.detalle, { hora: s.hora, lugar: s.lugar, estado: s.cerrada ? t.cerrada : t.borrador }),
      margin,
    });
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).text(t.presentes, margin, undefined, { width });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(presentes.map((p) => `${p.nombre} (${p.cargo})`).join('; ') || '—', { width });
    doc.moveDown(0.8);
    const table = pdfTable(
      doc,
      [
        { titulo: '#', ancho: 20 },
        { titulo: t.asunto, ancho: 190 },
        { titulo: t.motivo, ancho: 70 },
        { titulo: t.decision, ancho: 170 },
        { titulo: t.resultado, ancho: 82 },
      ],
      { margin },
    );
    table.head();
    for (const p of s.puntos)
      table.row([
        String(p.orden),
        p.estudiante ? `${p.asunto}\n${p.matricula} · ${p.estudiante}` : p.asunto,
        motivoPuntoLabels[p.motivo][lang],
        p.decision ?? '',
        resultadoPuntoLabels[p.resultado][lang],
      ]);
    // The signatures under the last point, on a page of their own if they do not fit.
    if (doc.y + 110 > doc.page.height - margin) doc.addPage();
    pdfFirmas(doc, [t.presidente, t.secretario], { margin, y: doc.y + 60, fecha: t.fecha });
  });
}
