import { rangoVencido } from '@claustro/domain/financieros/ncf.rules';
import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { ncfQueries as q } from './ncf.queries.ts';

/**
 * An NCF range the DGII would accept (its prefix is its type's series: the declaration's `matches`):
 * in force, it has not expired; its numbers are no other range's, on any campus (they belong to the
 * institution's RNC), and none of them is on a receipt already.
 */
export const ncfHooks: ResourceHooks = {
  async beforeWrite(tx, v, id, { today }) {
    if (rangoVencido({ vence: String(v.ncfifechaVencimiento), activo: v.estatus !== false }, today)) {
      throw new DomainError('validation', {}, { ncfifechaVencimiento: { problem: 'rango_vencido' } });
    }
    const r = { prefijo: String(v.ncfireferencia), desde: Number(v.ncfisecuenciaDesde), hasta: Number(v.ncfisecuenciaHasta), id };
    await q.lockSerie(tx, r.prefijo);
    const otro = await q.solapado(tx, r);
    if (otro) {
      const params = { ...r, otroDesde: otro.desde, otroHasta: otro.hasta, sede: otro.sede };
      throw new DomainError('rango_ncf_solapado', params, { ncfisecuenciaDesde: { code: 'rango_ncf_solapado', params } });
    }
    const emitido = await q.emitido(tx, r);
    if (emitido) throw new DomainError('ncf_ya_emitido', emitido, { ncfisecuenciaDesde: { code: 'ncf_ya_emitido', params: emitido } });
  },
};
