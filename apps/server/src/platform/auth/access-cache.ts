import type { Database } from '../db/database.ts';
import { all, row } from '../db/rows.ts';
import { z } from 'zod';

/** What the access check needs of a user: whether the account works, its session version, and its screens. */
export interface AccessRow {
  estatus: boolean;
  sesionVersion: number;
  esEstudiante: boolean;
  rolId: number;
  /** Screen paths (lower case) the user's role or personal grants include. */
  screens: Set<string>;
}

const channel = 'access_changed';
/** A safety net: a row is read again after this long even if no change was heard. */
const maxAgeMs = 5 * 60_000;

/**
 * Users' access rows kept in this process's memory, so that a request costs one database round trip
 * (its data) instead of two. A change anywhere (a block, a password, a role, a grant, a menu option)
 * fires a trigger that notifies every process at commit (PostgreSQL LISTEN/NOTIFY; in-process on
 * PGlite), and the row is read again on its next use. The process that made the change also drops it
 * at once (`forget`), so its very next request sees the change without waiting for the notification.
 */
export function accessCache(database: Database, opts: { apagada?: (url: string) => boolean } = {}) {
  /** A screen the configuration turns off (the survey flag): held by nobody, whatever the grants. */
  const apagada = opts.apagada ?? (() => false);
  const rows = new Map<number, { row: AccessRow | null; at: number }>();
  /** Bumped by every change heard: a read that started before a change does not store what it read. */
  let generation = 0;
  let stopListening: (() => Promise<void>) | undefined;

  function forget(usuarioId: number | '*') {
    generation++;
    if (usuarioId === '*') rows.clear();
    else rows.delete(usuarioId);
  }

  async function load(usuarioId: number): Promise<AccessRow | null> {
    const [r] = await all(
      database,
      row({ estatus: z.boolean(), sesion_version: z.number(), es_estudiante: z.boolean(), rol_id: z.number(), screens: z.array(z.string()) }),
      {
        text: `select u.estatus, u.sesion_version, r.es_estudiante, u.rol_id,
              array(select lower(o.url) from opcion_menu o
                     where o.url is not null
                       and o.id in (select ro.opcion_id from rol_opcion ro where ro.rol_id = u.rol_id
                                    union select uo.opcion_id from usuario_opcion uo where uo.usuario_id = u.usuario_id)) as screens
         from usuario u join rol r on r.rol_id = u.rol_id
        where u.usuario_id = $1`,
        params: [usuarioId],
        name: 'access-row',
      },
    );
    return r
      ? {
          estatus: r.estatus,
          sesionVersion: r.sesion_version,
          esEstudiante: r.es_estudiante,
          rolId: r.rol_id,
          screens: new Set(r.screens.filter((s) => !apagada(s))),
        }
      : null;
  }

  return {
    /** Starts hearing changes from every process. */
    async start() {
      stopListening = await database.listen(channel, (payload) => forget(payload === '*' ? '*' : Number(payload)));
    },
    async stop() {
      await stopListening?.();
      rows.clear();
    },
    /** The user's access row: from memory, or read once and kept. */
    async get(usuarioId: number): Promise<AccessRow | null> {
      const kept = rows.get(usuarioId);
      if (kept && Date.now() - kept.at < maxAgeMs) return kept.row;
      const seen = generation;
      const row = await load(usuarioId);
      if (generation === seen) rows.set(usuarioId, { row, at: Date.now() });
      return row;
    },
    /** Whether the user holds at least one of these screens. */
    async holds(usuarioId: number, screens: readonly string[]): Promise<boolean> {
      const row = await this.get(usuarioId);
      return !!row && screens.some((s) => row.screens.has(s.toLowerCase()));
    },
    forget,
    apagada,
    /** How many rows are kept (tests and diagnostics). */
    get size() {
      return rows.size;
    },
  };
}
export type AccessCache = ReturnType<typeof accessCache>;
