import { useTranslation } from 'react-i18next';
import { Stack, Typography } from '@mui/material';
import { seleccionApi } from '@claustro/domain/seleccion/seleccion.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { PrintButton, SheetButton } from '../../platform/PrintButton.tsx';
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
  const ref = estudianteCarreraId && periodo ? { estudianteCarreraId, periodoAcademicoId: periodo.periodoAcademicoId } : null;
  const seleccion = useSeleccion(ref);
  return (
    <Stack spacing={2}>
      <StudentHeader title={title} choice={career} />
      {periodo && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography color="text.secondary">
            {periodo.peAcDescripcion}
            {seleccion.data && ` · ${t('registration.credits', { creditos: seleccion.data.creditos })}`}
          </Typography>
          <Stack direction="row" spacing={1}>
            <PrintButton path={ref && pathOf(seleccionApi.horarioPdf, ref)} />
            <SheetButton path={ref && pathOf(seleccionApi.horarioXlsx, ref)} name={title} />
          </Stack>
        </Stack>
      )}
      <StudentWeek secciones={seleccion.data?.secciones ?? []} label={title} />
    </Stack>
  );
}
