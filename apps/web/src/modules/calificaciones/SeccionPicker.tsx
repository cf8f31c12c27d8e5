import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Chip, Stack, TextField } from '@mui/material';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useMisSecciones, useSecciones } from '../horarios/api.ts';

/**
 * A section picked to grade: the period, then a professor's own sections of it as chips (staff search
 * any section of the period).
 */
export function SeccionPicker({ value, onChange }: { value: number | null; onChange: (seccionAsignaturaId: number | null) => void }) {
  const { t } = useTranslation();
  const choice = usePeriodChoice();
  const [buscar, setBuscar] = useState('');
  const mias = useMisSecciones(choice.periodoAcademicoId);
  const profesor = !!mias.data?.profesorId;
  const encontradas = useSecciones(
    {
      periodoAcademicoId: choice.periodoAcademicoId ?? 0,
      sedeId: null,
      carreraId: null,
      asignaturaId: null,
      value: buscar.trim() || undefined,
      page: 1,
      pageSize: 12,
    },
    { enabled: !!choice.periodoAcademicoId && !!mias.data && !profesor },
  );
  const opciones = profesor ? (mias.data?.secciones ?? []) : (encontradas.data?.rows ?? []);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <PeriodSelect choice={choice} onChange={() => onChange(null)} />
        {mias.data && !profesor && (
          <TextField label={t('grades.searchSection')} value={buscar} onChange={(e) => setBuscar(e.target.value)} sx={{ maxWidth: { sm: 420 }, flexGrow: 1 }} />
        )}
      </Stack>
      {mias.data && profesor && opciones.length === 0 && <Alert severity="info">{t('grades.noSections')}</Alert>}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="list" aria-label={t('grades.sections')}>
        {opciones.map((s) => (
          <Chip
            role="listitem"
            key={s.seccionAsignaturaId}
            label={`${seccionNombre(s)} ${s.asignaturaDescripcion}`}
            color={s.seccionAsignaturaId === value ? 'primary' : 'default'}
            variant={s.seccionAsignaturaId === value ? 'filled' : 'outlined'}
            onClick={() => onChange(s.seccionAsignaturaId)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
