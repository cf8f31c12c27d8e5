import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { solicitudCursoFila } from '@claustro/domain/educacion-continuada/solicitud-curso.contract';
import type { Db } from '../../platform/db/database.ts';
import { all, first, only, row } from '../../platform/db/rows.ts';
import { foldedContains, foldedSql } from '../../platform/db/sql.ts';

/* The SQL of companies' course requests. */

const filaCols = sql`
  r.solicitud_curso_id as "solicitudCursoId", r.empresa_id as "empresaId", e.emp_nombre as empresa, e.emp_rnc as rnc,
  r.curso_plantilla_id as "cursoPlantillaId", p.cu_pl_titulo as plantilla, r.participantes, r.fecha_deseada::text as "fechaDeseada",
  r.contacto, r.email, r.telefono, r.notas, r.descuento::text as descuento, r.estado, r.motivo, r.curso_id as "cursoId", c.cur_titulo as curso,
  u.usua_nombre as usuario, r.creada_en as "creadaEn", r.actualizada_en as "actualizadaEn"`;
const desde = sql`
  from ec_solicitud_curso r join ec_empresa e on e.empresa_id = r.empresa_id join ec_curso_plantilla p on p.curso_plantilla_id = r.curso_plantilla_id
  join usuario u on u.usuario_id = r.usuario_id left join ec_curso c on c.curso_id = r.curso_id`;

export const solicitudCursoQueries = {
  insertar: (
    tx: Db,
    r: {
      empresaId: number;
      cursoPlantillaId: number;
      participantes: number;
      fechaDeseada: string | null;
      contacto: string;
      email: string;
      telefono: string | null;
      notas: string | null;
    },
    usuarioId: number,
  ) =>
    only(
      tx,
      row({ id: z.number() }),
      sql`insert into ec_solicitud_curso (empresa_id, curso_plantilla_id, participantes, fecha_deseada, contacto, email, telefono, notas, usuario_id)
          values (${r.empresaId}, ${r.cursoPlantillaId}, ${r.participantes}, ${r.fechaDeseada}, ${r.contacto}, ${r.email}, ${r.telefono}, ${r.notas}, ${usuarioId})
          returning solicitud_curso_id as id`,
    ),
  /** The request locked, as it stands. */
  bloquear: (tx: Db, id: number) =>
    first(
      tx,
      row({ estado: z.string(), cursoPlantillaId: z.number(), participantes: z.number() }),
      sql`select estado, curso_plantilla_id as "cursoPlantillaId", participantes from ec_solicitud_curso where solicitud_curso_id = ${id} for update`,
    ),
  actualizar: (tx: Db, id: number, v: { estado: string; descuento?: number; motivo?: string; cursoId?: number }) =>
    tx.execute(sql`
      update ec_solicitud_curso set estado = ${v.estado}, descuento = coalesce(${v.descuento ?? null}::numeric, descuento),
             motivo = coalesce(${v.motivo ?? null}, motivo), curso_id = coalesce(${v.cursoId ?? null}::int, curso_id), actualizada_en = now()
       where solicitud_curso_id = ${id}`),
  fila: (db: Db, id: number) => first(db, solicitudCursoFila, sql`select ${filaCols} ${desde} where r.solicitud_curso_id = ${id}`),
  async list(db: Db, f: { value?: string; estado?: string; page: number; pageSize: number }) {
    const v = f.value?.trim();
    const found = await all(
      db,
      row({ ...solicitudCursoFila.shape, total__: z.number() }),
      sql`select ${filaCols}, count(*) over ()::int as total__ ${desde}
           where true ${f.estado ? sql`and r.estado = ${f.estado}` : sql``}
             ${v ? sql`and (${foldedSql(sql`e.emp_nombre || ' ' || p.cu_pl_titulo || ' ' || r.contacto`)} like ${foldedContains(v)} or e.emp_rnc = ${v.replace(/-/g, '')})` : sql``}
           order by r.creada_en desc, r.solicitud_curso_id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    );
    return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
  },
};
