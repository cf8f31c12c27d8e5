import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { childOwnerColumn, childTableName, tableName, type FieldDef, type ResourceDef } from '@claustro/domain/platform/resource';
import { toSnake } from '@claustro/domain/platform/naming';
import { foldedSql } from './sql.ts';

/** A table whose columns are known only at run time (derived from a declaration): any column by name. */
export type AnyTable = PgTableWithColumns<{ name: string; schema: undefined; columns: Record<string, AnyPgColumn>; dialect: 'pg' }>;

/** A referenced table and its id column, for resources that point at platform tables (usuario, persona). */
export interface RefTarget {
  table: AnyTable;
  id: string;
}

function column(name: string, f: FieldDef): PgColumnBuilderBase {
  const col = toSnake(name);
  let c;
  switch (f.kind) {
    case 'text':
    case 'email':
      c = varchar(col, { length: f.max ?? 120 });
      break;
    case 'int':
    case 'ref':
      c = integer(col);
      break;
    case 'decimal':
      c = numeric(col, { precision: 18, scale: 2 });
      break;
    case 'bool':
      c = boolean(col);
      break;
    case 'date':
      c = date(col, { mode: 'string' });
      break;
  }
  if (f.default !== undefined) c = c.default(f.default as never);
  if (f.required || f.kind === 'bool') c = c.notNull();
  return c;
}

/**
 * Builds the table of a declared resource. Constraint names are predictable
 * (`<table>_<column>_uq`, `<table>_<column>_fk`) so that a violation maps back to the field it concerns.
 */
export function resourceTable(def: ResourceDef, refs: (name: string) => RefTarget): AnyTable {
  const name = tableName(def);
  const cols: Record<string, PgColumnBuilderBase> = { [def.id]: serial(toSnake(def.id)).primaryKey() };
  if (def.company !== false) cols.companyId = integer('company_id').notNull().default(1);
  for (const [field, f] of Object.entries(def.fields)) cols[field] = column(field, f);

  return pgTable(name, cols, (t) => {
    const extras = [];
    for (const [field, f] of Object.entries(def.fields)) {
      const col = toSnake(field);
      if (f.unique) {
        const on = f.kind === 'text' || f.kind === 'email' ? sql`lower(${t[field]})` : t[field];
        extras.push(
          def.company !== false
            ? uniqueIndex(`${name}_${col}_uq`).on(t.companyId as AnyPgColumn, on as AnyPgColumn)
            : uniqueIndex(`${name}_${col}_uq`).on(on as AnyPgColumn),
        );
      }
      if (f.indexed) extras.push(index(`${name}_${col}_idx`).on(t[field]));
      if (f.kind === 'ref' && f.ref) {
        const target = refs(f.ref);
        extras.push(foreignKey({ name: `${name}_${col}_fk`, columns: [t[field]], foreignColumns: [target.table[target.id]] }));
        extras.push(index(`${name}_${col}_idx`).on(t[field]));
      }
    }
    // Large catalogues search `%text%` through trigram indexes instead of reading the whole table.
    if (def.pageSize) {
      for (const field of def.search) {
        extras.push(index(`${name}_${toSnake(field)}_trgm`).using('gin', sql`${foldedSql(t[field])} gin_trgm_ops`));
      }
    }
    return extras;
  });
}

/** The table of one child list: its own id, the owning record, and the child's fields. */
export function childTable(def: ResourceDef, child: string, owner: AnyTable, refs: (name: string) => RefTarget): AnyTable {
  const name = childTableName(def, child);
  const spec = def.children![child];
  const cols: Record<string, PgColumnBuilderBase> = {
    id: serial('id').primaryKey(),
    ownerId: integer(childOwnerColumn).notNull(),
  };
  for (const [field, f] of Object.entries(spec.fields)) cols[field] = column(field, f);
  return pgTable(name, cols, (t) => {
    const extras = [index(`${name}_owner_idx`).on(t.ownerId), foreignKey({ name: `${name}_owner_fk`, columns: [t.ownerId], foreignColumns: [owner[def.id]] })];
    for (const [field, f] of Object.entries(spec.fields)) {
      if (f.kind === 'ref' && f.ref) {
        const target = refs(f.ref);
        extras.push(foreignKey({ name: `${name}_${toSnake(field)}_fk`, columns: [t[field]], foreignColumns: [target.table[target.id]] }));
      }
    }
    return extras;
  });
}
