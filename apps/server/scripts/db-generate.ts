/**
 * Writes the next migration from the schema code (`npm run db:generate -- <name>`).
 * Catalogue tables are derived from declarations, so the schema is handed to drizzle-kit as a record.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from '../src/platform/db/schema.ts';
import { migrationsDir } from '../src/platform/db/migrate.ts';

const name = (process.argv[2] ?? 'schema').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
const snapshotFile = resolve(migrationsDir, 'meta/snapshot.json');
const { catalogueTables, resourceTables: _ignored, childTables: _alsoIgnored, ...platform } = schema;
const imports = { ...platform, ...catalogueTables };

const prev = existsSync(snapshotFile) ? JSON.parse(readFileSync(snapshotFile, 'utf8')) : generateDrizzleJson({});
const cur = generateDrizzleJson(imports, prev.id);
const statements = await generateMigration(prev, cur);
// A new catalogue table tells every process when it changes (migration 0029 explains why).
for (const table of Object.keys(catalogueTables).map((k) => (catalogueTables[k] as unknown as { [s: symbol]: string })[Symbol.for('drizzle:Name')])) {
  if (statements.some((st) => st.startsWith(`CREATE TABLE "${table}"`) || st.startsWith(`CREATE TABLE IF NOT EXISTS "${table}"`))) {
    statements.push(
      `create trigger ${table}_catalogue_changed after insert or update or delete or truncate on "${table}" for each statement execute function catalogue_changed();`,
    );
  }
}
if (statements.length === 0) {
  console.log('No schema changes.');
  process.exit(0);
}
const numbers = readdirSync(migrationsDir)
  .map((f) => Number(f.slice(0, 4)))
  .filter((n) => !Number.isNaN(n));
const next = String(Math.max(0, ...numbers) + 1).padStart(4, '0');
const file = resolve(migrationsDir, `${next}_${name}.sql`);
writeFileSync(file, statements.join('\n--> statement-breakpoint\n') + '\n');
mkdirSync(resolve(migrationsDir, 'meta'), { recursive: true });
writeFileSync(snapshotFile, JSON.stringify(cur, null, 1) + '\n');
console.log(`Wrote ${file} (${statements.length} statements).`);
