import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { all, first, row } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of finance's look-ups. */

export function consultaQueries() {
  return {
    sedesConCaja: async (db: Db) =>
      await all(
        db,
        row({ sedeId: z.number(), sedeDescripcion: z.string(), cajas: z.number() }),
        sql`
          select s.sede_id as "sedeId", s.sede_descripcion as "sedeDescripcion", count(*)::int as cajas
            from caja c join sede s on s.sede_id = c.sede_id where c.estatus and s.estatus group by 1, 2 order by 2`,
      ),

    usuariosSede: async (db: Db, sedeId?: number) =>
      await all(
        db,
        row({ usuarioId: z.number(), usuaNombre: z.string(), nombre: z.string(), esCajero: z.boolean() }),
        sql`
          select u.usuario_id as "usuarioId", u.usua_nombre as "usuaNombre", p.pers_nombres || ' ' || p.pers_apellidos as nombre,
                 exists (select 1 from cajero c where c.usuario_id = u.usuario_id and c.estatus) as "esCajero"
            from usuario u join persona p on p.persona_id = u.persona_id
           where u.estatus and not exists (select 1 from estudiante e where e.persona_id = u.persona_id)
             ${sedeId ? sql`and exists (select 1 from usuario_sede us where us.usuario_id = u.usuario_id and us.sede_id = ${sedeId})` : sql``}
           order by nombre limit 500`,
      ),

    cajasSede: async (db: Db, sedeId?: number) =>
      await all(
        db,
        row({ cajaId: z.number(), cajaDescripcion: z.string(), sedeId: z.number(), cajeros: z.number() }),
        sql`
          select k.caja_id as "cajaId", k.caja_descripcion as "cajaDescripcion", k.sede_id as "sedeId",
                 (select count(*) from cajero c where c.caja_id = k.caja_id and c.estatus)::int as cajeros
            from caja k where k.estatus ${sedeId ? sql`and k.sede_id = ${sedeId}` : sql``} order by k.caja_descripcion`,
      ),

    cajeroEnSede: async (db: Db, usuarioId: number, sedeId: number) =>
      ((
        await db.execute(sql`
          select c.cajero_id as "cajeroId", c.caja_id as "cajaId", k.caja_descripcion as caja, c.es_supervisor as "esSupervisor", c.estatus
            from cajero c join caja k on k.caja_id = c.caja_id where c.usuario_id = ${usuarioId} and k.sede_id = ${sedeId}`)
      ).rows[0] ?? null) as { cajeroId: number; cajaId: number; caja: string; esSupervisor: boolean; estatus: boolean } | null,

    /** A service's price in the currency a payer pays in: a student's plan's, else the default. */
    precio: async (db: Db, servicioContableId: number, matricula: string | null) =>
      await first(
        db,
        row({ servicioContableId: z.number(), descripcion: z.string(), monedaPagoId: z.number(), moneda: z.string(), precio: z.string().nullable() }),
        sql`
          with moneda as (
            select coalesce(
              (select pp.moneda_pago_id from estudiante e join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id
                 join plan_pago pp on pp.sede_id = ec.sede_id and pp.carrera_id = ec.carrera_id and pp.estatus
                where ${matricula}::text is not null and lower(e.matricula) = lower(${matricula}) order by pp.pl_pa_default desc limit 1),
              (select moneda_pago_id from moneda_pago where mo_pa_default and estatus order by 1 limit 1)) as id
          )
          select s.servicio_contable_id as "servicioContableId", s.se_co_descripcion as descripcion, m.moneda_pago_id as "monedaPagoId",
                 m.mo_pa_codigo as moneda, d.se_co_de_monto::text as precio
            from servicio_contable s cross join moneda join moneda_pago m on m.moneda_pago_id = moneda.id
            left join servicio_contable_detalles d on d.owner_id = s.servicio_contable_id and d.moneda_pago_id = m.moneda_pago_id
           where s.servicio_contable_id = ${servicioContableId} and s.estatus`,
      ),

    /** The person type students are (`Estudiante`), to read a payer's type. */
    esTipoEstudiante: async (db: Db, tipoPersonaId: number) =>
      (await db.execute(sql`select 1 from tipo_persona where tipo_persona_id = ${tipoPersonaId} and ti_pe_descripcion = 'Estudiante'`)).rows.length > 0,
  };
}
