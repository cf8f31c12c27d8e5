import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { avalFila, pasoAval, type AvalIn } from '@claustro/domain/educacion-continuada/aval.contract';
import type { Db } from '../../platform/db/database.ts';
import { all, first, only, row } from '../../platform/db/rows.ts';
import { foldedContains, foldedSql } from '../../platform/db/sql.ts';

/* The SQL of academic-endorsement requests and their steps. */

const filaCols = sql`solicitud_aval_id as "solicitudAvalId", numero, organizacion, rnc, contacto, email, telefono, titulo, descripcion, horas,
                     fecha_inicio::text as "fechaInicio", fecha_fin::text as "fechaFin", participantes, estado, creada_en as "creadaEn", actualizada_en as "actualizadaEn"`;

export const avalQueries = {
  insertar: (tx: Db, a: AvalIn, usuarioId: number) =>
    only(
      tx,
      row({ id: z.number() }),
      sql`insert into ec_solicitud_aval (organizacion, rnc, contacto, email, telefono, titulo, descripcion, horas, fecha_inicio, fecha_fin, participantes, registrada_por)
          values (${a.organizacion}, ${a.rnc}, ${a.contacto}, ${a.email}, ${a.telefono}, ${a.titulo}, ${a.descripcion}, ${a.horas}, ${a.fechaInicio}, ${a.fechaFin},
                  ${a.participantes}, ${usuarioId})
          returning solicitud_aval_id as id`,
    ),
  paso: (tx: Db, id: number, p: { estado: string; nota: string | null; usuarioId: number }) =>
    tx.execute(sql`insert into ec_solicitud_aval_paso (solicitud_aval_id, estado, nota, usuario_id) values (${id}, ${p.estado}, ${p.nota}, ${p.usuarioId})`),
  /** The next endorsement of a year (the table locked for the count, so two approvals never share a number). */
  async siguiente(tx: Db, anio: number) {
    await tx.execute(sql`lock table ec_solicitud_aval in share row exclusive mode`);
    return (await only(tx, row({ n: z.number() }), sql`select count(*)::int + 1 as n from ec_solicitud_aval where numero like ${`AVAL-${anio}-%`}`)).n;
  },
  guardar: (tx: Db, id: number, estado: string, numero: string | null) =>
    tx.execute(
      sql`update ec_solicitud_aval set estado = ${estado}, numero = coalesce(${numero}, numero), actualizada_en = now() where solicitud_aval_id = ${id}`,
    ),
  fila: (db: Db, id: number, bloquear = false) =>
    first(db, avalFila, sql`select ${filaCols} from ec_solicitud_aval where solicitud_aval_id = ${id} ${bloquear ? sql`for update` : sql``}`),
  historial: (db: Db, id: number) =>
    all(
      db,
      pasoAval,
      sql`select p.estado, p.nota, u.usua_nombre as usuario, p.en from ec_solicitud_aval_paso p join usuario u on u.usuario_id = p.usuario_id
           where p.solicitud_aval_id = ${id} order by p.id`,
    ),
  async list(db: Db, f: { value?: string; estado?: string; page: number; pageSize: number }) {
    const v = f.value?.trim();
    const found = await all(
      db,
      row({ ...avalFila.shape, total__: z.number() }),
      sql`select ${filaCols}, count(*) over ()::int as total__ from ec_solicitud_aval
           where true ${f.estado ? sql`and estado = ${f.estado}` : sql``}
             ${v ? sql`and (${foldedSql(sql`organizacion || ' ' || titulo || ' ' || contacto`)} like ${foldedContains(v)} or rnc = ${v.replace(/-/g, '')} or upper(numero) = ${v.toUpperCase()})` : sql``}
           order by creada_en desc, solicitud_aval_id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    );
    return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
  },
};
