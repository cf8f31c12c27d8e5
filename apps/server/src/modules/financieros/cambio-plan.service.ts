import type { CambioPlanIn, EleccionPlan } from '@claustro/domain/financieros/cambio-plan.contract';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { cambioPlanQueries } from './cambio-plan.queries.ts';
import { cuentaQueries } from './cuenta.queries.ts';

/** Changes of a student's payment plan from a term on: made, corrected (audited), listed. */
export function cambioPlanService(deps: { database: Database }) {
  const q = cambioPlanQueries();
  const cuentas = cuentaQueries();
  const db = deps.database.db;

  /** A student career's choice in self-service, as it stands. */
  async function eleccion(d: Db, estudianteCarreraId: number): Promise<EleccionPlan> {
    const c = await cuentas.carrera(d, estudianteCarreraId);
    if (!c) throw new DomainError('not_found');
    const p = await q.periodoInscripcion(d);
    const [planes, plan, elegido, cerrada] = await Promise.all([
      q.elegibles(d, estudianteCarreraId),
      cuentas.plan(d, { ...c, periodoAcademicoId: p?.periodoAcademicoId }),
      p ? q.delPeriodo(d, estudianteCarreraId, p.periodoAcademicoId) : undefined,
      p ? q.cobrado(d, estudianteCarreraId, p.periodoAcademicoId) : false,
    ]);
    return {
      estudianteCarreraId,
      carrera: c.carrera,
      periodoAcademicoId: p?.periodoAcademicoId ?? null,
      periodo: p?.periodo ?? null,
      actual: plan?.descripcion ?? null,
      elegido: elegido && planes.some((x) => x.planPagoId === elegido.planPagoId) ? elegido.planPagoId : null,
      cerrada,
      planes,
    };
  }

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
    /** The signed-in student's careers, each with its choice of plan. */
    misPlanes: async ({ actor }: ServiceCall<unknown>) => Promise.all((await cuentas.carrerasDeUsuario(db, actor.usuarioId)).map((id) => eleccion(db, id))),

    /**
     * A student chooses a plan offered in self-service for the term open to enrolment: written as a
     * change of plan from that term (a second choice corrects the first), until the term's charges are written.
     */
    async elegirPlan({ actor, input }: ServiceCall<{ estudianteCarreraId: number; planPagoId: number }>) {
      if (!(await cuentas.carrerasDeUsuario(db, actor.usuarioId)).includes(input.estudianteCarreraId)) throw new DomainError('forbidden');
      await db.transaction(async (tx) => {
        const e = await eleccion(tx, input.estudianteCarreraId);
        if (!e.periodoAcademicoId) throw new DomainError('sin_periodo_inscripcion');
        if (e.cerrada) throw new DomainError('plan_ya_cobrado', { periodo: e.periodo ?? '' });
        if (!e.planes.some((p) => p.planPagoId === input.planPagoId)) throw new DomainError('plan_no_aplica');
        const cambio = { ...input, periodoAcademicoId: e.periodoAcademicoId };
        const fila = { ...cambio, ...(await aplica(tx, cambio)), usuarioId: actor.usuarioId };
        const antes = await q.delPeriodo(tx, input.estudianteCarreraId, e.periodoAcademicoId);
        if (antes) await q.actualizar(tx, antes.id, fila);
        const id = antes?.id ?? (await q.insertar(tx, fila));
        await audit(tx, actor, {
          entidad: 'estudiante_cambio_plan_pago',
          entidadId: id,
          accion: antes ? 'actualizar' : 'crear',
          antes: antes ?? undefined,
          despues: { ...cambio, autoservicio: true },
        });
      });
      return eleccion(db, input.estudianteCarreraId);
    },
    porCodigo: async ({ input }: ServiceCall<{ codigo: string }>) => (await q.page(db, { matricula: input.codigo }, { page: 1, pageSize: 100 })).rows,
  };
}
export type CambioPlanService = ReturnType<typeof cambioPlanService>;
