import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { codigoNormalizado } from '@claustro/domain/documentos/codigo.rules';
import { destinosDonacion, donacionFila, donacionHecha, estadosDonacion, type FiltroDonaciones } from '@claustro/domain/donaciones/donacion.contract';
import type { Db } from '../../platform/db/database.ts';
import { all, first, only, row } from '../../platform/db/rows.ts';
import { enDias, foldedContains, foldedSql } from '../../platform/db/sql.ts';

/* The SQL of donations: the gift written, found by its code or key, settled, and the report. */

const hechaCols = sql`codigo, modalidad, estado, monto::text as monto, moneda, destino, nombre, creada_en as "creadaEn"`;
const filaCols = sql`donacion_id as "donacionId", codigo, creada_en as "creadaEn", nombre, email, telefono, documento, anonimo, destino, modalidad, estado,
                     moneda, monto::text as monto, referencia, mensaje, nota`;
const hecha = row({ ...donacionHecha.omit({ checkout: true }).shape, donacionId: z.number() });

export function donacionQueries(zona: string) {
  const filtro = (f: FiltroDonaciones) => sql`${enDias(sql`creada_en`, { desde: f.desde, hasta: f.hasta, zona })}
      ${f.estado ? sql`and estado = ${f.estado}` : sql``} ${f.destino ? sql`and destino = ${f.destino}` : sql``}
      ${f.modalidad ? sql`and modalidad = ${f.modalidad}` : sql``}
      ${f.value ? sql`and (${foldedSql(sql`nombre`)} like ${foldedContains(f.value)} or lower(email) = ${f.value.toLowerCase()} or codigo = ${codigoNormalizado(f.value) ?? ''})` : sql``}`;
  return {
    /** The currencies a gift may be made in: the active ones, the default first. */
    monedas: (db: Db) =>
      all(
        db,
        row({ monedaPagoId: z.number(), codigo: z.string() }),
        sql`select moneda_pago_id as "monedaPagoId", mo_pa_codigo as codigo from moneda_pago where estatus order by mo_pa_default desc, mo_pa_codigo`,
      ),
    /** Serialises gifts of one key (a double click) until the first is written. */
    lockClave: (tx: Db, clave: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('donacion:' || ${clave}))`),
    porClave: (tx: Db, clave: string) => first(tx, hecha, sql`select donacion_id as "donacionId", ${hechaCols} from donacion where clave = ${clave}`),
    porCodigo: (db: Db, codigo: string) => first(db, hecha, sql`select donacion_id as "donacionId", ${hechaCols} from donacion where codigo = ${codigo}`),
    porId: (db: Db, id: number) => first(db, hecha, sql`select donacion_id as "donacionId", ${hechaCols} from donacion where donacion_id = ${id}`),
    insertar: (
      tx: Db,
      d: {
        codigo: string;
        clave: string;
        nombre: string;
        email: string;
        telefono: string | null;
        documento: string | null;
        monedaPagoId: number;
        moneda: string;
        monto: string;
        destino: string;
        mensaje: string | null;
        anonimo: boolean;
        modalidad: string;
      },
    ) =>
      only(
        tx,
        row({ id: z.number() }),
        sql`insert into donacion (codigo, clave, nombre, email, telefono, documento, moneda_pago_id, moneda, monto, destino, mensaje, anonimo, modalidad)
            values (${d.codigo}, ${d.clave}, ${d.nombre}, ${d.email}, ${d.telefono}, ${d.documento}, ${d.monedaPagoId}, ${d.moneda}, ${d.monto}, ${d.destino},
                    ${d.mensaje}, ${d.anonimo}, ${d.modalidad})
            returning donacion_id as id`,
      ),
    bloquear: (tx: Db, id: number) =>
      first(
        tx,
        row({
          codigo: z.string(),
          estado: z.enum(estadosDonacion),
          modalidad: z.string(),
          monto: z.string(),
          moneda: z.string(),
          email: z.string(),
          nombre: z.string(),
          destino: z.enum(destinosDonacion),
        }),
        sql`select codigo, estado, modalidad, monto::text as monto, moneda, email, nombre, destino from donacion where donacion_id = ${id} for update`,
      ),
    resolver: (tx: Db, id: number, r: { estado: string; referencia: string | null; nota: string | null; usuarioId: number | null }) =>
      tx.execute(sql`update donacion set estado = ${r.estado}, referencia = coalesce(${r.referencia}, referencia), nota = ${r.nota},
                            resuelta_en = now(), resuelta_por = ${r.usuarioId} where donacion_id = ${id}`),
    fila: (db: Db, id: number) => only(db, donacionFila, sql`select ${filaCols} from donacion where donacion_id = ${id}`),

    async list(db: Db, f: FiltroDonaciones & { page: number; pageSize: number }) {
      const found = await all(
        db,
        row({ ...donacionFila.shape, total__: z.number() }),
        sql`select ${filaCols}, count(*) over ()::int as total__ from donacion where ${filtro(f)}
             order by creada_en desc, donacion_id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
      );
      return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
    },
    /** The report's totals: per currency and state (in the states' order). */
    porEstado: (db: Db, f: FiltroDonaciones) =>
      all(
        db,
        row({ moneda: z.string(), estado: z.enum(estadosDonacion), cantidad: z.number(), total: z.string() }),
        sql`select moneda, estado, count(*)::int as cantidad, sum(monto)::text as total from donacion where ${filtro(f)}
             group by moneda, estado order by moneda, array_position(${`{${estadosDonacion.join(',')}}`}::text[], estado)`,
      ),
    /** What was received per currency and purpose (in the purposes' order). */
    porDestino: (db: Db, f: FiltroDonaciones) =>
      all(
        db,
        row({ moneda: z.string(), destino: z.enum(destinosDonacion), cantidad: z.number(), total: z.string() }),
        sql`select moneda, destino, count(*)::int as cantidad, sum(monto)::text as total from donacion where ${filtro(f)} and estado = 'recibida'
             group by moneda, destino order by moneda, array_position(${`{${destinosDonacion.join(',')}}`}::text[], destino)`,
      ),
  };
}
