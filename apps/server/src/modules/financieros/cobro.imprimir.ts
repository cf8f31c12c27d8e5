import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { reciboPdf } from './recibo.pdf.ts';
import type { CobroContext } from './cobro.context.ts';

/** One use case of collection, in a transaction of its own (see `cobro.service.ts`). */
export function imprimir(shared: CobroContext) {
  const { q, db, deps, completo } = shared;
  /** The receipt as a PDF; a reprint is marked as a copy, counted and audited. */
  async function pdf({ actor, input }: ServiceCall<{ documentoContableId: number; formato: 'carta' | 'pos'; copia?: boolean }>) {
    if (input.copia)
      await db.transaction(async (tx) => {
        if (!(await q.one(tx, input.documentoContableId))) throw new DomainError('not_found');
        await q.reimpreso(tx, input.documentoContableId);
        await audit(tx, actor, {
          entidad: 'documento_contable',
          entidadId: input.documentoContableId,
          accion: 'reimprimir',
          despues: { formato: input.formato },
        });
      });
    const r = await completo(db, input.documentoContableId);
    return { numero: r.numero, pdf: await reciboPdf(deps.institution, r, { formato: input.formato, copia: !!input.copia, lang: actor.lang }) };
  }
  return {
    pdf,
    /** A student's own receipt; someone else's is not found (and says nothing of whether it exists). */
    async miPdf({ actor, input }: ServiceCall<{ documentoContableId: number; formato: 'carta' | 'pos' }>) {
      if (!(await q.esDelUsuario(db, input.documentoContableId, actor.usuarioId))) throw new DomainError('not_found');
      return pdf({ actor, input });
    },
  };
}
