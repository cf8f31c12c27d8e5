import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { intArray } from '../../platform/db/sql.ts';
import { all, first, idRow, row } from '../../platform/db/rows.ts';

/* The SQL of continuing education's certificates. */

/** What a certificate states, as its participation stands now. */
const impresoRow = row({
  solicitudInscripcionId: z.number(),
  codigo: z.string().nullable(),
  nombre: z.string(),
  curso: z.string(),
  horas: z.number(),
  titulo: z.string().nullable(),
  inicio: z.string(),
  fin: z.string(),
  sede: z.string(),
  emitido: z.string().nullable(),
});
export type CertificadoImpreso = z.output<typeof impresoRow>;

const impresoSql = sql`
  select s.solicitud_inscripcion_id as "solicitudInscripcionId", de.codigo, s.so_in_nombres || ' ' || s.so_in_apellidos as nombre, c.cur_titulo as curso,
         coalesce(c.cur_cantidad_horas, 0) as horas, t.ti_ot_nombre as titulo, c.cur_fecha_inicio::text as inicio, c.cur_fecha_final::text as fin,
         se.sede_descripcion as sede, de.contenido->>'fecha' as emitido
    from ec_solicitud_inscripcion s join ec_curso c on c.curso_id = s.curso_id join sede se on se.sede_id = c.sede_id
    left join ec_titulos_otorgados t on t.titulos_otorgados_id = c.cur_titulo_otorgado_id
    left join ec_certificado x on x.solicitud_inscripcion_id = s.solicitud_inscripcion_id and not x.anulado
    left join documento_emitido de on de.id = x.documento_emitido_id`;

export const certificadoQueries = {
  /** These requests locked (two issuings of one wait for each other). */
  bloquear: (tx: Db, ids: number[]) =>
    tx.execute(sql`select 1 from ec_solicitud_inscripcion where solicitud_inscripcion_id = any(${intArray(ids)}) for update`),
  impresos: (db: Db, ids: number[]) =>
    all(db, impresoRow, sql`${impresoSql} where s.solicitud_inscripcion_id = any(${intArray(ids)}) order by s.so_in_apellidos, s.so_in_nombres`),
  /** A standing certificate by its code, as its participation stands now (none: annulled). */
  porCodigo: (db: Db, codigo: string) => first(db, impresoRow, sql`${impresoSql} where de.codigo = ${codigo}`),
  insertar: (tx: Db, solicitudInscripcionId: number, documentoEmitidoId: number) =>
    tx.execute(sql`insert into ec_certificado (solicitud_inscripcion_id, documento_emitido_id) values (${solicitudInscripcionId}, ${documentoEmitidoId})`),
  anular: async (tx: Db, solicitudInscripcionId: number, motivo: string, usuarioId: number) =>
    (
      await all(
        tx,
        idRow,
        sql`update ec_certificado set anulado = true, motivo_anulacion = ${motivo}, anulado_por = ${usuarioId}, anulado_en = now()
             where solicitud_inscripcion_id = ${solicitudInscripcionId} and not anulado returning id`,
      )
    ).length > 0,
};
