import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { useCatalogueRows } from '../../platform/resources/useLookup.ts';
import { WeeklyGrid } from '../../platform/WeeklyGrid.tsx';
import { weeklyItems } from './weekly-items.ts';
import { currentPeriod } from './periods.ts';
import { useMisSecciones } from './api.ts';

export const miHorarioScreen = '/reportes/horarios/horario-profesores/mi-horario';

/** `/reportes/horarios/horario-profesores/mi-horario`: the signed-in professor's week in a period, and the sections it comes from. */
export default function MiHorarioPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const periods = useCatalogueRows(periodoAcademico);
  const [chosen, setChosen] = useState<number | null>(null);
  const periodoAcademicoId = chosen ?? (periods.data ? currentPeriod(periods.data, new Date().toISOString().slice(0, 10)) : undefined);
  const mine = useMisSecciones(periodoAcademicoId);
  const title = screenTitle(miHorarioScreen, lang)!;
  const secciones = mine.data?.secciones ?? [];
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <TextField
          select
          label={t('sections.period')}
          value={periodoAcademicoId ?? ''}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ minWidth: 240 }}
        >
          {(periods.data ?? []).map((p) => (
            <MenuItem key={p.periodoAcademicoId} value={p.periodoAcademicoId}>
              {p.peAcDescripcion}
            </MenuItem>
          ))}
        </TextField>
      </ListHeader>
      {mine.data && mine.data.profesorId === null && <Alert severity="info">{t('weekly.notProfessor')}</Alert>}
      <WeeklyGrid items={weeklyItems(secciones)} label={title} empty={t('weekly.empty')} />
      {secciones.length > 0 && (
        <RecordTable
          label={t('weekly.sections')}
          head={[t('sections.section'), t('sections.subject'), t('sections.campus'), t('sections.seats')]}
          rows={secciones.map((s) => ({
            key: s.seccionAsignaturaId,
            cells: [seccionNombre(s), s.asignaturaDescripcion, s.sedeDescripcion, `${s.seEnInscritos} / ${s.seEnCapacidad}`],
          }))}
        />
      )}
    </Stack>
  );
}
