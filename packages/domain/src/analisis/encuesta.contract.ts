import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { sheet } from '../platform/sheet.ts';
import { id, pageQuery, searchValue } from '../platform/schemas.ts';
import { encuesta } from './encuesta.resource.ts';

/*
 * Surveys (spec §2 `/analisis-gestion/*`, §1's survey flag; the spec shows no survey API, these are
 * ours). Staff open a survey — its questionnaire is fixed as it was, its groups' people are asked —,
 * follow who has answered per group, close it, and read what it came to question by question (and as
 * a spreadsheet). Whoever is asked answers once, on their own page (`/encuestas`); an anonymous survey's
 * answers keep no link to them.
 */

export const encuestasScreen = encuesta.screen;
export { misEncuestasScreen } from '../shell/areas.rules.ts';

/** An option of a question: its value (its order) and its words in both languages. */
export const opcionPregunta = z.object({ valor: z.number(), texto: z.string(), textoIngles: z.string().nullable() });
/** A question as the survey asks it. */
export const preguntaEncuesta = z.object({
  orden: z.number(),
  texto: z.string(),
  textoIngles: z.string().nullable(),
  grupo: z.string().nullable(),
  grupoIngles: z.string().nullable(),
  libre: z.boolean(),
  varias: z.boolean(),
  obligatoria: z.boolean(),
  opciones: z.array(opcionPregunta),
});
export type PreguntaEncuesta = z.output<typeof preguntaEncuesta>;

