import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { codigoNormalizado } from '@claustro/domain/documentos/codigo.rules';
import { pasoServicio, servicioFila, type ServicioIn } from '@claustro/domain/servicios-especiales/servicio-especial.contract';
import type { Db } from '../../platform/db/database.ts';
import { all, first, only, row } from '../../platform/db/rows.ts';
import { foldedContains, foldedSql } from '../../platform/db/sql.ts';

/* The SQL of special-services requests and their course. */

const filaCols = sql`solicitud_servicio_id as "solicitudServicioId", codigo, tipo, nombre, organizacion, email, telefono, descripcion,
                     fecha_deseada::text as "fechaDeseada", estado, creada_en as "creadaEn", actualizada_en as "actualizadaEn"`;

export const servicioQueries = {
  insertar: (tx: Db, codigo: string, s: ServicioIn) =>
    only(
      tx,
      row({ id: z.number() }),
      sql`insert into solicitud_servicio (codigo, tipo, nombre, organizacion, email, telefono, descripcion, fecha_deseada)
          values (${codigo}, ${s.tipo}, ${s.nombre}, ${s.organizacion}, ${s.email}, ${s.telefono}, ${s.descripcion}, ${s.fechaDeseada})
          returning solicitud_servicio_id as id`,
    ),
  paso: (tx: Db, id: number, p: { estado: string; nota: string | null; usuarioId: number | null }) =>
    tx.execute(
      sql`insert into solicitud_servicio_paso (solicitud_servicio_id, estado, nota, usuario_id) values (${id}, ${p.estado}, ${p.nota}, ${p.usuarioId})`,
    ),
  cambiar: (tx: Db, id: number, estado: string) =>
    tx.execute(sql`update solicitud_servicio set estado = ${estado}, actualizada_en = now() where solicitud_servicio_id = ${id}`),
  fila: (db: Db, id: number, bloquear = false) =>
    first(db, servicioFila, sql`select ${filaCols} from solicitud_servicio where solicitud_servicio_id = ${id} ${bloquear ? sql`for update` : sql``}`),
  /** A request by its code and its requester's e-mail (both must match). */
  porCodigo: (db: Db, codigo: string, email: string) =>
    first(db, servicioFila, sql`select ${filaCols} from solicitud_servicio where codigo = ${codigo} and lower(email) = ${email.toLowerCase()}`),
  historial: (db: Db, id: number) =>
    all(
      db,
      pasoServicio,
      sql`select p.estado, p.nota, p.en, u.usua_nombre as usuario from solicitud_servicio_paso p left join usuario u on u.usuario_id = p.usuario_id
           where p.solicitud_servicio_id = ${id} order by p.id`,
    ),
  async list(db: Db, f: { value?: string; estado?: string; tipo?: string; page: number; pageSize: number }) {
    const v = f.value?.trim();
    const found = await all(
      db,
      row({ ...servicioFila.shape, total__: z.number() }),
      sql`select ${filaCols}, count(*) over ()::int as total__ from solicitud_servicio
           where true ${f.estado ? sql`and estado = ${f.estado}` : sql``} ${f.tipo ? sql`and tipo = ${f.tipo}` : sql``}
             ${v ? sql`and (${foldedSql(sql`nombre || ' ' || coalesce(organizacion, '')`)} like ${foldedContains(v)} or lower(email) = ${v.toLowerCase()} or codigo = ${codigoNormalizado(v) ?? ''})` : sql``}
           order by creada_en desc, solicitud_servicio_id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    );
    return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
  },
};
