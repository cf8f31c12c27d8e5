import type { Label } from '../platform/i18n.ts';
import { choquesEntre, type Reunion } from './choque.rules.ts';

/**
 * Whether sections make a schedule block: a block is registered whole, so its sections belong to the
 * block's period and campus, take each subject once and never meet at the same time. Answers each
 * problem once, naming the sections, in both languages (empty: they make a block).
 */
export interface SeccionDeBloque {
  nombre: string;
  asignaturaId: number;
  periodoAcademicoId: number;
  sedeId: number;
  reuniones: readonly Reunion[];
}

export function problemasDelBloque(b: { periodoAcademicoId: number; sedeId: number }, secciones: readonly SeccionDeBloque[]): Label[] {
  const out: Label[] = [];
  for (const s of secciones) {
    if (s.periodoAcademicoId !== b.periodoAcademicoId)
      out.push({ es: `La sección ${s.nombre} es de otro período.`, en: `Section ${s.nombre} belongs to another period.` });
    else if (s.sedeId !== b.sedeId) out.push({ es: `La sección ${s.nombre} es de otro recinto.`, en: `Section ${s.nombre} is on another campus.` });
  }
  secciones.forEach((s, i) => {
    const twin = secciones.slice(0, i).find((o) => o.asignaturaId === s.asignaturaId);
    if (twin)
      out.push({
        es: `${twin.nombre} y ${s.nombre} son de la misma asignatura: un bloque la tiene una vez.`,
        en: `${twin.nombre} and ${s.nombre} are the same subject: a block has it once.`,
      });
  });
  for (const [a, b] of choquesEntre(secciones))
    out.push({ es: `${a.nombre} y ${b.nombre} se reúnen a la misma hora.`, en: `${a.nombre} and ${b.nombre} meet at the same time.` });
  return out;
}
