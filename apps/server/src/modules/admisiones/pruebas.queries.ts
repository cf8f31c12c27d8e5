import { sql, type SQL } from 'drizzle-orm';
import type { Resultados } from '@claustro/domain/admisiones/prueba.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { row, all, type RowShape } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { sesionConvocados } from '@claustro/domain/admisiones/prueba.contract';

/* The SQL of admission test sittings and who is called to them. */

const sittingRow = sesionConvocados.omit({ solicitudes: true });

export function pruebasQueries(database: Database) {
  const rows = <S extends RowShape>(shape: S, q: SQL, tx: Db = database.db) => all(tx, shape, q);
  return {
    sitting: async (sesionId: number) =>
      (
        await rows(
          sittingRow,
          sql`
          select se.sesion_prueba_admision_id as sesion, p.pr_ad_descripcion as prueba, se.se_pr_fecha::text as fecha, se.se_pr_hora as hora, se.se_pr_lugar as lugar,
                 se.se_pr_cupo as cupo, se.periodo_academico_id as periodo, p.pr_ad_puntuacion_maxima::text as maxima,
                 (select count(*)::int from solicitud_admision_prueba r where r.sesion_prueba_admision_id = se.sesion_prueba_admision_id) as inscritos
            from sesion_prueba_admision se join prueba_admision p on p.prueba_admision_id = se.prueba_admision_id
           where se.sesion_prueba_admision_id = ${sesionId}`,
        )
      )[0],
    /** A sitting's roster: who is called, whether they came, their score and whether it passes. */
    roster: (sesionId: number) =>
      rows(
        sesionConvocados.shape.solicitudes.element,
        sql`
        select s.solicitud_admision_id as "solicitudAdmisionId", s.codigo, s.nombres, s.apellidos, c.carr_descripcion as "carrDescripcion",
               r.asistio, r.puntuacion::text as puntuacion, (r.puntuacion is not null and r.puntuacion >= p.pr_ad_puntuacion_minima) as aprobado
          from solicitud_admision_prueba r join solicitud_admision s on s.solicitud_admision_id = r.solicitud_admision_id
          join carrera c on c.carrera_id = s.carrera_id
          join sesion_prueba_admision se on se.sesion_prueba_admision_id = r.sesion_prueba_admision_id
          join prueba_admision p on p.prueba_admision_id = se.prueba_admision_id
         where r.sesion_prueba_admision_id = ${sesionId} order by s.apellidos, s.nombres`,
      ),
    /** The sitting's row locked: two staff filling the last seat cannot both take it. */
    lockSitting: async (tx: Db, sesionId: number) =>
      (
        await rows(
          row({ cupo: z.number(), periodo: z.number(), prueba: z.number() }),
          sql`select se_pr_cupo as cupo, periodo_academico_id as periodo, prueba_admision_id as prueba
                from sesion_prueba_admision where sesion_prueba_admision_id = ${sesionId} and estatus for update`,
          tx,
        )
      )[0],
    applicant: async (tx: Db, solicitudId: number) =>
      (
        await rows(
          row({ periodo: z.number(), estado: z.number(), email: z.string(), nombres: z.string() }),
          sql`select periodo_academico_id as periodo, estado_id as estado, email, nombres from solicitud_admision where solicitud_admision_id = ${solicitudId}`,
          tx,
        )
      )[0],
    /** Whether the applicant is already called to this test (any sitting), and how many the sitting has. */
    seats: async (tx: Db, a: { solicitudId: number; sesionId: number; prueba: number }) =>
      (
        await rows(
          row({ taken: z.boolean(), inscritos: z.number() }),
          sql`select exists (select 1 from solicitud_admision_prueba r join sesion_prueba_admision x on x.sesion_prueba_admision_id = r.sesion_prueba_admision_id
                              where r.solicitud_admision_id = ${a.solicitudId} and x.prueba_admision_id = ${a.prueba}) as taken,
                     (select count(*)::int from solicitud_admision_prueba where sesion_prueba_admision_id = ${a.sesionId}) as inscritos`,
          tx,
        )
      )[0],
    call: (tx: Db, a: { solicitudId: number; sesionId: number; usuarioId: number }) =>
      tx.execute(
        sql`insert into solicitud_admision_prueba (solicitud_admision_id, sesion_prueba_admision_id, usuario_id) values (${a.solicitudId}, ${a.sesionId}, ${a.usuarioId})`,
      ),
    /** Takes someone off a sitting, only while they have no result; answers whether anyone was taken off. */
    uncall: async (tx: Db, a: { solicitudId: number; sesionId: number }) =>
      (
        await tx.execute(sql`delete from solicitud_admision_prueba where sesion_prueba_admision_id = ${a.sesionId}
                               and solicitud_admision_id = ${a.solicitudId} and asistio is null and puntuacion is null returning id`)
      ).rows.length > 0,
    /** Writes several results at once; answers how many of them were on the sitting. */
    saveResults: async (tx: Db, a: { sesionId: number; usuarioId: number; resultados: Resultados }) =>
      (
        await tx.execute(sql`
          update solicitud_admision_prueba r set asistio = x.asistio, puntuacion = x.puntuacion, usuario_id = ${a.usuarioId}, actualizado_en = now()
            from json_to_recordset(${JSON.stringify(a.resultados)}::json) x("solicitudAdmisionId" int, asistio boolean, puntuacion numeric)
           where r.sesion_prueba_admision_id = ${a.sesionId} and r.solicitud_admision_id = x."solicitudAdmisionId" returning r.id`)
      ).rows.length,
  };
}
