import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { useCatalogueRows } from './resources/useLookup.ts';
import { currentPeriod } from './periods.ts';
import { SelectField } from './SelectField.tsx';

/**
 * The periods, and the one chosen: the running one until the user picks another (`registration`: the
 * one open for registration, if any; `notEnded`: only periods running or to come).
 */
export function usePeriodChoice(o: { registration?: boolean; notEnded?: boolean } = {}) {
  const all = useCatalogueRows(periodoAcademico).data;
  const today = new Date().toISOString().slice(0, 10);
  const periods = o.notEnded ? all?.filter((p) => !p.peAcFechaFin || p.peAcFechaFin >= today) : all;
  const [chosen, choose] = useState<number | null>(null);
  const open = o.registration ? periods?.find((p) => p.peAcPeriodo_Inscripcion && p.estatus)?.periodoAcademicoId : undefined;
  const periodoAcademicoId = chosen ?? open ?? (periods ? currentPeriod(periods, today) : undefined);
  return { periods, periodoAcademicoId, period: periods?.find((p) => p.periodoAcademicoId === periodoAcademicoId), choose };
}

/** The period a timetable or a list shows. */
export function PeriodSelect(props: { choice: ReturnType<typeof usePeriodChoice>; onChange?: () => void }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('sections.period')}
      value={props.choice.periodoAcademicoId ?? ''}
      onChange={(v) => {
        props.choice.choose(Number(v));
        props.onChange?.();
      }}
      options={(props.choice.periods ?? []).map((p) => ({ id: p.periodoAcademicoId, label: p.peAcDescripcion ?? '' }))}
      sx={{ minWidth: 240, maxWidth: { sm: 360 } }}
    />
  );
}
