import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/database.ts';
import { intArray } from '../../platform/db/sql.ts';
import { all, first, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { lugarEnEspera } from '@claustro/domain/seleccion/seleccion.contract';
import { parametro } from '../../platform/parametros.ts';

/*
 * The SQL of a section's waiting list. Every change of a place is one conditional UPDATE (from the
 * state it must be in), so two processes never move the same place twice. Whoever moves a seat locks
 * the section's row first (`lockSection`), then the places: one lock order everywhere.
 */

/** A seat offered to a waiting student: who, and until when. */
const ofrecidaRow = row({
  seccionAsignaturaId: z.number(),
  estudianteCarreraId: z.number(),
  venceEn: z.string(),
});
export type Ofrecida = RowOf<typeof ofrecidaRow>;

export function esperaQueries(database: Database) {
  /** Offers the section's seat to the first student still waiting (places being moved by others are skipped). */
  const offerNext = async (tx: Db, seccionAsignaturaId: number) => {
    /** How long a freed seat is held for the student it is offered to. */
    const horas = await parametro(tx, 'seleccion.espera_horas');
    return (
      (await first(
        tx,
        ofrecidaRow,
        sql`
        update lista_espera set estado = 'ofrecida', ofrecida_en = now(), vence_en = now() + make_interval(hours => ${horas}::int)
         where id = (select id from lista_espera where seccion_asignatura_id = ${seccionAsignaturaId} and estado = 'esperando'
                      order by id for update skip locked limit 1)
        returning seccion_asignatura_id as "seccionAsignaturaId", estudiante_carrera_id as "estudianteCarreraId", vence_en as "venceEn"`,
      )) ?? null
    );
  };

  return {
    /** The section's seats, its row locked until the transaction ends. */
    lockSection: async (tx: Db, seccionAsignaturaId: number) =>
      (await first(
        tx,
        row({ capacidad: z.number(), inscritos: z.number() }),
        sql`select se_en_capacidad as capacidad, se_en_inscritos as inscritos from seccion_horario
                              where seccion_asignatura_id = ${seccionAsignaturaId} for update`,
      )) ?? null,
    /** Puts a student career at the end of the list: false when it already holds a place there. */
    join: async (tx: Db, r: { seccionAsignaturaId: number; estudianteCarreraId: number; periodoAcademicoId: number }) =>
      (
        await tx.execute(sql`insert into lista_espera (seccion_asignatura_id, estudiante_carrera_id, periodo_academico_id)
                             values (${r.seccionAsignaturaId}, ${r.estudianteCarreraId}, ${r.periodoAcademicoId})
                             on conflict (seccion_asignatura_id, estudiante_carrera_id) where estado in ('esperando', 'ofrecida') do nothing
                             returning id`)
      ).rows.length > 0,
    /**
     * A seat given up in the section (dropped, declined, lapsed): offered to the next student waiting,
     * who keeps it counted; freed when nobody waits. Answers the offer made, if any.
     */
    async passSeat(tx: Db, seccionAsignaturaId: number): Promise<Ofrecida | null> {
      const next = await offerNext(tx, seccionAsignaturaId);
      if (!next)
        await tx.execute(sql`update seccion_horario set se_en_inscritos = se_en_inscritos - 1
                              where seccion_asignatura_id = ${seccionAsignaturaId} and se_en_inscritos > 0`);
      return next;
    },
    /** A seat free in the section (its seats were raised) taken for the next student waiting: null when nobody waits. */
    async offerFreeSeat(tx: Db, seccionAsignaturaId: number): Promise<Ofrecida | null> {
      const next = await offerNext(tx, seccionAsignaturaId);
      if (next) await tx.execute(sql`update seccion_horario set se_en_inscritos = se_en_inscritos + 1 where seccion_asignatura_id = ${seccionAsignaturaId}`);
      return next;
    },
    /** Takes the seat held for the student: true when it was still theirs (offered and not lapsed). */
    confirm: async (tx: Db, estudianteCarreraId: number, seccionAsignaturaId: number) =>
      (
        await tx.execute(sql`update lista_espera set estado = 'confirmada', resuelta_en = now()
                              where seccion_asignatura_id = ${seccionAsignaturaId} and estudiante_carrera_id = ${estudianteCarreraId}
                                and estado = 'ofrecida' and vence_en > now() returning id`)
      ).rows.length > 0,
    /** Takes the student off the list: the state their place was in, or null when they held none. */
    leave: async (tx: Db, estudianteCarreraId: number, seccionAsignaturaId: number) =>
      (
        await first(
          tx,
          row({ estado: z.enum(['esperando', 'ofrecida']) }),
          sql`with old as (select id, estado from lista_espera
                                           where seccion_asignatura_id = ${seccionAsignaturaId} and estudiante_carrera_id = ${estudianteCarreraId}
                                             and estado in ('esperando', 'ofrecida') for update)
                             update lista_espera l set estado = 'retirada', resuelta_en = now() from old where l.id = old.id
                             returning old.estado`,
        )
      )?.estado ?? null,
    /** Lapses one offer whose time ran out: true when it was still open. */
    lapse: async (tx: Db, id: number) =>
      (
        await tx.execute(
          sql`update lista_espera set estado = 'vencida', resuelta_en = now() where id = ${id} and estado = 'ofrecida' and vence_en <= now() returning id`,
        )
      ).rows.length > 0,
    /** Offers whose time ran out, oldest first. */
    lapsed: async (limit: number) =>
      await all(
        database.db,
        row({ id: z.number(), seccionAsignaturaId: z.number() }),
        sql`select id, seccion_asignatura_id as "seccionAsignaturaId" from lista_espera
                                       where estado = 'ofrecida' and vence_en <= now() order by vence_en limit ${limit}`,
      ),
    /** Sections with a free seat and someone waiting for one (their seats were raised, or an offer was lost). */
    freeWithWaiting: async (limit: number) =>
      await all(
        database.db,
        row({ seccionAsignaturaId: z.number() }),
        sql`select s.seccion_asignatura_id as "seccionAsignaturaId" from seccion_horario s
                                       where s.se_en_inscritos < s.se_en_capacidad and s.estatus
                                         and exists (select 1 from lista_espera l where l.seccion_asignatura_id = s.seccion_asignatura_id and l.estado = 'esperando')
                                       limit ${limit}`,
      ),
    /** A student career's places on waiting lists in a period, with their position among those waiting. */
    /** A section's waiting list in order: seats offered first (with their deadline), then who waits, by position. */
    ofSection: async (seccionAsignaturaId: number) =>
      await all(
        database.db,
        lugarEnEspera,
        sql`
          select case when l.estado = 'esperando' then row_number() over (partition by l.estado order by l.id)::int end as posicion,
                 e.matricula, p.pers_nombres || ' ' || p.pers_apellidos as nombre, l.estado, l.creado_en as desde, l.vence_en as "venceEn"
            from lista_espera l
            join estudiante_carrera ec on ec.estudiante_carrera_id = l.estudiante_carrera_id
            join estudiante e on e.estudiante_id = ec.estudiante_id
            join persona p on p.persona_id = e.persona_id
           where l.seccion_asignatura_id = ${seccionAsignaturaId} and l.estado in ('esperando', 'ofrecida')
           order by l.estado = 'esperando', l.id`,
      ),
    mine: async (estudianteCarreraId: number, periodoAcademicoId: number) =>
      await all(
        database.db,
        row({ seccionAsignaturaId: z.number(), estado: z.enum(['esperando', 'ofrecida']), venceEn: z.string().nullable(), posicion: z.number().nullable() }),
        sql`
          select l.seccion_asignatura_id as "seccionAsignaturaId", l.estado, l.vence_en as "venceEn",
                 case when l.estado = 'esperando' then (select count(*)::int from lista_espera o
                                                         where o.seccion_asignatura_id = l.seccion_asignatura_id and o.estado = 'esperando' and o.id <= l.id) end as posicion
            from lista_espera l
           where l.estudiante_carrera_id = ${estudianteCarreraId} and l.periodo_academico_id = ${periodoAcademicoId} and l.estado in ('esperando', 'ofrecida')
           order by l.id`,
      ),
    /** The account of the student of each career (careers of students without one are left out). */
    accounts: async (tx: Db, estudianteCarreraIds: number[]) =>
      await all(
        tx,
        row({ estudianteCarreraId: z.number(), usuarioId: z.number() }),
        sql`select ec.estudiante_carrera_id as "estudianteCarreraId", u.usuario_id as "usuarioId"
                                        from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
                                        join usuario u on u.persona_id = e.persona_id
                                       where ec.estudiante_carrera_id = any(${intArray(estudianteCarreraIds)})`,
      ),
  };
}
