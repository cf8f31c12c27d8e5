import type { CobroIn } from '@claustro/domain/financieros/cobro.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { CobroContext } from './cobro.context.ts';

/** A payment at the register for services and a student's charges, in a transaction of its own (`cobrarCon`). */
export function cobro(shared: CobroContext) {
  const { cobrarCon, cargosAPagar } = shared;
  return ({ actor, input }: ServiceCall<CobroIn>) => cobrarCon(actor, input, (tx, quien, moneda) => cargosAPagar(tx, input, quien, moneda));
}
