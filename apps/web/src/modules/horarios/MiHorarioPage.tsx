import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@mui/material';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { WeeklyGrid } from '../../platform/WeeklyGrid.tsx';
import { weeklyItems } from './weekly-items.ts';
import { useMisSecciones } from './api.ts';
import { PeriodSelect, usePeriodChoice } from './PeriodSelect.tsx';
import { ClassListDialog } from './ClassListDialog.tsx';

export const miHorarioScreen = '/reportes/horarios/horario-profesores/mi-horario';

/** `/reportes/horarios/horario-profesores/mi-horario`: the signed-in professor's week in a period, the sections it
 * comes from, and each section's class list (with a message to it). */
export default function MiHorarioPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const choice = usePeriodChoice();
  const mine = useMisSecciones(choice.periodoAcademicoId);
  const title = screenTitle(miHorarioScreen, lang)!;
  const secciones = mine.data?.secciones ?? [];
  const [classList, setClassList] = useState<number | null>(null);
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} />
      </ListHeader>
      {mine.data && mine.data.profesorId === null && <Alert severity="info">{t('weekly.notProfessor')}</Alert>}
      <WeeklyGrid items={weeklyItems(secciones)} label={title} empty={t('weekly.empty')} />
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
    </Stack>
  );
}
