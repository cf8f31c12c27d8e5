import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { intArray } from '../../platform/db/sql.ts';
import { all, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { parametros } from '../../platform/parametros.ts';

/* The SQL of the waiting room in front of registration. */

/** A waiting student not seen for this long has left: their place is given up (three of the longest polls). */
const ausenciaSegundos = 180;

const touchRow = row({ ticket: z.union([z.string(), z.number()]), admitido: z.boolean(), recientes: z.number() });

/**
 * The student's place, taken now if they had none or had let it lapse; with how many took a ticket
 * ahead of them after `desde`.
 */
const touchSql = (usuarioId: number, minutos: number, desde: number) => sql`
          with quick as (select set_config('synchronous_commit', 'off', true))
          insert into sala_espera as s (usuario_id) select ${usuarioId} from quick
          on conflict (usuario_id) do update set
            visto_en = now(),
            ticket = case when (s.admitido_en is null and s.visto_en < now() - make_interval(secs => ${ausenciaSegundos}))
                            or (s.admitido_en is not null and s.visto_en < now() - make_interval(mins => ${minutos}))
                          then nextval(pg_get_serial_sequence('sala_espera', 'ticket')) else s.ticket end,
            admitido_en = case when s.admitido_en is not null and s.visto_en < now() - make_interval(mins => ${minutos}) then null else s.admitido_en end
          returning ticket, admitido_en is not null as admitido,
            (select count(*)::int from sala_espera w where w.admitido_en is null and w.ticket > ${desde} and w.ticket < s.ticket) as recientes`;

export function salaEsperaQueries(database: Database) {
  return {
    /** The room's size (students let in at once) and how long an idle admission lasts; size 0: no room. */
    settings: async () => {
      const p = await parametros(database, ['seleccion.sala_espera.capacidad', 'seleccion.sala_espera.minutos', 'seleccion.sala_espera.por_segundo']);
      return {
        capacidad: p['seleccion.sala_espera.capacidad'],
        minutos: p['seleccion.sala_espera.minutos'],
        porSegundo: p['seleccion.sala_espera.por_segundo'],
      };
    },
    /**
     * The student is here: their place, taken now if they had none or had let it lapse (gone from the
     * queue a minute, or idle past their admission). Written without waiting for the disk: presence
     * lost in a crash only costs a poll. Also counts who took a ticket ahead of the student after
     * `desde` (the newest ticket of the process's copy of the room), whom that copy cannot know.
     */
    async touch(usuarioId: number, minutos: number, desde: number) {
      // One statement, one round trip: the setting applies to its own (implicit) transaction's commit.
      const [found] = await all(database.db, touchRow, touchSql(usuarioId, minutos, desde));
      return { ...found, ticket: Number(found.ticket) };
    },
    /**
     * A newcomer's ticket, and how many wait ahead of it. Tickets are handed out one at a time (a
     * transaction-scoped lock held only while the ticket is written), so every smaller ticket is
     * committed, and counted, before this one exists: students arriving together get different
     * positions, in the order they arrived.
     */
    async arrive(usuarioId: number, minutos: number) {
      const [found] = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(7410002)`);
        return all(tx, touchRow, touchSql(usuarioId, minutos, Number.MAX_SAFE_INTEGER));
      });
      const ticket = Number(found.ticket);
      const [ahead] = await all(
        database.db,
        row({ n: z.number() }),
        sql`select count(*)::int as n from sala_espera where admitido_en is null and ticket < ${ticket}`,
      );
      return { ticket, admitido: found.admitido, delante: ahead.n };
    },
    /** Students let in over the last minute, per second: how fast the room moves now. */
    ritmo: async () =>
      (await all(database.db, row({ n: z.number() }), sql`select count(*)::int as n from sala_espera where admitido_en > now() - interval '60 seconds'`))[0].n /
      60,
    /** Everyone in the room, in ticket order: who is in and who waits (how a process answers a poll without the database). */
    room: async () =>
      (
        await all(
          database.db,
          row({ usuarioId: z.number(), ticket: z.union([z.string(), z.number()]), admitido: z.boolean() }),
          sql`select usuario_id as "usuarioId", ticket, admitido_en is not null as admitido from sala_espera order by ticket`,
        )
      ).map((r) => ({ ...r, ticket: Number(r.ticket) })),
    /** The students seen since the last time, all at once (written without waiting for the disk, like `touch`). */
    seen: (usuarios: number[]) =>
      database.db.execute(sql`
        with quick as (select set_config('synchronous_commit', 'off', true))
        update sala_espera set visto_en = now() from quick where usuario_id = any(${intArray(usuarios)})`),
    /** The student leaves (registered, or left the page): their place goes to the next. */
    leave: (usuarioId: number) => database.db.execute(sql`delete from sala_espera where usuario_id = ${usuarioId}`),
    /** Whether the user is a student (only students queue; staff register for them without waiting). */
    isStudent: async (usuarioId: number) =>
      (await database.db.execute(sql`select 1 from usuario u join estudiante e on e.persona_id = u.persona_id where u.usuario_id = ${usuarioId}`)).rows.length >
      0,
    /** Whether the student has been let in (and has not idled past their admission). */
    admitted: async (usuarioId: number, minutos: number) =>
      (
        await database.db.execute(sql`select 1 from sala_espera where usuario_id = ${usuarioId} and admitido_en is not null
                                         and visto_en > now() - make_interval(mins => ${minutos})`)
      ).rows.length > 0,
    /**
     * Lets the next students in, in ticket order, while fewer than `capacidad` are in and — when the
     * institution sets a rate — no more than `porSegundo` were let in over the last second; forgets
     * who left. One process at a time (a transaction-scoped advisory lock; the others skip their
     * turn). Answers how many it let in.
     */
    admit: (capacidad: number, minutos: number, porSegundo = 0) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        const [lock] = await all(tx, row({ ok: z.boolean() }), sql`select pg_try_advisory_xact_lock(7410001) as ok`);
        if (!lock.ok) return 0;
        await tx.execute(sql`delete from sala_espera where (admitido_en is null and visto_en < now() - make_interval(secs => ${ausenciaSegundos}))
                                                   or (admitido_en is not null and visto_en < now() - make_interval(mins => ${minutos}))`);
        const admitted = await tx.execute(sql`
          update sala_espera set admitido_en = now()
           where usuario_id in (select usuario_id from sala_espera where admitido_en is null order by ticket
                                 limit greatest(0, least(${capacidad} - (select count(*) from sala_espera where admitido_en is not null),
                                                         case when ${porSegundo}::int > 0
                                                              then ${porSegundo}::int - (select count(*) from sala_espera where admitido_en > now() - interval '1 second')
                                                         end)))`);
        return admitted.rowCount ?? 0;
      }),
  };
}
