import { useTranslation } from 'react-i18next';
import { Stack, Typography } from '@mui/material';
import { seleccionApi } from '@claustro/domain/seleccion/seleccion.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { PrintButton, SheetButton } from '../../platform/PrintButton.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { FoundStudent, StudentFinder, useStudentFinder } from '../../platform/StudentFinder.tsx';
import { StudentWeek } from './StudentWeek.tsx';
import { useSeleccion } from './api.ts';

const screen = '/horarios/estudiantes';

/** `/horarios/estudiantes`: staff read a student's week in any period, as the student sees theirs. */
export default function HorarioEstudiantePage() {
  const { t } = useTranslation();
  const title = screenTitle(screen, currentLang())!;
  const choice = usePeriodChoice();
  const finder = useStudentFinder();
  const { student, career } = finder;
  const periodoAcademicoId = choice.periodoAcademicoId;
  const ref = student && career && periodoAcademicoId ? { estudianteCarreraId: career, periodoAcademicoId } : null;
  const seleccion = useSeleccion(ref);
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} />
        <PrintButton path={ref && pathOf(seleccionApi.horarioPdf, ref)} />
        <SheetButton path={ref && pathOf(seleccionApi.horarioXlsx, ref)} name={`${title} ${student?.matriculaId ?? ''}`.trim()} />
      </ListHeader>
      <StudentFinder finder={finder} />
      <FoundStudent student={student} />
      {seleccion.data && (
        <>
          <Typography color="text.secondary">
            {choice.period?.peAcDescripcion} · {t('registration.credits', { creditos: seleccion.data.creditos })}
          </Typography>
          <StudentWeek secciones={seleccion.data.secciones} label={`${title}: ${student?.matriculaId}`} />
        </>
      )}
    </Stack>
  );
}
