import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { firmante } from '@claustro/domain/academicos/firmante.resource';
import { tipoDiploma } from '@claustro/domain/diploma/tipo-diploma.resource';
import { catalogueTable, usuario } from './catalogues.ts';
import { estudiante, estudianteCarrera } from './academicos.ts';
import { ts } from './columns.ts';

/*
 * Diplomas: the signatories' signature images, the one layout diplomas and titles share, and the
 * diplomas issued (each also a document with its verification code in `documento_emitido`).
 */

/** A signatory's signature image, printed over their line on titles and diplomas. */
export const diplomaFirma = pgTable('diploma_firma', {
  firmanteId: integer('firmante_id')
    .primaryKey()
    .references(() => catalogueTable(firmante).firmanteId),
  firmaUrl: varchar('firma_url', { length: 200 }).notNull(),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
});

/** The layout of diplomas and titles: one row (id 1). */
export const diplomaConfiguracion = pgTable(
  'diploma_configuracion',
  {
    id: integer('id').primaryKey(),
    lugar: varchar('lugar', { length: 120 }),
    colorBorde: varchar('color_borde', { length: 7 }),
    conSello: boolean('con_sello').notNull().default(true),
    textoSello: varchar('texto_sello', { length: 60 }),
    selloUrl: varchar('sello_url', { length: 200 }),
    conCodigo: boolean('con_codigo').notNull().default(true),
  },
  (t) => [check('diploma_configuracion_una_ck', sql`${t.id} = 1`)],
);

/** A diploma issued: of a kind, to a student or a person named as printed, for a reason, on a date; annulled with a reason, never deleted. */
export const diploma = pgTable(
  'diploma',
  {
    diplomaId: serial('diploma_id').primaryKey(),
    codigo: varchar('codigo', { length: 14 }).notNull(),
    tipoDiplomaId: integer('tipo_diploma_id')
      .notNull()
      .references(() => catalogueTable(tipoDiploma).tipoDiplomaId),
    estudianteId: integer('estudiante_id').references(() => estudiante.estudianteId),
    estudianteCarreraId: integer('estudiante_carrera_id').references(() => estudianteCarrera.estudianteCarreraId),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    motivo: varchar('motivo', { length: 300 }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    anulado: boolean('anulado').notNull().default(false),
    anuladoMotivo: varchar('anulado_motivo', { length: 500 }),
    anuladoEn: ts('anulado_en'),
    emitidoPor: integer('emitido_por')
      .notNull()
      .references(() => usuario.usuarioId),
    emitidoEn: ts('emitido_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('diploma_codigo_uq').on(t.codigo),
    index('diploma_emitido_idx').on(t.emitidoEn, t.diplomaId),
    index('diploma_estudiante_idx').on(t.estudianteId),
    check('diploma_anulado_ck', sql`not ${t.anulado} or ${t.anuladoMotivo} is not null`),
  ],
);
