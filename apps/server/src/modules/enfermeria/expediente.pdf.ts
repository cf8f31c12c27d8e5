import { tipoPersonaLabels, type Expediente } from '@claustro/domain/enfermeria/expediente.contract';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import type { Institution } from '../../platform/config.ts';
import { momentoImpreso, pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';

const margin = 36;

/** A person's clinical record on the letterhead: who they are, then each visit (newest first) with what was felt, done and given. */
export function historialPdf(inst: Institution, visitas: Expediente[], lang: 'es' | 'en') {
  const { expediente: t } = documentTexts(lang);
  const p = visitas[0];
  return renderPdf({ size: 'LETTER', margin, info: { Title: `${t.documento} · ${p.expeNombrePersona}`, Author: inst.university } }, (doc) => {
    pdfHead(doc, inst, {
      documento: t.documento,
      titulo: p.expeNombrePersona,
      detalle: fill(t.detalle, { tipo: tipoPersonaLabels[p.tipoPersonaId][lang], identificacion: p.identificacion ?? '—', visitas: visitas.length }),
      margin,
    });
    doc.moveDown(0.4).font('Helvetica-Oblique').fontSize(8).fillColor('#8a1c1c').text(t.confidencial, margin).fillColor('#111111');
    doc.moveDown(0.6);
    const table = pdfTable(
      doc,
      [
        { titulo: t.fecha, ancho: 70 },
        { titulo: t.sintomas, ancho: 140 },
        { titulo: t.tratamiento, ancho: 125 },
        { titulo: t.medicamento, ancho: 95 },
        { titulo: t.cantidad, ancho: 30, derecha: true },
        { titulo: t.enfermera, ancho: 80 },
      ],
      { margin },
    );
    table.head();
    for (const v of visitas)
      table.row([
        momentoImpreso(inst, v.expeFechaCreacion, lang),
        v.expeSintomas,
        v.expeTratamiento ?? '',
        v.medicamento ?? '',
        v.medicamentoId ? String(v.expeCantidad_Suministrada) : '',
        v.enfermera,
      ]);
  });
}
