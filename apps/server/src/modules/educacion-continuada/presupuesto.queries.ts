import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ejecucionPresupuesto, lineaEjecucion } from '@claustro/domain/educacion-continuada/presupuesto.contract';
import type { Db } from '../../platform/db/database.ts';
import { all, first, row } from '../../platform/db/rows.ts';

/* The SQL of course budgets: their approval, their steps, and their lines against what was spent. */

export const presupuestoQueries = {
  /** A budget as stored: whether its status is approved, and its planned lines. */
  guardado: (db: Db, presupuestoId: number) =>
    first(
      db,
      row({
        aprobado: z.boolean(),
        cursoId: z.number(),
        participantes: z.number(),
        lineas: z.array(z.object({ cuentaPresupuestariaId: z.number(), prLiCantidad: z.string(), prLiMontoUnitario: z.string() })),
      }),
      sql`select e.est_pre_aprobado as aprobado, p.curso_id as "cursoId", p.pr_participantes as participantes,
                 coalesce((select json_agg(json_build_object('cuentaPresupuestariaId', l.cuenta_presupuestaria_id, 'prLiCantidad', l.pr_li_cantidad::text,
                                                            'prLiMontoUnitario', l.pr_li_monto_unitario::text) order by l.id)
                             from ec_presupuesto_lineas l where l.owner_id = p.presupuesto_id), '[]'::json) as lineas
            from ec_presupuesto p join ec_estado_presupuesto e on e.estado_presupuesto_id = p.estado_presupuesto_id
           where p.presupuesto_id = ${presupuestoId}`,
    ),

  /** Records the budget's status as a step when it is not the last one recorded (the first write records its first). */
  paso: (tx: Db, presupuestoId: number, usuarioId: number | null) =>
    tx.execute(sql`
      insert into ec_presupuesto_paso (presupuesto_id, estado_presupuesto_id, usuario_id)
      select p.presupuesto_id, p.estado_presupuesto_id, ${usuarioId} from ec_presupuesto p
       where p.presupuesto_id = ${presupuestoId}
         and p.estado_presupuesto_id is distinct from (select x.estado_presupuesto_id from ec_presupuesto_paso x
                                                        where x.presupuesto_id = p.presupuesto_id order by x.id desc limit 1)`),

  cabecera: (db: Db, presupuestoId: number) =>
    first(
      db,
      ejecucionPresupuesto
        .pick({
          presupuestoId: true,
          descripcion: true,
          curso: true,
          empresa: true,
          estado: true,
          aprobado: true,
          participantes: true,
          inscritos: true,
          moneda: true,
        })
        .extend({
          cursoId: z.number(),
        }),
      sql`select p.presupuesto_id as "presupuestoId", p.pr_descripcion as descripcion, c.cur_titulo as curso, c.curso_id as "cursoId", em.emp_nombre as empresa,
                 e.est_pre_nombre as estado, e.est_pre_aprobado as aprobado, p.pr_participantes as participantes, m.mo_pa_codigo as moneda,
                 (select count(*)::int from ec_solicitud_inscripcion s join ec_estado_solicitud es on es.estado_solicitud_admision_id = s.estado_solicitud_id
                   where s.curso_id = c.curso_id and es.est_sol_ocupa_cupo) as inscritos
            from ec_presupuesto p join ec_curso c on c.curso_id = p.curso_id
            join ec_estado_presupuesto e on e.estado_presupuesto_id = p.estado_presupuesto_id
            join moneda_pago m on m.moneda_pago_id = c.cur_moneda_id
            left join ec_empresa em on em.empresa_id = p.empresa_id
           where p.presupuesto_id = ${presupuestoId}`,
    ),

  lineas: (db: Db, presupuestoId: number) =>
    all(
      db,
      lineaEjecucion,
      sql`select cp.cu_pr_codigo as codigo, cp.cu_pr_nombre as cuenta, cp.cu_pr_ingreso as ingreso, l.pr_li_descripcion as detalle,
                 round(l.pr_li_cantidad * l.pr_li_monto_unitario, 2)::text as presupuestado,
                 case when cp.cu_pr_ingreso then null else coalesce(l.pr_li_ejecutado, 0)::text end as ejecutado
            from ec_presupuesto_lineas l join ec_cuenta_presupuestaria cp on cp.cuenta_presupuestaria_id = l.cuenta_presupuestaria_id
           where l.owner_id = ${presupuestoId} order by cp.cu_pr_ingreso desc, cp.cu_pr_codigo, l.id`,
    ),

  pasos: (db: Db, presupuestoId: number) =>
    all(
      db,
      ejecucionPresupuesto.shape.pasos.element,
      sql`select e.est_pre_nombre as estado, u.usua_nombre as usuario, x.en
            from ec_presupuesto_paso x join ec_estado_presupuesto e on e.estado_presupuesto_id = x.estado_presupuesto_id
            left join usuario u on u.usuario_id = x.usuario_id
           where x.presupuesto_id = ${presupuestoId} order by x.id`,
    ),
};
