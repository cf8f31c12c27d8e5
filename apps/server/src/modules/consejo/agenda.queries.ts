import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { puntoSesion, sesionFila, tiposSesion, type SesionIn } from '@claustro/domain/consejo/agenda.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { all, exists, first, only, row } from '../../platform/db/rows.ts';
import { foldedContains, foldedSql, intArray } from '../../platform/db/sql.ts';
import { estudiantesPorTexto } from '../academicos/estudiante-busqueda.public.ts';

/* The SQL of the council's agenda: sessions, who came, the points and their decisions. */

const cabecera = row({ consejoSesionId: z.number(), fecha: z.string(), hora: z.string(), lugar: z.string(), tipo: z.enum(tiposSesion), cerrada: z.boolean() });
const cabeceraCols = sql`consejo_sesion_id as "consejoSesionId", fecha::text as fecha, hora, lugar, tipo, cerrada`;

export function agendaQueries(database: Database) {
  const { db } = database;
  return {
    async list(f: { value?: string; estudianteId: number | null; page: number; pageSize: number }) {
      const found = await all(
        db,
        row({ ...sesionFila.shape, total__: z.number() }),
        sql`select s.consejo_sesion_id as "consejoSesionId", s.fecha::text as fecha, s.hora, s.lugar, s.tipo, s.cerrada,
                   n.puntos, n.disciplinarios, n.pendientes, count(*) over ()::int as total__
              from consejo_sesion s
              cross join lateral (select count(*)::int as puntos, (count(*) filter (where p.motivo = 'disciplinario'))::int as disciplinarios,
                                         (count(*) filter (where p.resultado = 'pendiente'))::int as pendientes
                                    from consejo_punto p where p.consejo_sesion_id = s.consejo_sesion_id) n
             where (${f.estudianteId}::int is null or exists (select 1 from consejo_punto p where p.consejo_sesion_id = s.consejo_sesion_id and p.estudiante_id = ${f.estudianteId}))
               ${f.value ? sql`and (${foldedSql(sql`s.lugar`)} like ${foldedContains(f.value)} or exists (select 1 from consejo_punto p where p.consejo_sesion_id = s.consejo_sesion_id and ${foldedSql(sql`p.asunto`)} like ${foldedContains(f.value)}))` : sql``}
             order by s.fecha desc, s.consejo_sesion_id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
      );
      return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
    },
    cabecera: (id: number, tx: Db = db, bloquear = false) =>
      first(tx, cabecera, sql`select ${cabeceraCols} from consejo_sesion where consejo_sesion_id = ${id} ${bloquear ? sql`for update` : sql``}`),
    asistentes: async (id: number, tx: Db = db) =>
      (
        await all(tx, row({ id: z.number() }), sql`select consejo_integrante_id as id from consejo_sesion_asistente where consejo_sesion_id = ${id} order by 1`)
      ).map((r) => r.id),
    puntos: (id: number, tx: Db = db) =>
      all(
        tx,
        puntoSesion,
        sql`select p.orden, p.asunto, p.motivo, p.estudiante_id as "estudianteId", p.decision, p.resultado,
                   pe.pers_nombres || ' ' || pe.pers_apellidos as estudiante, e.matricula
              from consejo_punto p left join estudiante e on e.estudiante_id = p.estudiante_id left join persona pe on pe.persona_id = e.persona_id
             where p.consejo_sesion_id = ${id} order by p.orden`,
      ),
    /** The members present, by name and office, for the minutes. */
    presentes: (id: number) =>
      all(
        db,
        row({ nombre: z.string(), cargo: z.string() }),
        sql`select i.nombre, i.cargo from consejo_sesion_asistente a join consejo_integrante i on i.consejo_integrante_id = a.consejo_integrante_id
             where a.consejo_sesion_id = ${id} order by i.nombre`,
      ),
    crear: async (tx: Db, s: SesionIn) =>
      (
        await only(
          tx,
          row({ id: z.number() }),
          sql`insert into consejo_sesion (fecha, hora, lugar, tipo) values (${s.fecha}, ${s.hora}, ${s.lugar}, ${s.tipo}) returning consejo_sesion_id as id`,
        )
      ).id,
    actualizar: (tx: Db, id: number, s: SesionIn) =>
      tx.execute(sql`update consejo_sesion set fecha = ${s.fecha}, hora = ${s.hora}, lugar = ${s.lugar}, tipo = ${s.tipo} where consejo_sesion_id = ${id}`),
    /** Writes who came and the points, replacing what the session had. */
    async escribirDetalle(tx: Db, id: number, s: SesionIn) {
      await tx.execute(sql`delete from consejo_sesion_asistente where consejo_sesion_id = ${id}`);
      await tx.execute(sql`delete from consejo_punto where consejo_sesion_id = ${id}`);
      if (s.asistentes.length)
        await tx.execute(
          sql`insert into consejo_sesion_asistente (consejo_sesion_id, consejo_integrante_id) select ${id}, unnest(${intArray([...new Set(s.asistentes)])})`,
        );
      await tx.execute(sql`insert into consejo_punto (consejo_sesion_id, orden, asunto, motivo, estudiante_id, decision, resultado)
                           select ${id}, x.orden, x.asunto, x.motivo, x.estudiante_id, x.decision, x.resultado
                             from json_to_recordset(${JSON.stringify(s.puntos.map((p, i) => ({ ...p, orden: i + 1, estudiante_id: p.estudianteId })))}::json)
                               as x(orden int, asunto text, motivo text, estudiante_id int, decision text, resultado text)`);
    },
    cerrar: (tx: Db, id: number) => tx.execute(sql`update consejo_sesion set cerrada = true, cerrada_en = now() where consejo_sesion_id = ${id}`),
    /** How many of these ids are members of the council (any, active or not: an old session keeps who came). */
    integrantesExisten: async (ids: number[]) =>
      (await only(db, row({ n: z.number() }), sql`select count(*)::int as n from consejo_integrante where consejo_integrante_id = any(${intArray(ids)})`)).n,
    estudiantesExisten: async (ids: number[]) =>
      (await only(db, row({ n: z.number() }), sql`select count(*)::int as n from estudiante where estudiante_id = any(${intArray(ids)})`)).n,
    existe: (id: number) => exists(db, sql`select 1 from consejo_sesion where consejo_sesion_id = ${id}`),
    /** Students by matrícula or name, ten at most. */
    estudiantes: (value: string) => estudiantesPorTexto(db, value, 10),
  };
}
