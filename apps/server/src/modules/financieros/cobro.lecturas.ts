import type { TipoPagador } from '@claustro/domain/financieros/cobro.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { CobroContext } from './cobro.context.ts';

/** What collection reads: a payer with their pending charges, the services to collect, a receipt, the receipts. No transaction. */
export function lecturas(shared: CobroContext) {
  const { q, db, deps, pagador, completo } = shared;
  return {
    buscarPagador: ({ input }: ServiceCall<{ tipo: TipoPagador; codigo: string }>) =>
      pagador(db, input.tipo, input.tipo === 'externo' ? null : input.codigo, input.codigo, { cargos: true }),
    buscarPagadores: ({ input }: ServiceCall<{ value: string }>) => q.buscarPagadores(db, input.value),
    servicios: ({ input }: ServiceCall<{ monedaPagoId: number; value?: string; page: number; pageSize: number }>) => q.servicios(db, input, input),
    datosRecibo: ({ input }: ServiceCall<{ documentoContableId: number }>) => completo(db, input.documentoContableId),
    page: ({
      input,
    }: ServiceCall<{
      value?: string;
      estado?: string;
      sinNcf?: 'true' | 'false';
      desde?: string;
      hasta?: string;
      cajaAperturaId?: number;
      page: number;
      pageSize: number;
    }>) => q.page(db, { ...input, sinNcf: input.sinNcf === 'true', zona: deps.institution.timeZone }, input),
    /** A student's own receipts: from the register and from online payments alike. */
    misRecibos: ({ actor, input }: ServiceCall<{ page: number; pageSize: number }>) =>
      q.page(db, { usuarioId: actor.usuarioId, zona: deps.institution.timeZone }, input),
  };
}
