import { useTranslation } from 'react-i18next';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { WeeklyGrid } from '../../platform/WeeklyGrid.tsx';
import { profesoresDe, weeklyItems } from '../../platform/weekly-items.ts';
import type { SeleccionDe } from '@claustro/domain/seleccion/seleccion.contract';

/** A student's week in a period, from their selection: the grid, then its sections with credits and professors. */
export function StudentWeek({ secciones, label }: { secciones: SeleccionDe['secciones']; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <WeeklyGrid items={weeklyItems(secciones)} label={label} empty={t('weekly.empty')} />
      {secciones.length > 0 && (
        <RecordTable
          label={t('weekly.sections')}
          head={[t('sections.section'), t('sections.subject'), t('registration.creditsShort'), t('sections.professors')]}
          rows={secciones.map((s) => ({
            key: s.seccionAsignaturaId,
            cells: [seccionNombre(s), s.asignaturaDescripcion, s.creditos, profesoresDe(s) || null],
          }))}
        />
      )}
    </>
  );
}
