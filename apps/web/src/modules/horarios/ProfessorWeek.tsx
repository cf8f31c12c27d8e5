import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mui/material';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { WeeklyGrid } from '../../platform/WeeklyGrid.tsx';
import { weeklyItems } from '../../platform/weekly-items.ts';
import { ClassListDialog } from './ClassListDialog.tsx';

/** A professor's week: the grid, then the sections it comes from, each with its class list (and a message to it). */
export function ProfessorWeek({ secciones, label }: { secciones: Seccion[]; label: string }) {
  const { t } = useTranslation();
  const [classList, setClassList] = useState<number | null>(null);
  return (
    <>
      <WeeklyGrid items={weeklyItems(secciones)} label={label} empty={t('weekly.empty')} />
      {secciones.length > 0 && (
        <RecordTable
          label={t('weekly.sections')}
          head={[t('sections.section'), t('classList.title'), t('sections.subject'), t('sections.campus'), t('sections.seats')]}
          rows={secciones.map((s) => ({
            key: s.seccionAsignaturaId,
            cells: [
              seccionNombre(s),
              <Button size="small" onClick={() => setClassList(s.seccionAsignaturaId)} aria-label={`${t('classList.title')} ${seccionNombre(s)}`}>
                {t('classList.open')} ({s.seEnInscritos})
              </Button>,
              s.asignaturaDescripcion,
              s.sedeDescripcion,
              `${s.seEnInscritos} / ${s.seEnCapacidad}`,
            ],
          }))}
        />
      )}
      <ClassListDialog seccionAsignaturaId={classList} onClose={() => setClassList(null)} />
    </>
  );
}
