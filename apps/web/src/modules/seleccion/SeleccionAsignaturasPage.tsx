import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { StudentHeader, useCareerChoice } from './CareerSelect.tsx';
import { RegistrationBoard } from './RegistrationBoard.tsx';
import { salirTurno, useTurno } from './api.ts';

/** The waiting room: how many are ahead; the page lets the student in by itself when their turn comes. */
function WaitingRoom({ delante, espera }: { delante: number; espera: number | null }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 3 }} role="status" aria-live="polite">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('registration.room')}
        </Typography>
        <Typography>{delante > 0 ? t('registration.ahead', { count: delante }) : t('registration.next')}</Typography>
        {espera !== null && (
          <Typography>{espera < 60 ? t('registration.estimateSeconds') : t('registration.estimateMinutes', { count: Math.ceil(espera / 60) })}</Typography>
        )}
        <LinearProgress aria-label={t('registration.room')} />
        <Typography color="text.secondary">{t('registration.roomHint')}</Typography>
      </Stack>
    </Paper>
  );
}

/** `/seleccion/seleccion-asignaturas`: the signed-in student registers for the open period. */
export default function SeleccionAsignaturasPage() {
  const { t } = useTranslation();
  const title = screenTitle('/seleccion/seleccion-asignaturas', currentLang())!;
  const career = useCareerChoice();
  const { propia, carreras, estudianteCarreraId } = career;
  const periodo = propia?.periodo;
  // Registration opens through the waiting room (which lets everyone straight in while there is room).
  const turno = useTurno(!!estudianteCarreraId && !!periodo);
  const inRoom = !!turno.data?.activa;
  useEffect(() => (inRoom ? () => void salirTurno() : undefined), [inRoom]);
  return (
    <Stack spacing={2}>
      <StudentHeader title={title} choice={career} />
      {propia && carreras.length > 0 && !periodo && <Alert severity="info">{t('registration.noPeriod')}</Alert>}
      {estudianteCarreraId && periodo && turno.data && !turno.data.admitido && <WaitingRoom delante={turno.data.delante} espera={turno.data.esperaSegundos} />}
      {estudianteCarreraId && periodo && turno.data?.admitido && (
        <RegistrationBoard key={estudianteCarreraId} estudianteCarreraId={estudianteCarreraId} periodo={periodo} />
      )}
    </Stack>
  );
}
