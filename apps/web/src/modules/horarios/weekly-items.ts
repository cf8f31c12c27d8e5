import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { diaNombre } from '@claustro/domain/horarios/choque.rules';
import type { WeeklyItem } from '../../platform/WeeklyGrid.tsx';

/** A section's meetings as timetable entries: its name and subject, the room under it. */
export const weeklyItems = (secciones: Seccion[]): WeeklyItem[] =>
  secciones.flatMap((s) =>
    s.seccionesHorariosDetalle.map((m) => ({
      key: `${s.seccionAsignaturaId}:${m.seccionHorarioDetalleId}`,
      diaId: m.diaId,
      desde: m.seDeHoraInicio,
      hasta: m.seDeHoraFin,
      title: `${seccionNombre(s)} ${s.asignaturaDescripcion}`,
      detail: [m.aulaDescripcion, s.sedeDescripcion].filter(Boolean).join(' · '),
    })),
  );

const dayShort = (diaId: number, lang: 'es' | 'en') => {
  const name = diaNombre(diaId)[lang].slice(0, 2);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** A section's meetings in one line: "Lu 08:00–10:00 A-101 · Mi 08:00–10:00 A-101". */
export const meetingsLine = (s: Seccion, lang: 'es' | 'en') =>
  s.seccionesHorariosDetalle
    .map((m) => `${dayShort(m.diaId, lang)} ${m.seDeHoraInicio}–${m.seDeHoraFin}${m.aulaDescripcion ? ` ${m.aulaDescripcion}` : ''}`)
    .join(' · ');
