import type { PagoBalanceIn } from '@claustro/domain/financieros/cobro.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import type { CobroContext } from './cobro.context.ts';

/**
 * A payment towards a student's or a continuing-education participant's balance, spread over what
 * they owe (locked first), the oldest due first; a transaction of its own.
 */
export function pagoABalance(shared: CobroContext) {
  const { cobrarCon, abonoABalance, deps } = shared;
  return ({ actor, input }: ServiceCall<PagoBalanceIn>) =>
    cobrarCon(actor, { ...input, servicios: [], cargos: [] }, async (tx, quien, moneda) => {
      if (quien.tipo === 'estudiante' && quien.estudianteId)
        return abonoABalance(tx, await deps.cuentas.pendientes(tx, quien.estudianteId), input.monto, moneda);
      if (quien.tipo === 'participante' && quien.identificacion)
        return abonoABalance(tx, await deps.cuentas.pendientesDeParticipante(tx, quien.identificacion), input.monto, moneda);
      throw new DomainError('pagador_no_encontrado');
    });
}
