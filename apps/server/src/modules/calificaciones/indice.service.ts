import type { IndiceEstudiante } from '@claustro/domain/calificaciones/indice.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { JobContext, JobRunner } from '../../platform/jobs.ts';
import { indiceQueries } from './indice.queries.ts';

/** Student careers per batch of the institution's calculation: each batch its own transaction, its progress then visible. */
export const loteIndice = 5000;

/**
 * The academic index: for one student career at once, or for the whole institution as a background
 * job that walks the careers in batches (resuming after the last batch done if its process dies),
 * one calculation at a time.
 */
export function indiceService(deps: { database: Database; jobs: JobRunner }) {
  const q = indiceQueries(deps.database);
  const db = deps.database.db;

  async function run({ id }: { id: number }, ctx: JobContext) {
    try {
      const k = await q.calculo(db, id);
      if (!k || k.estado === 'hecho') return;
      const { ultimoId, usuarioId } = await q.comenzar(db, id);
      const r = await q.rango();
      for (let desde = Math.max(ultimoId + 1, r.desde); desde <= r.hasta; desde += loteIndice) {
        const hasta = desde + loteIndice - 1;
        await q.lote(db, id, desde, hasta, (tx) => q.recalcular(tx, desde, hasta, usuarioId));
      }
      await q.terminar(db, id);
    } catch (e) {
      if (ctx.final) await q.fallar(db, id, String((e as Error).message));
      throw e;
    }
  }

  return {
    /** One student career now: its periods' indexes, its standing before and after, the honour its index would earn. */
    async estudiante({ actor, input }: ServiceCall<{ estudianteCarreraId: number }>): Promise<IndiceEstudiante> {
      return db.transaction(async (tx) => {
        const estudiante = () => q.estudiante(tx, input.estudianteCarreraId);
        const before = await estudiante();
        if (!before) throw new DomainError('not_found');
        const done = await q.recalcular(tx, input.estudianteCarreraId, input.estudianteCarreraId, actor.usuarioId);
        const after = (await estudiante())!;
        const periodos = await q.periodos(tx, input.estudianteCarreraId);
        const acumulado = periodos.at(-1)?.indiceAcumulado ?? null;
        const honor = await q.honor(tx, acumulado);
        if (done.actualizados || done.condiciones)
          await audit(tx, actor, { entidad: 'indice_periodo', entidadId: input.estudianteCarreraId, accion: 'actualizar', despues: { ...done, acumulado } });
        return {
          estudianteCarreraId: input.estudianteCarreraId,
          matricula: after.matricula,
          nombre: after.nombre,
          carrera: after.carrera,
          periodos,
          condicionAntes: before.condicion,
          condicion: after.condicion,
          honor,
          actualizados: done.actualizados,
        };
      });
    },

    /** Starts the institution's calculation (refused while one is under way); the job does the work. */
    async iniciar({ actor }: ServiceCall<unknown>) {
      const id = await db.transaction(async (tx) => {
        const id = await q.iniciar(tx, actor.usuarioId);
        if (id === null) throw new DomainError('calculo_en_curso');
        await audit(tx, actor, { entidad: 'calculo_indice', entidadId: id, accion: 'crear' });
        return id;
      });
      await deps.jobs.enqueue('calculo_indice', { id }, { claveUnica: `calculo_indice:${id}`, maxIntentos: 3 });
      return (await q.calculo(db, id))!;
    },

    calculos: () => q.calculos(),

    handlers: { calculo_indice: run },
  };
}
export type IndiceService = ReturnType<typeof indiceService>;
