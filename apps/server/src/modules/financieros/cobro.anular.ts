import { anularCerradaScreen } from '@claustro/domain/financieros/cobro.contract';
import { esElectronico } from '@claustro/domain/financieros/ecf.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { contabilizarAnulacion } from './contabilidad.service.ts';
import type { CobroContext } from './cobro.context.ts';

/** One use case of collection, in a transaction of its own (see `cobro.service.ts`). */
export function anulacion(shared: CobroContext) {
  const { q, cajas, db, deps, darDeBajaNcf, completo } = shared;
  /**
   * Annuls a receipt with its reason. On an open register its cashier (or a supervisor) may; once
   * the register is closed, only a supervisor who holds the closed-register screen. Its entry is
   * reversed; a printed NCF is written off (never issued again), an electronic one is annulled by the
   * credit note (E34) that cites it.
   */
  async function anular({ actor, input }: ServiceCall<{ documentoContableId: number; motivo: string; tipoAnulacion: string }>) {
    let nota: number | null = null;
    await db.transaction(async (tx) => {
      const d = await q.bloquear(tx, input.documentoContableId);
      if (!d) throw new DomainError('not_found');
      if (d.estado === 'anulado') throw new DomainError('recibo_anulado');
      const cajero = await cajas.cajeroDe(tx, actor.usuarioId);
      if (d.cerrada) {
        if (!cajero?.esSupervisor || !(await deps.access.holds(actor.usuarioId, [anularCerradaScreen]))) throw new DomainError('caja_cerrada');
      } else {
        const a = await cajas.bloquear(tx, d.cajaAperturaId, 'share');
        if (a?.cerrada) throw new DomainError('caja_cerrada');
        if (cajero?.cajeroId !== d.cajeroId && !cajero?.esSupervisor) throw new DomainError('caja_ajena');
      }
      await q.anular(tx, input.documentoContableId, input.motivo, actor.usuarioId);
      await contabilizarAnulacion(tx, input.documentoContableId, actor.usuarioId);
      // An electronic receipt is annulled by a credit note that cites it; a printed one's number is written off (608).
      if (esElectronico(d.ncf)) nota = await deps.ecf.notaCredito(tx, input.documentoContableId, input.motivo);
      else
        await darDeBajaNcf(tx, d, {
          documentoContableId: input.documentoContableId,
          motivo: input.motivo,
          tipoAnulacion: input.tipoAnulacion,
          usuarioId: actor.usuarioId,
        });
      await audit(tx, actor, {
        entidad: 'documento_contable',
        entidadId: input.documentoContableId,
        accion: 'anular',
        antes: { estado: 'emitido' },
        despues: { estado: 'anulado', motivo: input.motivo, cajaCerrada: d.cerrada },
      });
    });
    if (nota) await deps.ecf.encolar([nota]);
    return completo(db, input.documentoContableId);
  }
  return anular;
}
