import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { first, row } from '../../platform/db/rows.ts';
import { z } from 'zod';

/**
 * A classroom holds one activity at a time. The classroom's row is locked first, so two bookings of
 * the same room are checked one after the other and cannot both slip in.
 */
export const actividadAulaHooks: ResourceHooks = {
  async beforeWrite(tx: Db, values, id) {
    if (values.estatus === false) return;
    await tx.execute(sql`select 1 from aula where aula_id = ${values.aulaId as number} for update`);
    const clash = await first(
      tx,
      row({ descripcion: z.string(), desde: z.string(), hasta: z.string() }),
      sql`
      select ac_au_descripcion as descripcion, ac_au_hora_inicio as desde, ac_au_hora_fin as hasta from actividad_aula
       where aula_id = ${values.aulaId as number} and ac_au_fecha = ${values.acAuFecha as string} and estatus
         and actividad_aula_id <> ${id ?? 0}
         and ac_au_hora_inicio < ${values.acAuHoraFin as string} and ${values.acAuHoraInicio as string} < ac_au_hora_fin
       order by ac_au_hora_inicio limit 1`,
    );
    if (clash) {
      throw new DomainError(
        'classroom_taken',
        { desde: clash.desde, hasta: clash.hasta, actividad: clash.descripcion },
        {
          acAuHoraInicio: { problem: 'aula_ocupada_actividad', params: clash },
        },
      );
    }
  },
};
