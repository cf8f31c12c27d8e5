import type { CobroIn } from '@claustro/domain/financieros/cobro.contract';
import type { Caller } from '../../platform/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { CobroContext } from './cobro.context.ts';

/**
 * An online payment's receipt, in the caller's transaction (the order's), on the online register
 * whose cashier is `usuarioId`: its services and the charges it names, or `aBalance` spread over what
 * the career owes.
 */
export function cobroEnLinea(shared: CobroContext) {
  const { emitir, abonoABalance, cargosAPagar, deps } = shared;
  return (tx: Db, quien: { caller: Caller; usuarioId: number }, input: CobroIn, aBalance: { estudianteCarreraId: number; monto: string } | null) =>
    emitir(tx, quien, input, async (t, pagador, moneda) =>
      aBalance
        ? abonoABalance(t, await deps.cuentas.pendientesDeCarrera(t, aBalance.estudianteCarreraId), aBalance.monto, moneda)
        : cargosAPagar(t, input, pagador, moneda),
    );
}
