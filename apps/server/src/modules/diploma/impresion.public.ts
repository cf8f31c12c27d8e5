import type { Institution } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import { diplomasPdf, type DiplomaPagina } from './diploma.pdf.ts';
import { presentacionDocumentos } from './presentacion.public.ts';

export type { DiplomaPagina };

/**
 * Diplomas printed as the institution's layout says (border, signatures, seal, code and QR): what
 * another module prints on the diploma's page — continuing education's certificates — looks like one.
 */
export async function imprimirDiplomas(db: Db, o: { filesDir: string; institution: Institution; url: string; lang: 'es' | 'en' }, paginas: DiplomaPagina[]) {
  const presentacion = await presentacionDocumentos(db, o.filesDir);
  return diplomasPdf(o.institution, paginas, { presentacion, url: o.url, lang: o.lang });
}
