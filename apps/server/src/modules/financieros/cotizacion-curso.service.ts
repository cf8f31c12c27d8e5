import { cotizarCurso } from '@claustro/domain/educacion-continuada/cotizacion-curso.rules';
import type { CotizacionCurso } from '@claustro/domain/financieros/cotizacion.contract';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { cotizacionCursoPdf } from './cotizacion-curso.pdf.ts';
import { cotizacionCursoQueries as q } from './cotizacion-curso.queries.ts';

type Pedido = { cursoPlantillaId: number; participantes: number; descuento: number; empresaId?: number; inicio: string | null };

const masDias = (iso: string, dias: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/** A company's quote for a closed group of a course (`cotizarCurso`), and the same as a PDF. */
export function cotizacionCursoService(deps: { database: Database; clock: Clock; institution: Institution }) {
  const db = deps.database.db;
  async function cotizar(input: Pedido): Promise<CotizacionCurso> {
    const [p, e] = await Promise.all([q.plantilla(db, input.cursoPlantillaId), input.empresaId ? q.empresa(db, input.empresaId) : Promise.resolve(null)]);
    if (!p || (input.empresaId && !e)) throw new DomainError('not_found');
    const hoy = deps.clock.today();
    const descuento = input.descuento.toFixed(2);
    const c = cotizarCurso(
      { costo: p.costo, montoInscripcion: p.montoInscripcion, cuotas: p.cuotas, inicio: input.inicio ?? masDias(hoy, 30) },
      { participantes: input.participantes, descuento, hoy },
    );
    return {
      curso: p.curso,
      horas: p.horas,
      modalidad: p.modalidad,
      contenidos: p.contenidos,
      moneda: p.moneda,
      empresa: e?.nombre ?? null,
      rnc: e?.rnc ?? null,
      participantes: input.participantes,
      descuentoPorcentaje: descuento,
      ...c,
      fecha: hoy,
      validaHasta: masDias(hoy, 30),
    };
  }
  return {
    cotizar: ({ input }: ServiceCall<Pedido>) => cotizar(input),
    pdf: async ({ actor, input }: ServiceCall<Pedido, Actor>) => cotizacionCursoPdf(deps.institution, await cotizar(input), actor.lang),
  };
}
export type CotizacionCursoService = ReturnType<typeof cotizacionCursoService>;
