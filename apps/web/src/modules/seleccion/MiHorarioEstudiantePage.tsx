import { useTranslation } from 'react-i18next';
import { Stack, Typography } from '@mui/material';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { StudentHeader, useCareerChoice } from './CareerSelect.tsx';
import { StudentWeek } from './StudentWeek.tsx';
import { useSeleccion } from './api.ts';

/** `/estudiantes/horarios`: the signed-in student's week in the running period, from their registration. */
export default function MiHorarioEstudiantePage() {
  const { t } = useTranslation();
  const title = screenTitle('/estudiantes/horarios', currentLang())!;
  const career = useCareerChoice();
  const { propia, estudianteCarreraId } = career;
  const periodo = propia?.actual;
  const seleccion = useSeleccion(estudianteCarreraId && periodo ? { estudianteCarreraId, periodoAcademicoId: periodo.periodoAcademicoId } : null);
  return (
    <Stack spacing={2}>
      <StudentHeader title={title} choice={career} />
      {periodo && (
        <Typography color="text.secondary">
          {periodo.peAcDescripcion}
          {seleccion.data && ` · ${t('registration.credits', { creditos: seleccion.data.creditos })}`}
        </Typography>
      )}
      <StudentWeek secciones={seleccion.data?.secciones ?? []} label={title} />
    </Stack>
  );
}
