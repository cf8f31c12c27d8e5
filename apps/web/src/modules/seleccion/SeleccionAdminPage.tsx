import { useTranslation } from 'react-i18next';
import { Alert, Stack } from '@mui/material';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { FoundStudent, StudentFinder, useStudentFinder } from '../../platform/StudentFinder.tsx';
import { RegistrationBoard } from './RegistrationBoard.tsx';
import { useSeleccionPropia } from './api.ts';

/**
 * `/seleccion/seleccion-asignaturas-admin`: staff register a student (found by matrícula) in the open
 * period, with the same rules, reasons and seats the student sees; every change is audited as theirs.
 */
export default function SeleccionAdminPage() {
  const { t } = useTranslation();
  const title = screenTitle('/seleccion/seleccion-asignaturas-admin', currentLang())!;
  const propia = useSeleccionPropia();
  const periodo = propia.data?.periodo;
  const finder = useStudentFinder();
  const { student, career } = finder;
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      {propia.data && !periodo && <Alert severity="info">{t('registration.noPeriod')}</Alert>}
      <StudentFinder finder={finder} />
      <FoundStudent student={student} />
      {student && career && periodo && <RegistrationBoard key={career} estudianteCarreraId={career} periodo={periodo} staff />}
    </Stack>
  );
}
