import { useTranslation } from 'react-i18next';
import { Stack, Typography } from '@mui/material';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { WeeklyGrid } from '../../platform/WeeklyGrid.tsx';
import { weeklyItems } from '../horarios/weekly-items.ts';
import { StudentHeader, useCareerChoice } from './CareerSelect.tsx';
import { useSeleccion } from './api.ts';

/** `/estudiantes/horarios`: the signed-in student's week in the running period, from their registration. */
export default function MiHorarioEstudiantePage() {
  const { t } = useTranslation();
  const title = screenTitle('/estudiantes/horarios', currentLang())!;
  const career = useCareerChoice();
  const { propia, estudianteCarreraId } = career;
  const periodo = propia?.actual;
  const seleccion = useSeleccion(estudianteCarreraId && periodo ? { estudianteCarreraId, periodoAcademicoId: periodo.periodoAcademicoId } : null);
  const secciones = seleccion.data?.secciones ?? [];
  return (
    <Stack spacing={2}>
      <StudentHeader title={title} choice={career} />
      {periodo && (
        <Typography color="text.secondary">
          {periodo.peAcDescripcion}
          {seleccion.data && ` · ${t('registration.credits', { creditos: seleccion.data.creditos })}`}
        </Typography>
      )}
      <WeeklyGrid items={weeklyItems(secciones)} label={title} empty={t('weekly.empty')} />
      {secciones.length > 0 && (
        <RecordTable
          label={t('weekly.sections')}
          head={[t('sections.section'), t('sections.subject'), t('registration.creditsShort'), t('sections.professors')]}
          rows={secciones.map((s) => ({
            key: s.seccionAsignaturaId,
            cells: [
              seccionNombre(s),
              s.asignaturaDescripcion,
              s.creditos,
              [...new Set(s.seccionesHorariosDetalle.map((m) => m.profesorNombre).filter(Boolean))].join(', ') || null,
            ],
          }))}
        />
      )}
    </Stack>
  );
}
