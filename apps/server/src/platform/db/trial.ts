import type { Database, Db } from './database.ts';

/** Thrown to undo a trial run's writes. */
class Trial extends Error {}

/**
 * Runs `work` in a transaction and answers what it answered; a trial (`prueba`) runs exactly the same
 * and is undone, so it answers what the real run would do and writes nothing.
 */
export async function transactionOrTrial<T>(database: Database, prueba: boolean, work: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await database.db.transaction(async (tx) => {
      result = await work(tx);
      if (prueba) throw new Trial();
    });
  } catch (e) {
    if (!(e instanceof Trial)) throw e;
  }
  return result as T;
}
