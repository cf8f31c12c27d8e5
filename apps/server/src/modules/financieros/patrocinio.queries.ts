import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedSql } from '../../platform/db/sql.ts';
import { cargoColumns, cargoFrom, sumasDeSaldo } from './cuenta.queries.ts';
import { all, first, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { cuentaPatrocinador, patrocinadorFila } from '@claustro/domain/financieros/patrocinio.contract';

/* The SQL of sponsors' balances: their charges (`cargo_estudiante` of `tipo` 'patrocinio') and what paid them. */

export function patrocinioQueries() {
  return {
    async balances(db: Db, f: { value?: string; soloVencidos?: boolean; hoy: string }, page: { page: number; pageSize: number }) {
      const v = f.value?.trim();
      const rows = await all(
        db,
        row({ ...patrocinadorFila.shape, filas: z.number() }),
        sql`
          with saldo as (
            select c.empresa_id, c.moneda_pago_id, count(distinct dp.estudiante_carrera_id)::int as estudiantes, ${sumasDeSaldo(f.hoy)}
              from cargo_estudiante c join estudiante_descuento_pago dp on dp.estudiante_descuento_pago_id = c.estudiante_descuento_pago_id
             where c.empresa_id is not null and c.estado = 'vigente' group by 1, 2
          )
          select x.empresa_id as "empresaId", r.rnc_id as rnc, r.nombre, m.mo_pa_codigo as moneda, x.estudiantes,
                 x.cargado::text as cargado, x.pagado::text as pagado, x.balance::text as balance, x.vencido::text as vencido, count(*) over ()::int as filas
            from saldo x join dgii_rnc r on r.id = x.empresa_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
           where true ${f.soloVencidos ? sql`and x.vencido > 0` : sql``}
             ${v ? sql`and (r.rnc_id like ${containsPattern(v.replace(/-/g, ''))} or ${foldedSql(sql`r.nombre`)} like ${foldedContains(v)})` : sql``}
           order by x.vencido desc, x.balance desc, r.nombre
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ filas: _f, ...r }) => r), total: rows[0]?.filas ?? 0 };
    },

    empresa: async (db: Db, empresaId: number) =>
      await first(
        db,
        cuentaPatrocinador.pick({ empresaId: true, rnc: true, nombre: true }),
        sql`select id as "empresaId", rnc_id as rnc, nombre from dgii_rnc where id = ${empresaId}`,
      ),

    /** A sponsor's charges with the student each sponsors, oldest due first. */
    cargos: async (db: Db, empresaId: number, hoy: string) =>
      await all(
        db,
        cuentaPatrocinador.shape.cargos.element,
        sql`
          select ${cargoColumns(hoy)}, e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as estudiante ${cargoFrom}
            join estudiante_descuento_pago dp on dp.estudiante_descuento_pago_id = c.estudiante_descuento_pago_id
            join estudiante_carrera ec on ec.estudiante_carrera_id = dp.estudiante_carrera_id
            join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
           where c.empresa_id = ${empresaId} and c.estado = 'vigente'
           order by c.fecha_vence, c.periodo_academico_id, e.matricula, c.cargo_estudiante_id`,
      ),
  };
}
