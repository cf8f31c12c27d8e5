import type { CambioPlanIn } from '@claustro/domain/financieros/cambio-plan.contract';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { cambioPlanQueries } from './cambio-plan.queries.ts';

/** Changes of a student's payment plan from a term on: made, corrected (audited), listed. */
export function cambioPlanService(deps: { database: Database }) {
  const q = cambioPlanQueries();
  const db = deps.database.db;

  /** What the change is about, when the plan may be that career's on its campus. */
  async function aplica(tx: Db, input: CambioPlanIn) {
    const a = await q.aplica(tx, input);
    if (!a) throw new DomainError('plan_no_aplica');
    return a;
  }
  async function guardar(actor: Actor, input: CambioPlanIn, id?: number) {
    const hecho = await db.transaction(async (tx) => {
      const a = await aplica(tx, input);
      const fila = { ...input, ...a, usuarioId: actor.usuarioId };
      if (id) {
        const antes = await q.one(tx, id);
        if (!antes) throw new DomainError('not_found');
        await q.actualizar(tx, id, fila);
        await audit(tx, actor, { entidad: 'estudiante_cambio_plan_pago', entidadId: id, accion: 'actualizar', antes, despues: input });
        return id;
      }
      const nuevo = await q.insertar(tx, fila);
      await audit(tx, actor, { entidad: 'estudiante_cambio_plan_pago', entidadId: nuevo, accion: 'crear', despues: input });
      return nuevo;
    });
    return (await q.one(db, hecho))!;
  }

  return {
    page: ({ input }: ServiceCall<{ value?: string; page: number; pageSize: number }>) => q.page(db, input, input),
    create: ({ actor, input }: ServiceCall<CambioPlanIn>) => guardar(actor, input),
    update: ({ actor, input }: ServiceCall<CambioPlanIn & { id: number }>) => guardar(actor, input, input.id),
    porCodigo: async ({ input }: ServiceCall<{ codigo: string }>) => (await q.page(db, { matricula: input.codigo }, { page: 1, pageSize: 100 })).rows,
  };
}
export type CambioPlanService = ReturnType<typeof cambioPlanService>;
