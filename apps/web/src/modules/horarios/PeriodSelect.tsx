import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuItem, TextField } from '@mui/material';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { useCatalogueRows } from '../../platform/resources/useLookup.ts';
import { currentPeriod } from './periods.ts';

/**
 * The periods, and the one chosen: the running one until the user picks another (`registration`: the
 * one open for registration, if any).
 */
export function usePeriodChoice(o: { registration?: boolean } = {}) {
  const periods = useCatalogueRows(periodoAcademico);
  const [chosen, choose] = useState<number | null>(null);
  const open = o.registration ? periods.data?.find((p) => p.peAcPeriodo_Inscripcion && p.estatus)?.periodoAcademicoId : undefined;
  const periodoAcademicoId = chosen ?? open ?? (periods.data ? currentPeriod(periods.data, new Date().toISOString().slice(0, 10)) : undefined);
  return { periods: periods.data, periodoAcademicoId, period: periods.data?.find((p) => p.periodoAcademicoId === periodoAcademicoId), choose };
}

/** The period a timetable or a list shows. */
export function PeriodSelect(props: { choice: ReturnType<typeof usePeriodChoice>; onChange?: () => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('sections.period')}
      value={props.choice.periodoAcademicoId ?? ''}
      onChange={(e) => {
        props.choice.choose(Number(e.target.value));
        props.onChange?.();
      }}
      sx={{ minWidth: 240 }}
    >
      {(props.choice.periods ?? []).map((p) => (
        <MenuItem key={p.periodoAcademicoId} value={p.periodoAcademicoId}>
          {p.peAcDescripcion}
        </MenuItem>
      ))}
    </TextField>
  );
}
