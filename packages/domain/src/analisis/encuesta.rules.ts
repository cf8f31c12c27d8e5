import type { PreguntaEncuesta, RespuestaEncuestaIn } from './encuesta.contract.ts';

/** What is wrong with an answer to a question, by the problem's code; null when it is right. */
export type ProblemaRespuesta = 'respuesta_obligatoria' | 'opcion_invalida' | 'una_sola_opcion' | 'respuesta_en_palabras' | 'pregunta_desconocida';

/**
 * Checks a person's answers against the questionnaire: every required question answered, options
 * that exist, one option where only one is allowed, words only where words are asked. Returns the
 * problems by question order (empty when all is right); an answer to a question not asked is one too.
 */
export function problemasRespuesta(preguntas: PreguntaEncuesta[], dadas: RespuestaEncuestaIn['respuestas']): Map<number, ProblemaRespuesta> {
  const problemas = new Map<number, ProblemaRespuesta>();
  const porOrden = new Map(dadas.map((d) => [d.orden, d]));
  const conocidas = new Set(preguntas.map((p) => p.orden));
  for (const d of dadas) if (!conocidas.has(d.orden)) problemas.set(d.orden, 'pregunta_desconocida');
  for (const p of preguntas) {
    const d = porOrden.get(p.orden);
    const opciones = [...new Set(d?.opciones ?? [])];
    const vacia = p.libre ? !d?.texto : opciones.length === 0;
    if (vacia) {
      if (p.obligatoria) problemas.set(p.orden, 'respuesta_obligatoria');
      if (!p.libre && d?.texto) problemas.set(p.orden, 'respuesta_en_palabras');
      continue;
    }
    if (p.libre) {
      if (opciones.length) problemas.set(p.orden, 'opcion_invalida');
    } else if (d?.texto) problemas.set(p.orden, 'respuesta_en_palabras');
    else if (!opciones.every((o) => p.opciones.some((x) => x.valor === o))) problemas.set(p.orden, 'opcion_invalida');
    else if (!p.varias && opciones.length > 1) problemas.set(p.orden, 'una_sola_opcion');
  }
  return problemas;
}
