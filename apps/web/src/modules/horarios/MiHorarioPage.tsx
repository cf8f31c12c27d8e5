import { useTranslation } from 'react-i18next';
import { Alert, Stack } from '@mui/material';
import { seccionesApi } from '@claustro/domain/horarios/seccion-horario.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { PrintButton, SheetButton } from '../../platform/PrintButton.tsx';
import { useMisSecciones } from './api.ts';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { ProfessorWeek } from './ProfessorWeek.tsx';

export const miHorarioScreen = '/reportes/horarios/horario-profesores/mi-horario';

/** `/reportes/horarios/horario-profesores/mi-horario`: the signed-in professor's week in a period, the sections it
 * comes from, and each section's class list (with a message to it); printable. */
export default function MiHorarioPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const choice = usePeriodChoice();
  const mine = useMisSecciones(choice.periodoAcademicoId);
  const title = screenTitle(miHorarioScreen, lang)!;
  const profesorId = mine.data?.profesorId;
  const ref = profesorId && choice.periodoAcademicoId ? { profesorId, periodoAcademicoId: choice.periodoAcademicoId } : null;
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} />
        <PrintButton path={ref && pathOf(seccionesApi.byProfesorPdf, ref)} />
        <SheetButton path={ref && pathOf(seccionesApi.byProfesorXlsx, ref)} name={title} />
      </ListHeader>
      {mine.data && mine.data.profesorId === null && <Alert severity="info">{t('weekly.notProfessor')}</Alert>}
      <ProfessorWeek secciones={mine.data?.secciones ?? []} label={title} />
    </Stack>
  );
}