/** A survey as staff follow it. */
export const seguimientoEncuesta = z.object({
  encuestaId: z.number(),
  titulo: z.string(),
  anonima: z.boolean(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  encuestaEstadoId: z.number(),
  estado: z.string(),
  estadoIngles: z.string(),
  convocados: z.number(),
  respondieron: z.number(),
});
export type SeguimientoEncuesta = z.output<typeof seguimientoEncuesta>;

/** A group of a survey: its state and how many of its people answered. */
export const grupoEncuesta = z.object({
  participanteId: z.number(),
  grupo: z.string(),
  encuestaGrupoEstadoId: z.number(),
  estado: z.string(),
  estadoIngles: z.string(),
  convocados: z.number(),
  respondieron: z.number(),
});
export type GrupoEncuesta = z.output<typeof grupoEncuesta>;

/** What a survey came to: per question, how many chose each option, and the words written (no names). */
export const resultadoEncuesta = z.object({
  respuestas: z.number(),
  preguntas: z.array(
    preguntaEncuesta.extend({
      conteo: z.array(z.number()),
      respondieron: z.number(),
      textos: z.array(z.string()),
    }),
  ),
});
export type ResultadoEncuesta = z.output<typeof resultadoEncuesta>;

/** A line of a survey's answers for its spreadsheet: one answer's reply to one question. */
export const lineaRespuesta = z.object({
  respuesta: z.string(),
  participante: z.string().nullable(),
  orden: z.number(),
  pregunta: z.string(),
  valor: z.string(),
});
export type LineaRespuesta = z.output<typeof lineaRespuesta>;

/** A survey the signed-in person is asked. */
export const miEncuesta = z.object({
  encuestaId: z.number(),
  titulo: z.string(),
  instrucciones: z.string().nullable(),
  anonima: z.boolean(),
  hasta: z.string(),
  respondida: z.boolean(),
});
export type MiEncuesta = z.output<typeof miEncuesta>;

export const encuestaLabels: Record<string, Label> = {
  respuestas: label('Respuestas', 'Answers'),
  opciones: label('Opciones', 'Options'),
  texto: label('Respuesta', 'Answer'),
};

/** A person's answers: for each question, the options chosen (by value) or the words written. */
export const respuestaEncuestaIn = z.object({
  respuestas: z
    .array(
      z.object({
        orden: z.coerce.number().int().min(1).max(99),
        opciones: z.array(z.coerce.number().int().min(1).max(20)).max(20).default([]),
        texto: z
          .string()
          .trim()
          .max(2000)
          .nullish()
          .transform((v) => v || null),
      }),
    )
    .max(99),
});
export type RespuestaEncuestaIn = z.output<typeof respuestaEncuestaIn>;

const staff = { access: { screens: [encuestasScreen] } } as const;
const deEncuesta = z.object({ encuestaId: id });

export const encuestaApi = {
  seguimiento: endpoint({
    summary: 'Surveys with their state and how many of those asked have answered, newest first',
    method: 'GET',
    path: '/api/analisis-gestion/seguimiento',
    ...staff,
    query: z.object({ value: searchValue, ...pageQuery }),
    response: z.array(seguimientoEncuesta),
    paged: true,
  }),
  grupos: endpoint({
    summary: "A survey's groups: their state, how many were asked and how many answered",
    method: 'GET',
    path: '/api/analisis-gestion/encuestas/:encuestaId/grupos',
    ...staff,
    params: deEncuesta,
    response: z.array(grupoEncuesta),
  }),
  convocar: endpoint({
    summary: 'Opens a survey (its questionnaire fixed as it is) and asks the people of every group not yet called',
    method: 'POST',
    path: '/api/analisis-gestion/encuestas/:encuestaId/convocar',
    ...staff,
    params: deEncuesta,
    response: z.object({ convocados: z.number() }),
    errors: ['not_found', 'encuesta_no_abierta', 'encuesta_sin_preguntas'],
  }),
  cerrar: endpoint({
    summary: 'Closes a survey: nobody answers it any more',
    method: 'POST',
    path: '/api/analisis-gestion/encuestas/:encuestaId/cerrar',
    ...staff,
    params: deEncuesta,
    response: z.object({ ok: z.literal(true) }),
    errors: ['not_found', 'encuesta_no_abierta'],
  }),
  resultados: endpoint({
    summary: 'What a survey came to, question by question: options counted, words written (never who)',
    method: 'GET',
    path: '/api/analisis-gestion/encuestas/:encuestaId/resultados',
    ...staff,
    params: deEncuesta,
    response: resultadoEncuesta,
    errors: ['not_found'],
  }),
  respuestas: endpoint({
    summary: "A survey's answers, a line per answer and question (the person only in a named survey); as a spreadsheet with ?formato=xlsx",
    method: 'GET',
    path: '/api/analisis-gestion/encuestas/:encuestaId/respuestas',
    ...staff,
    params: deEncuesta,
    query: z.object({ ...pageQuery }),
    response: z.array(lineaRespuesta),
    paged: true,
    sheet: sheet<LineaRespuesta>(label('Respuestas de la encuesta', 'Survey answers'), [
      { label: label('Respuesta', 'Answer'), value: (r) => r.respuesta },
      { label: label('Participante', 'Participant'), value: (r) => r.participante },
      { label: label('Pregunta n.º', 'Question no.'), value: (r) => r.orden },
      { label: label('Pregunta', 'Question'), value: (r) => r.pregunta },
      { label: label('Respuesta dada', 'Reply'), value: (r) => r.valor },
    ]),
  }),
  mias: endpoint({
    summary: 'The open surveys the signed-in person is asked, answered or not',
    method: 'GET',
    path: '/api/analisis-gestion/mis-encuestas',
    access: 'self',
    response: z.array(miEncuesta),
  }),
  cuestionario: endpoint({
    summary: "A survey's questions, for one who is asked it",
    method: 'GET',
    path: '/api/analisis-gestion/mis-encuestas/:encuestaId',
    access: 'self',
    params: deEncuesta,
    response: z.object({ encuesta: miEncuesta, preguntas: z.array(preguntaEncuesta) }),
    errors: ['not_found'],
  }),
  responder: endpoint({
    summary: 'The signed-in person answers a survey they are asked (once)',
    method: 'POST',
    path: '/api/analisis-gestion/mis-encuestas/:encuestaId',
    access: 'self',
    labels: encuestaLabels,
    params: deEncuesta,
    body: respuestaEncuestaIn,
    response: z.object({ ok: z.literal(true) }),
    status: 201,
    errors: ['not_found', 'encuesta_cerrada', 'encuesta_respondida'],
  }),
};
