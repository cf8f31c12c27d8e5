import { cents } from '@claustro/domain/platform/money';
import { esElectronico } from '@claustro/domain/financieros/ecf.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { CobroContext } from './cobro.context.ts';

/** One use case of collection, in a transaction of its own (see `cobro.service.ts`). */
export function reasignacionNcf(shared: CobroContext) {
  const { q, cajas, db, deps, comprobante, darDeBajaNcf, completo } = shared;
  /** Gives a receipt a fiscal number of another type (a payer who asks for fiscal credit afterwards); the old one is written off. */
  async function reasignarNcf({ actor, input }: ServiceCall<{ documentoContableId: number; tipoNcfId: number; rnc: string | null; motivo: string }>) {
    let ecf: number | null = null;
    await db.transaction(async (tx) => {
      const d = await q.bloquear(tx, input.documentoContableId);
      if (!d) throw new DomainError('not_found');
      if (d.estado === 'anulado') throw new DomainError('recibo_anulado');
      if (d.tipoNcfId === input.tipoNcfId) throw new DomainError('ncf_mismo_tipo');
      // Its e-CF went to the DGII under that number: it is annulled by a credit note, never re-numbered.
      if (esElectronico(d.ncf)) throw new DomainError('recibo_electronico');
      const sede = (await cajas.one(tx, d.cajaAperturaId))!.sede;
      const nuevo = await comprobante(tx, input.tipoNcfId, d.sedeId, sede, input.rnc, cents(d.totalEnPesos));
      // A number replaced by one of another type: the DGII's "correction of the information".
      await darDeBajaNcf(tx, d, { documentoContableId: input.documentoContableId, motivo: input.motivo, tipoAnulacion: '04', usuarioId: actor.usuarioId });
      await q.renumerar(tx, input.documentoContableId, { tipoNcfId: input.tipoNcfId, ...nuevo });
      ecf = await deps.ecf.emitir(tx, input.documentoContableId);
      await audit(tx, actor, {
        entidad: 'documento_contable',
        entidadId: input.documentoContableId,
        accion: 'actualizar',
        antes: { ncf: d.ncf },
        despues: { ncf: nuevo.ncf.numero, rnc: nuevo.rnc, motivo: input.motivo },
      });
    });
    if (ecf) await deps.ecf.encolar([ecf]);
    return completo(db, input.documentoContableId);
  }
  return reasignarNcf;
}
