import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { resources } from '@claustro/domain/registry';
import type { ResourceDef } from '@claustro/domain/platform/resource';
import { childTable, resourceTable, type AnyTable, type RefTarget } from '../resource-tables.ts';
import { ts } from './columns.ts';
import { foldedNameSql } from '../sql.ts';

// ── Catalogues derived from their declarations ────────────────────────────────────────────────

export const persona = pgTable(
  'persona',
  {
    personaId: serial('persona_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    persNombres: varchar('pers_nombres', { length: 120 }).notNull(),
    persApellidos: varchar('pers_apellidos', { length: 120 }).notNull(),
    /** The full name folded for search (accents and case aside), kept by the database: a search reads it instead of folding every candidate. */
    persNombreBusqueda: text('pers_nombre_busqueda').generatedAlwaysAs(foldedNameSql(sql`pers_nombres`, sql`pers_apellidos`)),
    paisId: integer('pais_id'),
    sexoId: integer('sexo_id'),
    ciudadId: integer('ciudad_id'),
    estadoCivilId: integer('estado_civil_id'),
    nacionalidadId: integer('nacionalidad_id'),
    persFechaIngreso: date('pers_fecha_ingreso', { mode: 'string' }),
    persFechaNacimiento: date('pers_fecha_nacimiento', { mode: 'string' }),
    persFoto: varchar('pers_foto', { length: 300 }),
    estatus: boolean('estatus').notNull().default(true),
  },
  (t) => [
    // People are searched by any part of their names, accents and case aside (students, professors, users, persons).
    index('persona_nombre_busqueda_trgm').using('gin', sql`${t.persNombreBusqueda} gin_trgm_ops`),
    index('persona_apellidos_nombres_idx').on(t.persApellidos, t.persNombres),
  ],
);

export const usuario = pgTable(
  'usuario',
  {
    usuarioId: serial('usuario_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    usuaNombre: varchar('usua_nombre', { length: 60 }).notNull(),
    usuaEmail: varchar('usua_email', { length: 150 }).notNull(),
    claveHash: text('clave_hash').notNull(),
    usuaClaveVenceFecha: date('usua_clave_vence_fecha', { mode: 'string' }),
    usuaCambiaClave: boolean('usua_cambia_clave').notNull().default(false),
    rolId: integer('rol_id').notNull(),
    sedeId: integer('sede_id'),
    estatus: boolean('estatus').notNull().default(true),
    /** Bumped when the password changes or the user is blocked: access tokens carrying an older value stop working. */
    sesionVersion: integer('sesion_version').notNull().default(1),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('usuario_usua_nombre_uq').on(sql`lower(${t.usuaNombre})`), uniqueIndex('usuario_usua_email_uq').on(sql`lower(${t.usuaEmail})`)],
);

const platformRefs: Record<string, RefTarget> = {
  usuario: { table: usuario as unknown as AnyTable, id: 'usuarioId' },
  persona: { table: persona as unknown as AnyTable, id: 'personaId' },
};

/** Tables of every declared resource, by resource name; child lists by `<resource>.<child>`. */
export const resourceTables = new Map<string, AnyTable>();
export const childTables = new Map<string, AnyTable>();
for (const def of resources) {
  const refs = (name: string): RefTarget => {
    if (platformRefs[name]) return platformRefs[name];
    const target = resourceTables.get(name);
    const targetDef = resources.find((r) => r.name === name);
    if (!target || !targetDef) throw new Error(`${def.name} references ${name}, declared later or not at all`);
    return { table: target, id: targetDef.id };
  };
  const table = resourceTable(def, refs);
  resourceTables.set(def.name, table);
  for (const child of Object.keys(def.children ?? {})) childTables.set(`${def.name}.${child}`, childTable(def, child, table, refs));
}
/** The table of a declared catalogue, by its declaration (a typed reference, not a name to mistype). */
export function catalogueTable(def: ResourceDef): AnyTable {
  const table = resourceTables.get(def.name);
  if (!table) throw new Error(`${def.name} is not a registered catalogue`);
  return table;
}
// drizzle-kit discovers tables among this module's exports.
export const catalogueTables = Object.fromEntries([...resourceTables, ...childTables]);
