import { useTranslation } from 'react-i18next';
import { Alert, Stack } from '@mui/material';
import { modificarSeleccionScreen } from '@claustro/domain/seleccion/seleccion.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { FoundStudent, StudentFinder, useStudentFinder } from '../../platform/StudentFinder.tsx';
import { RegistrationBoard } from './RegistrationBoard.tsx';

/**
 * `/Seleccion/modificar-seleccion`: staff change a student's selection after registration has closed
 * (add, drop, change a section for another), in any period until its last day, with the same rules and
 * seats as registration; every change audited as theirs.
 */
export default function ModificarSeleccionPage() {
  const { t } = useTranslation();
  const title = screenTitle(modificarSeleccionScreen, currentLang())!;
  const choice = usePeriodChoice({ notEnded: true });
  const finder = useStudentFinder();
  const { student, career } = finder;
  const periodo = choice.period && { periodoAcademicoId: choice.period.periodoAcademicoId, peAcDescripcion: choice.period.peAcDescripcion ?? '' };
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} />
      </ListHeader>
      {choice.periods && choice.periods.length === 0 && <Alert severity="info">{t('registration.noPeriodToChange')}</Alert>}
      <StudentFinder finder={finder} />
      <FoundStudent student={student} />
      {student && career && periodo && (
        <RegistrationBoard key={`${career}-${periodo.periodoAcademicoId}`} estudianteCarreraId={career} periodo={periodo} staff />
      )}
    </Stack>
  );
}
