import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { preguntasDe, tieneRespuestas } from './evaluacion.queries.ts';

type Pregunta = { orden: number; texto: string; textoIngles?: string | null };
const clave = (ps: Pregunta[]) => JSON.stringify(ps.map((p) => [Number(p.orden), p.texto, p.textoIngles || null]).sort());

/** A campaign with answers keeps its questions: its results are read question by question. */
export const campanaHooks: ResourceHooks = {
  async beforeWrite(tx, values, id) {
    if (id === null || !(await tieneRespuestas(tx, id))) return;
    if (clave((values.preguntas as Pregunta[] | undefined) ?? []) !== clave(await preguntasDe(tx, id))) {
      throw new DomainError('validation', {}, { preguntas: { problem: 'preguntas_con_respuestas' } });
    }
  },
};
