import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { numeroNcf } from '@claustro/domain/financieros/cobro.rules';
import type { Db } from '../../platform/db/database.ts';
import { first, row } from '../../platform/db/rows.ts';

/** What the NCF ranges are checked against: the other ranges of the series, and the numbers already issued. */
export const ncfQueries = {
  /** Ranges of a series are written one at a time in the institution, so two at once cannot both take the same numbers. */
  lockSerie: (tx: Db, prefijo: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ncf:${prefijo}`}))`),

  /** Another range of the series (any campus, in force or not) sharing a number with this one. */
  solapado: (tx: Db, r: { prefijo: string; desde: number; hasta: number; id: number | null }) =>
    first(
      tx,
      row({ desde: z.number(), hasta: z.number(), sede: z.string() }),
      sql`select n.ncfisecuencia_desde as desde, n.ncfisecuencia_hasta as hasta, s.sede_descripcion as sede
            from ncf n join sede s on s.sede_id = n.sede_id
           where n.ncfireferencia = ${r.prefijo} and n.ncfisecuencia_desde <= ${r.hasta} and n.ncfisecuencia_hasta >= ${r.desde}
             and n.ncfid <> ${r.id ?? 0}
           order by n.ncfisecuencia_desde limit 1`,
    ),

  /** A number of the range already on a receipt that this range did not issue (written before ranges were kept). */
  emitido: (tx: Db, r: { prefijo: string; desde: number; hasta: number; id: number | null }) =>
    first(
      tx,
      row({ ncf: z.string() }),
      // The receipts' unique index on `ncf` orders the numbers of a series as text (they are zero-padded).
      sql`select ncf from documento_contable
           where ncf between ${numeroNcf(r.prefijo, r.desde)} and ${numeroNcf(r.prefijo, r.hasta)}
             and ncf_id is distinct from ${r.id}
           order by ncf limit 1`,
    ),
};
