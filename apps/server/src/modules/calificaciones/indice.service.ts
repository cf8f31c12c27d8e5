import { sql } from 'drizzle-orm';
import type { IndiceEstudiante } from '@claustro/domain/calificaciones/indice.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { JobContext, JobRunner } from '../../platform/jobs.ts';
import { indiceQueries } from './indice.queries.ts';
import { all, first, idRow, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { indiceEstudiante } from '@claustro/domain/calificaciones/indice.contract';

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
      const [{ ultimoId, usuarioId }] = await all(
        db,
        row({ ultimoId: z.number(), usuarioId: z.number() }),
        sql`update calculo_indice set estado = 'en_curso' where id = ${id}
                             returning ultimo_id as "ultimoId", iniciado_por as "usuarioId"`,
      );
      const r = await q.rango();
      for (let desde = Math.max(ultimoId + 1, r.desde); desde <= r.hasta; desde += loteIndice) {
        const hasta = desde + loteIndice - 1;
        await db.transaction(async (tx) => {
          // The batch's sorts (by career and period) fit in memory instead of spilling to disk.
          await tx.execute(sql`set local work_mem = '64MB'`);
          const done = await q.recalcular(tx, desde, hasta, usuarioId);
          await tx.execute(sql`
            update calculo_indice set ultimo_id = ${hasta}, actualizados = actualizados + ${done.actualizados}, condiciones = condiciones + ${done.condiciones},
                   procesados = procesados + (select count(*) from estudiante_carrera where estudiante_carrera_id between ${desde} and ${hasta})
             where id = ${id}`);
        });
      }
      await db.execute(sql`update calculo_indice set estado = 'hecho', terminado_en = now(), procesados = greatest(procesados, total) where id = ${id}`);
    } catch (e) {
      if (ctx.final)
        await db.execute(
          sql`update calculo_indice set estado = 'fallido', terminado_en = now(), error = ${String((e as Error).message).slice(0, 500)} where id = ${id}`,
        );
      throw e;
    }
  }

  return {
    /** One student career now: its periods' indexes, its standing before and after, the honour its index would earn. */
    async estudiante({ actor, input }: ServiceCall<{ estudianteCarreraId: number }>): Promise<IndiceEstudiante> {
      return db.transaction(async (tx) => {
        const estudiante = async () =>
          await first(
            tx,
            row({ matricula: z.string(), nombre: z.string(), carrera: z.string(), condicion: z.string().nullable() }),
            sql`
              select e.matricula, p.pers_nombres || ' ' || p.pers_apellidos as nombre, c.carr_descripcion as carrera,
                     (select co_ac_descripcion from condicion_academica where condicion_academica_id = ec.condicion_academica_id) as condicion
                from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
                join carrera c on c.carrera_id = ec.carrera_id where ec.estudiante_carrera_id = ${input.estudianteCarreraId} for update of ec`,
          );
        const before = await estudiante();
        if (!before) throw new DomainError('not_found');
        const done = await q.recalcular(tx, input.estudianteCarreraId, input.estudianteCarreraId, actor.usuarioId);
        const after = (await estudiante())!;
        const periodos = await all(
          tx,
          indiceEstudiante.shape.periodos.element,
          sql`
            select i.periodo_academico_id as "periodoAcademicoId", pa.pe_ac_descripcion as periodo, i.creditos_cursados as "creditosCursados",
                   i.creditos_aprobados as "creditosAprobados", i.indice::float8 as indice, i.indice_acumulado::float8 as "indiceAcumulado"
              from indice_periodo i join periodo_academico pa on pa.periodo_academico_id = i.periodo_academico_id
             where i.estudiante_carrera_id = ${input.estudianteCarreraId} order by pa.pe_ac_fecha_inicio, i.periodo_academico_id`,
        );
        const acumulado = periodos.at(-1)?.indiceAcumulado ?? null;
        const [honor] = await all(
          tx,
          row({ d: z.string() }),
          sql`select ho_ac_descripcion as d from honor_academico
                                where estatus and ${acumulado}::numeric between ho_ac_rango_inicial and ho_ac_rango_final order by ho_ac_orden limit 1`,
        );
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
          honor: honor?.d ?? null,
          actualizados: done.actualizados,
        };
      });
    },

    /** Starts the institution's calculation (refused while one is under way); the job does the work. */
    async iniciar({ actor }: ServiceCall<unknown>) {
      const id = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('calculo_indice'))`);
        const running = await tx.execute(sql`select 1 from calculo_indice where estado in ('pendiente', 'en_curso')`);
        if (running.rows.length) throw new DomainError('calculo_en_curso');
        const [{ id }] = await all(
          tx,
          idRow,
          sql`insert into calculo_indice (total, iniciado_por) select count(*), ${actor.usuarioId} from estudiante_carrera returning id`,
        );
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
