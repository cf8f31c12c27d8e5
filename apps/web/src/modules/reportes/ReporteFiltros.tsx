import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, TextField } from '@mui/material';
import { etiquetaNivel, etiquetaParametro, niveles, type Reporte } from '@claustro/domain/reportes/engine';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { DateInput } from '../../platform/DateInput.tsx';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { SelectField } from '../../platform/SelectField.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { currentLang } from '../../platform/i18n.ts';

/* A report's filter form, made from its declared parameters: each kind of parameter has one field. */

type Valores = Record<string, string | number | undefined>;
const isoLocal = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The values a report opens with: a span of this month so far (or the last twelve months), the running period, the rest unchosen. */
function iniciales(r: Reporte): Valores {
  const hoy = new Date();
  const v: Valores = {};
  for (const [k, p] of Object.entries(r.parametros)) {
    if (p.tipo === 'desde')
      v[k] = isoLocal(p.anual ? new Date(hoy.getFullYear() - 1, hoy.getMonth(), hoy.getDate() + 1) : new Date(hoy.getFullYear(), hoy.getMonth(), 1));
    if (p.tipo === 'hasta') v[k] = isoLocal(hoy);
    if (p.tipo === 'nivel' && p.requerido) v[k] = 'grado';
  }
  return v;
}

/** The parameters chosen so far, and whether they make a query (every required one given, a span not backwards). */
export function useParametros(r: Reporte) {
  const [valores, setValores] = useState<Valores>(() => iniciales(r));
  const periodo = usePeriodChoice();
  const todos: Valores = { ...valores };
  for (const [k, p] of Object.entries(r.parametros)) if (p.tipo === 'periodo') todos[k] = periodo.periodoAcademicoId ?? undefined;
  const fechas = Object.entries(r.parametros).filter(([, p]) => p.tipo === 'desde' || p.tipo === 'hasta');
  const [desde, hasta] = [fechas.find(([, p]) => p.tipo === 'desde')?.[0], fechas.find(([, p]) => p.tipo === 'hasta')?.[0]];
  const alReves = !!desde && !!hasta && !!todos[desde] && !!todos[hasta] && String(todos[hasta]) < String(todos[desde]);
  const completos = Object.entries(r.parametros).every(([k, p]) => !p.requerido || (todos[k] !== undefined && todos[k] !== ''));
  const poner = (k: string, v: string | number | undefined) => setValores((o) => ({ ...o, [k]: v === '' ? undefined : v }));
  return { valores: todos, listo: completos && !alReves, alReves, hasta, poner, periodo };
}

export function ReporteFiltros({ reporte, p }: { reporte: Reporte; p: ReturnType<typeof useParametros> }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const tipos = new Set(Object.values(reporte.parametros).map((x) => x.tipo));
  const sedes = useLookup('sede', { enabled: tipos.has('sede') });
  const carreras = useLookup('carrera', { enabled: tipos.has('carrera') });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', '& > *': { flex: { sm: '1 1 220px' }, maxWidth: { sm: 340 } } }}
      role="group"
      aria-label={t('reports.chooseParams')}
    >
      {Object.entries(reporte.parametros).map(([k, d]) => {
        const label = etiquetaParametro[d.tipo][lang];
        const v = p.valores[k];
        switch (d.tipo) {
          case 'periodo':
            return <PeriodSelect key={k} choice={p.periodo} />;
          case 'sede':
          case 'carrera':
            return (
              <ChoiceField
                key={k}
                label={label}
                value={(v as number | undefined) ?? ''}
                onChange={(x) => p.poner(k, x)}
                options={(d.tipo === 'sede' ? sedes : carreras).options}
                empty={d.requerido ? undefined : t('reports.all')}
                required={d.requerido}
              />
            );
          case 'desde':
          case 'hasta':
            return (
              <DateInput
                key={k}
                label={label}
                value={(v as string | undefined) ?? null}
                onChange={(x) => p.poner(k, x ?? undefined)}
                required={d.requerido}
                error={k === p.hasta && p.alReves}
                helperText={k === p.hasta && p.alReves ? t('ledger.toBeforeFrom') : undefined}
                sx={{ minWidth: 170 }}
              />
            );
          case 'nivel':
            return (
              <SelectField
                key={k}
                label={label}
                value={(v as string | undefined) ?? ''}
                onChange={(x) => p.poner(k, x)}
                options={niveles.map((n) => ({ id: n, label: etiquetaNivel[n][lang] }))}
                none={d.requerido ? undefined : t('reports.all')}
                sx={{ minWidth: 220 }}
              />
            );
          case 'texto':
            return (
              <TextField key={k} label={label} value={v ?? ''} onChange={(e) => p.poner(k, e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
            );
        }
      })}
    </Stack>
  );
}
