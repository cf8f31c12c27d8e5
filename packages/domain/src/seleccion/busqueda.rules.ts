import type { Seccion } from '../horarios/seccion-horario.contract.ts';
import { seccionNombre } from '../horarios/seccion-horario.contract.ts';
import { foldForSearch } from '../platform/naming.ts';

/*
 * Class search: which sections of the offer answer what a student looks for. Every filter left empty
 * lets every section through; those given must all hold.
 */

export type Modalidad = 'presencial' | 'virtual' | 'mixta';

export interface FiltroClases {
  /** Words in the code, the section's name, the title or a professor's name (accents and case aside). */
  texto?: string;
  /** Days (1 = Monday … 7 = Sunday): a section qualifies when it meets only on these. */
  dias?: readonly number[];
  /** Earliest start and latest end (`HH:MM`) of every meeting. */
  desde?: string;
  hasta?: string;
  sedeId?: number | null;
  modalidad?: Modalidad | null;
  /** Only sections with a seat left. */
  conCupo?: boolean;
}

/** How a section is taught: every meeting in a virtual room, none, or some. A section with no meetings yet is on campus. */
export function modalidadDe(s: Pick<Seccion, 'seccionesHorariosDetalle'>): Modalidad {
  const virtuales = s.seccionesHorariosDetalle.filter((m) => m.aulaVirtual).length;
  if (!virtuales) return 'presencial';
  return virtuales === s.seccionesHorariosDetalle.length ? 'virtual' : 'mixta';
}

/** Whether a section answers the search. */
export function coincide(s: Seccion, f: FiltroClases): boolean {
  const m = s.seccionesHorariosDetalle;
  const palabras = foldForSearch(f.texto ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (palabras.length) {
    const donde = foldForSearch([seccionNombre(s), s.asignaturaCodigo, s.asignaturaDescripcion, ...m.map((x) => x.profesorNombre ?? '')].join(' '));
    if (!palabras.every((p) => donde.includes(p))) return false;
  }
  if (f.dias?.length && (!m.length || !m.every((x) => f.dias!.includes(x.diaId)))) return false;
  if (f.desde && (!m.length || m.some((x) => x.seDeHoraInicio < f.desde!))) return false;
  if (f.hasta && (!m.length || m.some((x) => x.seDeHoraFin > f.hasta!))) return false;
  if (f.sedeId && s.sedeId !== f.sedeId) return false;
  if (f.modalidad && modalidadDe(s) !== f.modalidad) return false;
  if (f.conCupo && s.seEnInscritos >= s.seEnCapacidad) return false;
  return true;
}
