import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { seccionesApi } from '@claustro/domain/horarios/seccion-horario.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { PrintButton, SheetButton } from '../../platform/PrintButton.tsx';
import { call } from '../../platform/contract-client.ts';
import { seccionesKeys, useProfesorOptions } from './api.ts';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { ProfessorWeek } from './ProfessorWeek.tsx';

const screen = '/reportes/horarios/horario-profesores';

/** `/reportes/horarios/horario-profesores`: any professor's week in a period, with class lists; printable. */
export default function HorarioProfesoresPage() {
  const { t } = useTranslation();
  const title = screenTitle(screen, currentLang())!;
  const choice = usePeriodChoice();
  const options = useProfesorOptions();
  const [profesor, setProfesor] = useState<{ id: number; label: string } | null>(null);
  const periodoAcademicoId = choice.periodoAcademicoId;
  const ref = profesor && periodoAcademicoId ? { profesorId: profesor.id, periodoAcademicoId } : null;
  const secciones = useQuery({
    queryKey: seccionesKeys.of('profesor', ref),
    enabled: !!ref,
    queryFn: () => call(seccionesApi.byProfesor, { params: ref! }),
  });
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} />
        <PrintButton path={ref ? pathOf(seccionesApi.byProfesorPdf, ref) : null} />
        <SheetButton path={ref ? pathOf(seccionesApi.byProfesorXlsx, ref) : null} name={`${title} ${profesor?.label.split(' · ')[0] ?? ''}`.trim()} />
      </ListHeader>
      <Autocomplete
        options={options.data ?? []}
        value={profesor}
        onChange={(_e, v) => setProfesor(v)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={options.isLoading}
        renderInput={(params) => <TextField {...params} label={t('sections.professor')} />}
        sx={{ maxWidth: { sm: 560 } }}
      />
      {profesor && <ProfessorWeek secciones={secciones.data ?? []} label={`${title}: ${profesor.label}`} />}
    </Stack>
  );
}
