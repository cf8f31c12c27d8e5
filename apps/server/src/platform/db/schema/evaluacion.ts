import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { evaluacionCampana } from '@claustro/domain/evaluacion/campana.resource';
import { catalogueTable } from './catalogues.ts';
import { estudianteCarrera, profesor } from './academicos.ts';
import { seccionHorario } from './horarios.ts';

/**
 * That a student career has evaluated a section's professor in a campaign — and nothing of what it
 * answered: what is pending is read from here, the answers are in `evaluacion_respuesta`, which has no
 * column leading back to a person (nor a time or an ordered key to line the two up by).
 */
export const evaluacionHecha = pgTable(
  'evaluacion_hecha',
  {
    evaluacionCampanaId: integer('evaluacion_campana_id')
      .notNull()
      .references(() => catalogueTable(evaluacionCampana).evaluacionCampanaId),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    seccionAsignaturaId: integer('seccion_asignatura_id')
      .notNull()
      .references(() => seccionHorario.seccionAsignaturaId),
    profesorId: integer('profesor_id')
      .notNull()
      .references(() => profesor.profesorId),
    /** The day, not the moment: a time would line an answer up with its author. */
    fecha: varchar('fecha', { length: 10 }).notNull(),
  },
  (t) => [
    // No serial key: an ordered number would line a row up with the answer written beside it.
    primaryKey({ name: 'evaluacion_hecha_pk', columns: [t.evaluacionCampanaId, t.estudianteCarreraId, t.seccionAsignaturaId, t.profesorId] }),
    index('evaluacion_hecha_seccion_idx').on(t.evaluacionCampanaId, t.seccionAsignaturaId, t.profesorId),
  ],
);

/** An anonymous evaluation of a section's professor: a random key, the comment; its values per question below. */
export const evaluacionRespuesta = pgTable(
  'evaluacion_respuesta',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    evaluacionCampanaId: integer('evaluacion_campana_id')
      .notNull()
      .references(() => catalogueTable(evaluacionCampana).evaluacionCampanaId),
    seccionAsignaturaId: integer('seccion_asignatura_id')
      .notNull()
      .references(() => seccionHorario.seccionAsignaturaId),
    profesorId: integer('profesor_id')
      .notNull()
      .references(() => profesor.profesorId),
    comentario: varchar('comentario', { length: 1000 }),
  },
  (t) => [index('evaluacion_respuesta_seccion_idx').on(t.evaluacionCampanaId, t.profesorId, t.seccionAsignaturaId)],
);

/** One answer's value for one question of its campaign's questionnaire (by the question's order). */
export const evaluacionRespuestaValor = pgTable(
  'evaluacion_respuesta_valor',
  {
    respuestaId: uuid('respuesta_id')
      .notNull()
      .references(() => evaluacionRespuesta.id),
    orden: integer('orden').notNull(),
    valor: smallint('valor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.respuestaId, t.orden] }), check('evaluacion_respuesta_valor_ck', sql`${t.valor} between 1 and 5`)],
);
