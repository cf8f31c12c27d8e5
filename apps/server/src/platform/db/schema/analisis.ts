import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { encuesta, participante } from '@claustro/domain/analisis/encuesta.resource';
import { encuestaEstado, encuestaGrupoEstado, encuestaParticipanteEstado } from '@claustro/domain/analisis/encuesta-estados.resource';
import { catalogueTable, usuario } from './catalogues.ts';
import { ts } from './columns.ts';

/*
 * A survey's course once opened (the survey itself is a declaration: `encuesta`): its state, its
 * questionnaire as it was when opened, its groups called, its participants, and their answers. An
 * anonymous survey's answers keep no link to a person: `encuesta_respuesta` has no person column (nor a
 * time or an ordered key to line it up with a participant by); who wrote a named survey's answer is in
 * `encuesta_respuesta_autor`, which the database refuses for an anonymous survey.
 */

const encuestaId = () =>
  integer('encuesta_id')
    .notNull()
    .references(() => catalogueTable(encuesta).encuestaId);

/** A survey opened: its state (open, closed) and when it changed; a survey without a row is a draft. */
export const encuestaCurso = pgTable('encuesta_curso', {
  encuestaId: encuestaId().primaryKey(),
  encuestaEstadoId: integer('encuesta_estado_id')
    .notNull()
    .references(() => catalogueTable(encuestaEstado).encuestaEstadoId),
  abiertaEn: ts('abierta_en').notNull().defaultNow(),
  cerradaEn: ts('cerrada_en'),
});

/** The questionnaire as it was when the survey opened: later edits of questions or the template do not change what was asked. */
export const encuestaCuestionario = pgTable(
  'encuesta_cuestionario',
  {
    encuestaId: encuestaId(),
    orden: integer('orden').notNull(),
    preguntaId: integer('pregunta_id').notNull(),
    texto: varchar('texto', { length: 300 }).notNull(),
    textoIngles: varchar('texto_ingles', { length: 300 }),
    grupo: varchar('grupo', { length: 100 }),
    grupoIngles: varchar('grupo_ingles', { length: 100 }),
    libre: boolean('libre').notNull(),
    varias: boolean('varias').notNull(),
    obligatoria: boolean('obligatoria').notNull(),
    /** `[{ valor, texto, textoIngles }]` in order; empty for an answer in words. */
    opciones: jsonb('opciones').notNull(),
  },
  (t) => [primaryKey({ columns: [t.encuestaId, t.orden] })],
);

/** A group of participants of a survey, once called: its state and how many people it asked. */
export const encuestaGrupoCurso = pgTable(
  'encuesta_grupo_curso',
  {
    encuestaId: encuestaId(),
    participanteId: integer('participante_id')
      .notNull()
      .references(() => catalogueTable(participante).participanteId),
    encuestaGrupoEstadoId: integer('encuesta_grupo_estado_id')
      .notNull()
      .references(() => catalogueTable(encuestaGrupoEstado).encuestaGrupoEstadoId),
    convocados: integer('convocados').notNull().default(0),
    convocadoEn: ts('convocado_en').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.encuestaId, t.participanteId] })],
);

/** A person asked: their state in the survey and the day they answered (the day, not the moment). */
export const encuestaParticipacion = pgTable(
  'encuesta_participacion',
  {
    encuestaId: encuestaId(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    /** The group that asked them first. */
    participanteId: integer('participante_id')
      .notNull()
      .references(() => catalogueTable(participante).participanteId),
    encuestaParticipanteEstadoId: integer('encuesta_participante_estado_id')
      .notNull()
      .references(() => catalogueTable(encuestaParticipanteEstado).encuestaParticipanteEstadoId),
    fecha: varchar('fecha', { length: 10 }),
  },
  (t) => [
    primaryKey({ name: 'encuesta_participacion_pk', columns: [t.encuestaId, t.usuarioId] }),
    // A person's surveys to answer (their home's notice and list).
    index('encuesta_participacion_usuario_idx').on(t.usuarioId, t.encuestaParticipanteEstadoId),
    index('encuesta_participacion_grupo_idx').on(t.encuestaId, t.participanteId, t.encuestaParticipanteEstadoId),
  ],
);

/** One person's answers to a survey, under a random key: no person, no time, nothing ordered. */
export const encuestaRespuesta = pgTable(
  'encuesta_respuesta',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    encuestaId: encuestaId(),
  },
  (t) => [index('encuesta_respuesta_encuesta_idx').on(t.encuestaId, t.id)],
);

/** Who wrote an answer of a named (not anonymous) survey; the database refuses a row for an anonymous one. */
export const encuestaRespuestaAutor = pgTable('encuesta_respuesta_autor', {
  respuestaId: uuid('respuesta_id')
    .primaryKey()
    .references(() => encuestaRespuesta.id),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuario.usuarioId),
});

/** An answer's value for one question: an option chosen (one row per option), or words (`opcion` 0). */
export const encuestaRespuestaValor = pgTable(
  'encuesta_respuesta_valor',
  {
    respuestaId: uuid('respuesta_id')
      .notNull()
      .references(() => encuestaRespuesta.id),
    orden: integer('orden').notNull(),
    opcion: smallint('opcion').notNull(),
    texto: varchar('texto', { length: 2000 }),
  },
  (t) => [primaryKey({ columns: [t.respuestaId, t.orden, t.opcion] }), check('encuesta_respuesta_valor_ck', sql`(${t.opcion} = 0) = (${t.texto} is not null)`)],
);
