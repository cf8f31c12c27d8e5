import type { ExtraCreditoIn } from '@claustro/domain/seleccion/extra-credito.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { PeriodosService } from '../academicos/periodos.service.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { extraCreditoQueries } from './extra-credito.queries.ts';
import { seleccionQueries } from './seleccion.queries.ts';

type Ref = { estudianteCarreraId: number; periodoAcademicoId: number };

/**
 * Extra credits (`/seleccion/extra-credito`): the registry lets a student career take more credits
 * in a period than its plan allows. The registration rules add them to the plan's limit. Changing
 * or withdrawing one never leaves the student's selection above the new limit.
 */
export function extraCreditoService(deps: { database: Database; periodos: PeriodosService }) {
  const q = extraCreditoQueries(deps.database);
  const seleccion = seleccionQueries(deps.database);

  /** Locks the career (as registration does) and checks its selection fits under the plan's limit plus `extra`. */
  async function fits(tx: Db, ref: Ref, extra: number) {
    if (!(await seleccion.lockCareer(tx, ref.estudianteCarreraId)).rows.length) throw new DomainError('not_found');
    const ctx = await seleccion.context(tx, ref.estudianteCarreraId, ref.periodoAcademicoId);
    const held = ctx.seleccionadas.reduce((n, s) => n + s.creditos, 0);
    if (held > ctx.maximo + extra) throw new DomainError('creditos_bajo_seleccion', { creditos: held });
  }

  return {
    page: ({ input }: ServiceCall<{ periodoAcademicoId: number; value?: string; page: number; pageSize: number }>) => q.page(input, input),
    async save({ actor, input }: ServiceCall<Ref & ExtraCreditoIn>) {
      await deps.periodos.notEnded(input.periodoAcademicoId, 'periodoAcademicoId');
      return deps.database.db.transaction(async (tx) => {
        await fits(tx, input, input.creditos);
        const before = await q.one(tx, input.estudianteCarreraId, input.periodoAcademicoId);
        await q.save(tx, { ...input, usuarioId: actor.usuarioId });
        const after = (await q.one(tx, input.estudianteCarreraId, input.periodoAcademicoId))!;
        await audit(tx, actor, {
          entidad: 'seleccionExtraCredito',
          entidadId: `${input.estudianteCarreraId}:${input.periodoAcademicoId}`,
          accion: before ? 'actualizar' : 'crear',
          antes: before ? { creditos: before.creditos, motivo: before.motivo } : undefined,
          despues: { creditos: after.creditos, motivo: after.motivo },
        });
        return after;
      });
    },
    remove: ({ actor, input }: ServiceCall<Ref>) =>
      deps.database.db.transaction(async (tx) => {
        await fits(tx, input, 0);
        const before = await q.one(tx, input.estudianteCarreraId, input.periodoAcademicoId);
        if (!before || !(await q.remove(tx, input.estudianteCarreraId, input.periodoAcademicoId))) throw new DomainError('not_found');
        await audit(tx, actor, {
          entidad: 'seleccionExtraCredito',
          entidadId: `${input.estudianteCarreraId}:${input.periodoAcademicoId}`,
          accion: 'revocar',
          antes: { creditos: before.creditos, motivo: before.motivo },
        });
        return null;
      }),
  };
}
export type ExtraCreditoService = ReturnType<typeof extraCreditoService>;
