import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedSql } from '../../platform/db/sql.ts';
import { all, first, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { cartaEmitida } from '@claustro/domain/calificaciones/carta.contract';

/* The SQL of letters: what an enrolment certificate states, the signatory, the letters issued. */

export function cartaQueries() {
  return {
    /** A student career's status (whether it counts as studying) and its registration in the term running `hoy`. */
    matricula: async (db: Db, estudianteCarreraId: number, hoy: string) =>
      await first(
        db,
        row({ estado: z.string(), cursa: z.boolean(), periodo: z.string().nullable(), creditosInscritos: z.number() }),
        sql`
          select st.es_es_descripcion as estado,
                 (st.es_es_indica_estatus_activo or st.es_es_indica_nuevo or st.es_es_indica_readmision) and ec.activa as cursa,
                 x.periodo, coalesce(x.creditos, 0)::int as "creditosInscritos"
            from estudiante_carrera ec join estado_estudiante st on st.estado_estudiante_id = ec.estado_estudiante_id
            left join lateral (
              select p.pe_ac_descripcion as periodo, sum(a.asig_creditos) as creditos
                from seleccion s join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id
                join asignatura a on a.asignatura_id = s.asignatura_id
               where s.estudiante_carrera_id = ec.estudiante_carrera_id and s.estado = 'inscrita'
                 and ${hoy}::date between p.pe_ac_fecha_inicio and p.pe_ac_fecha_fin
               group by p.periodo_academico_id, p.pe_ac_descripcion limit 1) x on true
           where ec.estudiante_carrera_id = ${estudianteCarreraId}`,
      ),

    firmante: async (db: Db, firmanteId: number) =>
      await first(
        db,
        row({ nombre: z.string(), cargo: z.string() }),
        sql`select firm_nombre as nombre, firm_cargo as cargo from firmante where firmante_id = ${firmanteId} and estatus`,
      ),

    async page(db: Db, value: string | undefined, page: { page: number; pageSize: number }) {
      const v = value?.trim();
      const rows = await all(
        db,
        row({ ...cartaEmitida.shape, total: z.number() }),
        sql`
          select d.codigo, d.contenido->>'clase' as clase, d.estudiante_carrera_id as "estudianteCarreraId", d.contenido->>'matricula' as matricula,
                 d.contenido->>'nombre' as nombre, d.contenido->>'carrera' as carrera, d.contenido->>'destinatario' as destinatario,
                 u.usua_nombre as "emitidoPor", d.emitido_en as "emitidoEn", count(*) over ()::int as total
            from documento_emitido d join usuario u on u.usuario_id = d.emitido_por
           where d.tipo = 'carta'
             ${v ? sql`and (${foldedSql(sql`(d.contenido->>'nombre')`)} like ${foldedContains(v)} or lower(d.contenido->>'matricula') like ${containsPattern(v.toLowerCase())} or d.codigo = ${v.toUpperCase()})` : sql``}
           order by d.emitido_en desc, d.id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },
  };
}
