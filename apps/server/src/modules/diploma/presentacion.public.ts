import type { ConfiguracionDiploma } from '@claustro/domain/diploma/diploma.contract';
import type { Institution } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import { readStoredFile } from '../../platform/files.ts';
import { diplomaQueries as q } from './diploma.queries.ts';

/**
 * What titles and diplomas share (`/diploma/firmas` and `/diploma/configuracion`): the signatories
 * in print order with their signature images, the seal, the place and the border's colour — so a
 * title and a diploma of the same day carry the same signatures and the same seal.
 */
export interface Presentacion {
  firmantes: { nombre: string; cargo: string; imagen: Buffer | null }[];
  config: ConfiguracionDiploma;
  sello: Buffer | null;
}

export async function presentacionDocumentos(db: Db, filesDir: string): Promise<Presentacion> {
  const [firmas, config] = await Promise.all([q.firmas(db), q.configuracion(db)]);
  const firmantes = await Promise.all(
    firmas.map(async (f) => ({ nombre: f.nombre, cargo: f.cargo, imagen: f.firmaUrl ? await readStoredFile(filesDir, f.firmaUrl) : null })),
  );
  const sello = config.conSello && config.selloUrl ? await readStoredFile(filesDir, config.selloUrl) : null;
  return { firmantes, config, sello };
}

/** The border's colour: the configuration's, else the institution's own. */
const colorBorde = (p: Presentacion, inst: Institution) => p.config.colorBorde ?? inst.colors.primary;

/** The page's double border: a thick line in the configuration's colour, a thin one inside it in the institution's second colour. */
export function dibujarMarco(pdf: PDFKit.PDFDocument, p: Presentacion, inst: Institution) {
  const W = pdf.page.width;
  const H = pdf.page.height;
  pdf
    .rect(24, 24, W - 48, H - 48)
    .lineWidth(4)
    .strokeColor(colorBorde(p, inst))
    .stroke();
  pdf
    .rect(34, 34, W - 68, H - 68)
    .lineWidth(0.8)
    .strokeColor(inst.colors.secondary)
    .stroke();
}

/**
 * Draws the signatories side by side over their lines, each signature image (if any) standing on its
 * line, from `x` across `width` with the lines at `y`; at most four.
 */
export function dibujarFirmas(pdf: PDFKit.PDFDocument, p: Presentacion, box: { x: number; y: number; width: number }) {
  const firmas = p.firmantes.slice(0, 4);
  const slot = box.width / Math.max(firmas.length, 1);
  firmas.forEach((f, k) => {
    const x = box.x + k * slot + 20;
    const w = slot - 40;
    if (f.imagen) pdf.image(f.imagen, x, box.y - 46, { fit: [w, 44], align: 'center', valign: 'bottom' });
    pdf
      .moveTo(x, box.y)
      .lineTo(x + w, box.y)
      .lineWidth(0.6)
      .strokeColor('#333333')
      .stroke();
    pdf
      .fillColor('#111111')
      .font('Times-Bold')
      .fontSize(11)
      .text(f.nombre, x, box.y + 5, { width: w, align: 'center' });
    pdf.font('Times-Roman').fontSize(10).text(f.cargo, x, pdf.y, { width: w, align: 'center' });
  });
}

/** Where the seal sits on titles and diplomas: at the foot, on the left, the foot's lines beside it. */
export const selloAlPie = (margin: number, H: number) => ({ cx: margin + 38, cy: H - 82, r: 32 });
/** How far the foot's lines start from the margin, past the seal. */
export const piePorSello = 88;

/**
 * Draws the seal centred at (cx, cy): the uploaded image, or — without one — two rings in the
 * border's colour with the seal's text (else the institution's short name) in the middle.
 */
export function dibujarSello(pdf: PDFKit.PDFDocument, p: Presentacion, inst: Institution, at: { cx: number; cy: number; r: number }) {
  if (!p.config.conSello) return;
  if (p.sello) {
    pdf.image(p.sello, at.cx - at.r, at.cy - at.r, { fit: [2 * at.r, 2 * at.r], align: 'center', valign: 'center' });
    return;
  }
  const color = colorBorde(p, inst);
  pdf.save().lineWidth(2).strokeColor(color).circle(at.cx, at.cy, at.r).stroke();
  pdf
    .lineWidth(0.8)
    .circle(at.cx, at.cy, at.r - 6)
    .stroke()
    .restore();
  const texto = p.config.textoSello ?? inst.shortName ?? inst.code;
  pdf
    .fillColor(color)
    .font('Times-Bold')
    .fontSize(texto.length > 12 ? 8 : 11)
    .text(texto.toUpperCase(), at.cx - at.r + 8, at.cy - 6, { width: 2 * at.r - 16, align: 'center' });
}
