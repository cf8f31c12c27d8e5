import { useTranslation } from 'react-i18next';
import { Alert, Stack } from '@mui/material';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { CareerSelect, useCareerChoice } from './CareerSelect.tsx';
import { RegistrationBoard } from './RegistrationBoard.tsx';

/** `/seleccion/seleccion-asignaturas`: the signed-in student registers for the open period. */
export default function SeleccionAsignaturasPage() {
  const { t } = useTranslation();
  const title = screenTitle('/seleccion/seleccion-asignaturas', currentLang())!;
  const career = useCareerChoice();
  const { propia, carreras, estudianteCarreraId } = career;
  const periodo = propia?.periodo;
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <CareerSelect choice={career} />
      </ListHeader>
      {propia && !carreras.length && <Alert severity="info">{t('registration.notStudent')}</Alert>}
      {propia && carreras.length > 0 && !periodo && <Alert severity="info">{t('registration.noPeriod')}</Alert>}
      {estudianteCarreraId && periodo && <RegistrationBoard key={estudianteCarreraId} estudianteCarreraId={estudianteCarreraId} periodo={periodo} />}
    </Stack>
  );
}
