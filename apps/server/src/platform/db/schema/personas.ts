import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, serial, uniqueIndex, varchar, type AnyPgColumn, type PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '@claustro/domain/platform/resource';
import { municipio } from '@claustro/domain/generales/municipio.resource';
import { pais } from '@claustro/domain/generales/pais.resource';
import { provincia } from '@claustro/domain/generales/provincia.resource';
import { tipoDocumentoIdentificacion } from '@claustro/domain/generales/tipo-documento-identificacion.resource';
import { tipoEmail } from '@claustro/domain/generales/tipo-email.resource';
import { tipoTelefono } from '@claustro/domain/generales/tipo-telefono.resource';
import { catalogueTable, persona } from './catalogues.ts';

/** A contact's type (or place) must exist: a phone of a type nobody declared is refused, never stored. */
const catalogueRef = (name: string, column: PgColumn, def: ResourceDef) =>
  foreignKey({ name, columns: [column], foreignColumns: [(catalogueTable(def) as unknown as Record<string, AnyPgColumn>)[def.id]] });

// ── People ─────────────────────────────────────────────────────────────────────────────────────

export const personaDocumento = pgTable(
  'persona_documento_identificacion',
  {
    personaDocumentoIdentificacionId: serial('persona_documento_identificacion_id').primaryKey(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    tipoDocumentoIdentificacionId: integer('tipo_documento_identificacion_id').notNull(),
    doIdValor: varchar('do_id_valor', { length: 30 }).notNull(),
  },
  (t) => [
    uniqueIndex('persona_documento_valor_uq').on(t.tipoDocumentoIdentificacionId, t.doIdValor),
    catalogueRef('persona_documento_tipo_fk', t.tipoDocumentoIdentificacionId, tipoDocumentoIdentificacion),
    index('persona_documento_persona_idx').on(t.personaId),
    index('persona_documento_valor_idx').on(t.doIdValor),
    // Part of a document ("0010", the last digits of a cédula).
    index('persona_documento_valor_trgm').using('gin', sql`${t.doIdValor} gin_trgm_ops`),
  ],
);

export const personaTelefono = pgTable(
  'persona_telefono',
  {
    personaTelefonoId: serial('persona_telefono_id').primaryKey(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    tipoTelefonoId: integer('tipo_telefono_id').notNull(),
    peTeTelefono: varchar('pe_te_telefono', { length: 30 }).notNull(),
  },
  (t) => [index('persona_telefono_persona_idx').on(t.personaId), catalogueRef('persona_telefono_tipo_fk', t.tipoTelefonoId, tipoTelefono)],
);

export const personaEmail = pgTable(
  'persona_email',
  {
    personaEmailId: serial('persona_email_id').primaryKey(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    tipoEmailId: integer('tipo_email_id').notNull(),
    peEmEmail: varchar('pe_em_email', { length: 150 }).notNull(),
  },
  (t) => [index('persona_email_persona_idx').on(t.personaId), catalogueRef('persona_email_tipo_fk', t.tipoEmailId, tipoEmail)],
);

export const personaDireccion = pgTable(
  'persona_direccion',
  {
    personaDireccionId: serial('persona_direccion_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    paisId: integer('pais_id'),
    provinciaId: integer('provincia_id'),
    municipioId: integer('municipio_id'),
    ciudadId: integer('ciudad_id'),
    peDiDireccion: varchar('pe_di_direccion', { length: 250 }).notNull(),
    peDiCodigoPostal: varchar('pe_di_codigo_postal', { length: 10 }),
  },
  (t) => [
    index('persona_direccion_persona_idx').on(t.personaId),
    catalogueRef('persona_direccion_pais_fk', t.paisId, pais),
    catalogueRef('persona_direccion_provincia_fk', t.provinciaId, provincia),
    catalogueRef('persona_direccion_municipio_fk', t.municipioId, municipio),
  ],
);
