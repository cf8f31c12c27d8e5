import type { ExtraCreditoIn } from '@claustro/domain/seleccion/extra-credito.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { extraCreditoQueries } from './extra-credito.queries.ts';

type Ref = { estudianteCarreraId: number; periodoAcademicoId: number };

/**
 * Extra credits (`/seleccion/extra-credito`): the registry lets a student career take more credits
 * in a period than its plan allows. The registration rules add them to the plan's limit. Changing
 * or withdrawing one never leaves the student's selection above the new limit.
 */
export function extraCreditoService(deps: { database: Database; clock: Clock }) {
  const q = extraCreditoQueries(deps.database);

  async function openPeriod(periodoAcademicoId: number) {
    const period = await q.period(periodoAcademicoId, deps.clock.today());
    if (!period) throw new DomainError('validation', {}, { periodoAcademicoId: { es: 'No existe ese período.', en: 'There is no such period.' } });
    if (period.terminado) throw new DomainError('periodo_terminado', { periodo: period.nombre });
  }
  /** Locks the career and checks its selection fits under the plan's limit plus `extra`. */
  async function fits(tx: Db, ref: Ref, extra: number) {
    const standing = await q.standing(tx, ref.estudianteCarreraId, ref.periodoAcademicoId);
    if (!standing) throw new DomainError('not_found');
    if (standing.seleccion > standing.plan + extra) throw new DomainError('creditos_bajo_seleccion', { creditos: standing.seleccion });
  }

  return {
    page: ({ input }: ServiceCall<{ periodoAcademicoId: number; value?: string; page: number; pageSize: number }>) => q.page(input, input),
    async save({ actor, input }: ServiceCall<Ref & ExtraCreditoIn>) {
      await openPeriod(input.periodoAcademicoId);
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
