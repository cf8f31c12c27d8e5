import { sql } from 'drizzle-orm';
import type { SolicitudIn } from '@claustro/domain/calificaciones/solicitud-online.contract';
import type { EstadoSolicitud } from '@claustro/domain/calificaciones/solicitud-online.rules';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedNameSql } from '../../platform/db/sql.ts';
import { all, first, idRow, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { documentoSolicitable, solicitudOnline } from '@claustro/domain/calificaciones/solicitud-online.contract';

/* The SQL of online requests. */

const columns = sql`
  x.id as "solicitudId", 'SOL-' || lpad(x.id::text, 6, '0') as numero, x.estudiante_carrera_id as "estudianteCarreraId", e.matricula,
  pe.pers_nombres || ' ' || pe.pers_apellidos as nombre, c.carr_descripcion as carrera,
  x.servicio_contable_id as "servicioContableId", sc.se_co_descripcion as documento, x.copias, x.destinatario, x.observacion,
  x.estado, x.creada_en as "creadaEn", x.cargo_estudiante_id as "cargoEstudianteId", ce.monto::text as monto, m.mo_pa_codigo as moneda,
  case when ce.estado = 'vigente' then greatest(ce.monto - ce.refinanciado - ce.pagado, 0)::text end as saldo,
  (select coalesce(json_agg(json_build_object('estado', p.estado, 'nota', p.nota, 'usuario', u.usua_nombre, 'en', p.en) order by p.id), '[]')
     from solicitud_online_paso p join usuario u on u.usuario_id = p.usuario_id where p.solicitud_id = x.id) as historial`;
const from = sql`
  from solicitud_online x join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id
  join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
  join carrera c on c.carrera_id = ec.carrera_id join servicio_contable sc on sc.servicio_contable_id = x.servicio_contable_id
  left join cargo_estudiante ce on ce.cargo_estudiante_id = x.cargo_estudiante_id left join moneda_pago m on m.moneda_pago_id = ce.moneda_pago_id`;

export function solicitudOnlineQueries() {
  return {
    one: async (db: Db, id: number) => await first(db, solicitudOnline, sql`select ${columns} ${from} where x.id = ${id}`),

    /** The account that owns a student career (its student's), if any. */
    owner: async (db: Db, estudianteCarreraId: number) =>
      (
        await first(
          db,
          idRow,
          sql`select u.usuario_id as id from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
                                 join usuario u on u.persona_id = e.persona_id where ec.estudiante_carrera_id = ${estudianteCarreraId} limit 1`,
        )
      )?.id ?? null,

    /** The requests of the student whose account this is, newest first. */
    propias: async (db: Db, usuarioId: number) =>
      await all(
        db,
        solicitudOnline,
        sql`select ${columns} ${from}
                              where e.persona_id = (select persona_id from usuario where usuario_id = ${usuarioId})
                              order by x.creada_en desc, x.id desc`,
      ),

    /** The documents that may be asked for online: active services marked so, with their prices in active currencies. */
    documentos: async (db: Db) =>
      await all(
        db,
        documentoSolicitable,
        sql`
          select s.servicio_contable_id as "servicioContableId", s.se_co_descripcion as descripcion, s.se_co_cant_dia_entregar as dias,
                 coalesce((select json_agg(json_build_object('monedaPagoId', m.moneda_pago_id, 'moneda', m.mo_pa_codigo, 'precio', d.se_co_de_monto::text)
                                           order by m.mo_pa_default desc, m.mo_pa_codigo)
                             from servicio_contable_detalles d join moneda_pago m on m.moneda_pago_id = d.moneda_pago_id and m.estatus
                            where d.owner_id = s.servicio_contable_id), '[]') as precios
            from servicio_contable s where s.estatus and s.se_co_permite_solicitud_en_linea
           order by s.se_co_descripcion`,
      ),

    /** The name of a document that may be asked for online (none: the service is not, or not active). */
    documento: async (db: Db, servicioContableId: number) =>
      (
        await first(
          db,
          row({ descripcion: z.string() }),
          sql`select se_co_descripcion as descripcion from servicio_contable
               where servicio_contable_id = ${servicioContableId} and estatus and se_co_permite_solicitud_en_linea`,
        )
      )?.descripcion,

    /** Ties a request to the fee it wrote. */
    cobro: (tx: Db, id: number, cargoEstudianteId: number) =>
      tx.execute(sql`update solicitud_online set cargo_estudiante_id = ${cargoEstudianteId} where id = ${id}`),

    /** Files a request (undefined when one of its kind is already open) with its first step. */
    async insertar(tx: Db, s: SolicitudIn, usuarioId: number) {
      const [row] = await all(
        tx,
        idRow,
        sql`
          insert into solicitud_online (estudiante_carrera_id, servicio_contable_id, copias, destinatario, observacion)
          values (${s.estudianteCarreraId}, ${s.servicioContableId}, ${s.copias}, ${s.destinatario}, ${s.observacion})
          on conflict do nothing returning id`,
      );
      if (row) await tx.execute(sql`insert into solicitud_online_paso (solicitud_id, estado, usuario_id) values (${row.id}, 'pendiente', ${usuarioId})`);
      return row?.id;
    },

    /** Moves a request from `de` to `a` (nothing when it is no longer in `de`), recording the step. */
    async mover(tx: Db, id: number, de: EstadoSolicitud, a: EstadoSolicitud, nota: string | null, usuarioId: number) {
      const moved = (await tx.execute(sql`update solicitud_online set estado = ${a} where id = ${id} and estado = ${de} returning id`)).rows.length > 0;
      if (moved) await tx.execute(sql`insert into solicitud_online_paso (solicitud_id, estado, nota, usuario_id) values (${id}, ${a}, ${nota}, ${usuarioId})`);
      return moved;
    },

    async page(db: Db, f: { estado?: string; value?: string }, page: { page: number; pageSize: number }) {
      const v = f.value?.trim();
      const rows = await all(
        db,
        row({ ...solicitudOnline.shape, total: z.number() }),
        sql`
          select ${columns}, count(*) over ()::int as total ${from}
           where ${f.estado ? sql`x.estado = ${f.estado}` : sql`true`}
             ${
               v
                 ? sql`and (${foldedNameSql(sql`pe.pers_nombres`, sql`pe.pers_apellidos`)} like ${foldedContains(v)}
                       or lower(e.matricula) like ${containsPattern(v.toLowerCase())} or ('SOL-' || lpad(x.id::text, 6, '0')) ilike ${containsPattern(v)})`
                 : sql``
             }
           order by x.creada_en, x.id
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },
  };
}
