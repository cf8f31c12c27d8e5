import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';

/* The SQL a timetable copy needs beyond the sections': the periods it copies between. */
export function copiaQueries(database: Database) {
  return {
    /** A period's name and dates, and whether it has ended by the institution's today; null when there is no such period. */
    period: async (periodoAcademicoId: number, today: string) =>
      ((
        await database.db.execute(sql`
          select pe_ac_descripcion as nombre, pe_ac_fecha_inicio::text as inicio, pe_ac_fecha_fin::text as fin,
                 coalesce(pe_ac_fecha_fin < ${today}::date, false) as terminado
            from periodo_academico where periodo_academico_id = ${periodoAcademicoId}`)
      ).rows[0] as { nombre: string; inicio: string | null; fin: string | null; terminado: boolean } | undefined) ?? null,
  };
}
