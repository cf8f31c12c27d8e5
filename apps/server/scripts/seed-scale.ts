/** `npm run seed:scale -- --students 50000`: fills the configured database with a large institution. */
import { resolve } from 'node:path';
import { loadInstitution } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { prepareDatabase } from '../src/seed/prepare.ts';
import { seedScale } from '../src/seed/scale.ts';

const arg = process.argv.indexOf('--students');
const students = arg > 0 ? Number(process.argv[arg + 1]) : 50_000;
if (!Number.isInteger(students) || students < 1) throw new Error('--students must be a positive whole number');
const institution = loadInstitution();
const dataDir = resolve(process.env.DATA_DIR ?? resolve(import.meta.dirname, '../../../data'), institution.code);
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
await prepareDatabase(database, { demoUsers: institution.demoData });
const started = Date.now();
await seedScale(database, students, (m) => console.log(m), { finanzas: true, academico: true });
console.log(`${students} students in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
