import { saldoDe } from '@claustro/domain/financieros/cuenta.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { cuentaQueries } from './cuenta.queries.ts';
import { patrocinioQueries } from './patrocinio.queries.ts';

/** `/financieros/balance-patrocinadores`: what sponsors owe for the students they sponsor, and each one's account. */
export function patrocinioService(deps: { database: Database; clock: Clock }) {
  const q = patrocinioQueries();
  const cuentas = cuentaQueries();
  const db = deps.database.db;
  return {
    balances: ({ input }: ServiceCall<{ value?: string; soloVencidos?: 'true' | 'false'; page: number; pageSize: number }>) =>
      q.balances(db, { value: input.value, soloVencidos: input.soloVencidos === 'true', hoy: deps.clock.today() }, input),

    async cuenta({ input }: ServiceCall<{ empresaId: number }>) {
      const empresa = await q.empresa(db, input.empresaId);
      if (!empresa) throw new DomainError('not_found');
      const [cargos, pagos] = await Promise.all([q.cargos(db, input.empresaId, deps.clock.today()), cuentas.pagos(db, { empresaId: input.empresaId })]);
      return { ...empresa, cargos, pagos, ...saldoDe(cargos) };
    },
  };
}
export type PatrocinioService = ReturnType<typeof patrocinioService>;
