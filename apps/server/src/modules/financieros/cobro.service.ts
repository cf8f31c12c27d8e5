import { cobroContext, type CobroDeps } from './cobro.context.ts';
import { lecturas } from './cobro.lecturas.ts';
import { cobro } from './cobro.cobrar.ts';
import { pagoABalance } from './cobro.pagar-balance.ts';
import { cobroEnLinea } from './cobro.en-linea.ts';
import { imprimir } from './cobro.imprimir.ts';
import { anulacion } from './cobro.anular.ts';
import { reasignacionNcf } from './cobro.reasignar-ncf.ts';

/**
 * Collection on the cashier's open register, and what happens to a receipt after: printed, printed
 * again as a copy, annulled with a reason, given another kind of fiscal number. Each use case is a
 * file of its own with its own transaction (`cobro.<use>.ts`); what they share — the payer, the NCF
 * taken, the receipt written and posted — is `cobro.context.ts`.
 */
export function cobroService(deps: CobroDeps) {
  const shared = cobroContext(deps);
  return {
    ...lecturas(shared),
    cobrar: cobro(shared),
    pagarBalance: pagoABalance(shared),
    enLinea: cobroEnLinea(shared),
    ...imprimir(shared),
    anular: anulacion(shared),
    reasignarNcf: reasignacionNcf(shared),
  };
}
export type CobroService = ReturnType<typeof cobroService>;
