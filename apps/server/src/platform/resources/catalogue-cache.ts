import { resources } from '@claustro/domain/registry';
import { childTableName, tableName } from '@claustro/domain/platform/resource';
import type { Database } from '../db/database.ts';

const channel = 'catalogue_changed';
/** Reads kept per catalogue (pages, searches, records); past it the oldest goes. */
const keptPerCatalogue = 200;

/** Each catalogue's own table and its child lists' tables, by table name → the catalogue's table. */
const ownerOf = new Map(
  resources.flatMap((def) => [
    [tableName(def), tableName(def)],
    ...Object.keys(def.children ?? {}).map((c) => [childTableName(def, c), tableName(def)] as const),
  ]),
);

/**
 * Catalogue reads kept in this process's memory. Catalogues (provinces, careers, statuses, campuses…)
 * fill every form's dropdowns and change a few times a term; reading them from the database on every
 * request costs a round trip for nothing. Any change to a catalogue's tables, by any process or by
 * hand-written SQL, fires a trigger that notifies every process at commit (migration 0029), and the
 * catalogue's kept reads are dropped; the writing process drops them at once as well. A read that was
 * on its way while a change was heard is answered but not kept.
 */
export function catalogueCache(database: Database) {
  const kept = new Map<string, Map<string, unknown>>();
  const generation = new Map<string, number>();
  let stopListening: (() => Promise<void>) | undefined;

  function forget(table: string) {
    const owner = ownerOf.get(table) ?? table;
    generation.set(owner, (generation.get(owner) ?? 0) + 1);
    kept.delete(owner);
  }

  return {
    async start() {
      stopListening = await database.listen(channel, forget);
    },
    async stop() {
      await stopListening?.();
      kept.clear();
    },
    forget,
    /** A read of a catalogue's table: from memory, or loaded once and kept (frozen: every request shares it). */
    async read<T>(table: string, key: string, load: () => Promise<T>): Promise<T> {
      const mine = kept.get(table);
      if (mine?.has(key)) return mine.get(key) as T;
      const seen = generation.get(table) ?? 0;
      const value = await load();
      if ((generation.get(table) ?? 0) === seen) {
        let m = kept.get(table);
        if (!m) kept.set(table, (m = new Map()));
        if (m.size >= keptPerCatalogue) m.delete(m.keys().next().value!);
        m.set(key, deepFreeze(value));
      }
      return value;
    },
  };
}
export type CatalogueCache = ReturnType<typeof catalogueCache>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
