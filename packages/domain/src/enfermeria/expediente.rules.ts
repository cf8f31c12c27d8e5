import type { ProblemCode } from '../messages/problems.ts';

/* The infirmary's rules of a visit (spec §3 `expediente`): who it is of, and what was given. */

/** The id field a person of each type is linked by (an employee has none). */
export const enlacePersona: Record<number, 'estudianteId' | 'profesorId' | 'personaExternaId' | null> = {
  1: 'estudianteId',
  2: 'profesorId',
  3: null,
  6: 'personaExternaId',
};
/** What is wrong with a visit's person and medicine, field by field (none when it holds together). */
export function problemasDeVisita(v: {
  tipoPersonaId: number;
  estudianteId: number | null;
  profesorId: number | null;
  personaExternaId: number | null;
  expeNombrePersona: string | null;
  medicamentoId: number | null;
  expeCantidad_Suministrada: number;
}): { campo: string; problema: ProblemCode }[] {
  const out: { campo: string; problema: ProblemCode }[] = [];
  const enlace = enlacePersona[v.tipoPersonaId];
  for (const campo of ['estudianteId', 'profesorId', 'personaExternaId'] as const) {
    if (campo === enlace && v[campo] === null) out.push({ campo, problema: 'persona_requerida' });
    if (campo !== enlace && v[campo] !== null) out.push({ campo, problema: 'persona_de_otro_tipo' });
  }
  if (enlace === null && !v.expeNombrePersona) out.push({ campo: 'expeNombrePersona', problema: 'nombre_requerido' });
  if (v.medicamentoId !== null && v.expeCantidad_Suministrada < 1) out.push({ campo: 'expeCantidad_Suministrada', problema: 'cantidad_requerida' });
  if (v.medicamentoId === null && v.expeCantidad_Suministrada > 0) out.push({ campo: 'medicamentoId', problema: 'medicamento_requerido' });
  return out;
}
