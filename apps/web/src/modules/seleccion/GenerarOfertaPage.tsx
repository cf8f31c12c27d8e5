import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { ofertaLabels, ofertaScreen, type OfertaResultado } from '@claustro/domain/seleccion/oferta.contract';
import { planEstudio } from '@claustro/domain/academicos/plan-estudio.resource';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useGenerarOferta } from './api.ts';

type Choice = number | '';

/**
 * `/seleccion/generar-oferta`: a period's offer for a career's plan on a campus, generated from the
 * plan — a section for each subject of the chosen terms with none there yet, to be given hours, rooms
 * and professors on the sections screen. Try it first (nothing is written), then generate.
 */
export default function GenerarOfertaPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const L = (k: string) => ofertaLabels[k][lang];
  const title = screenTitle(ofertaScreen, lang)!;
  const choice = usePeriodChoice({ registration: true, notEnded: true });
  const sedes = useLookup('sede');
  const carreras = useLookup('carrera');
  const planes = useCatalogueRows(planEstudio);
  const [sedeId, setSedeId] = useState<Choice>('');
  const [carreraId, setCarreraId] = useState<Choice>('');
  const [planEstudioId, setPlanEstudioId] = useState<Choice>('');
  const [terminos, setTerminos] = useState('');
  const [cupo, setCupo] = useState('30');
  const [result, setResult] = useState<OfertaResultado | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const generar = useGenerarOferta();
  const plans = (planes.data ?? []).filter((p) => p.carreraId === carreraId);
  const cuatrimestres = [
    ...new Set(
      terminos
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map(Number),
    ),
  ].filter((n) => Number.isInteger(n) && n > 0);
  const ready = !!choice.periodoAcademicoId && sedeId !== '' && carreraId !== '' && planEstudioId !== '' && Number(cupo) > 0;
  const changed = () => setResult(null);
  const run = (prueba: boolean) => {
    setError(null);
    generar.mutate(
      {
        periodoAcademicoId: choice.periodoAcademicoId!,
        sedeId: sedeId as number,
        carreraId: carreraId as number,
        planEstudioId: planEstudioId as number,
        cuatrimestres,
        cupo: Number(cupo),
        prueba,
      },
      { onSuccess: setResult, onError: (e) => setError(e as ApiError) },
    );
  };
  const select = (field: string, value: Choice, set: (v: Choice) => void, options: { id: number; label: string }[]) => (
    <ChoiceField
      required
      label={L(field)}
      value={value}
      onChange={(v) => {
        set(v);
        changed();
      }}
      options={options}
      error={error?.fields[field]}
    />
  );
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} onChange={changed} />
      </ListHeader>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {select('sedeId', sedeId, setSedeId, sedes.options)}
        {select(
          'carreraId',
          carreraId,
          (v) => {
            setCarreraId(v);
            setPlanEstudioId('');
          },
          carreras.options,
        )}
        {select(
          'planEstudioId',
          planEstudioId,
          setPlanEstudioId,
          plans.map((p) => ({ id: p.planEstudioId, label: p.plEnDescripcion ?? '' })),
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={L('cuatrimestres')}
          value={terminos}
          onChange={(e) => {
            setTerminos(e.target.value);
            changed();
          }}
          helperText={error?.fields.cuatrimestres ?? t('offer.termsHint')}
          error={!!error?.fields.cuatrimestres}
          sx={{ flex: 2 }}
        />
        <TextField
          required
          label={L('cupo')}
          value={cupo}
          onChange={(e) => {
            setCupo(e.target.value.replace(/\D/g, '').slice(0, 3));
            changed();
          }}
          error={!!error?.fields.cupo}
          helperText={error?.fields.cupo}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      {error && !Object.keys(error.fields).length && <Alert severity="error">{error.message}</Alert>}
      {result && (
        <Alert severity={result.prueba ? 'info' : 'success'}>
          <Typography sx={{ fontWeight: 600 }}>
            {result.creadas.length
              ? `${t(result.prueba ? 'offer.wouldOpen' : 'offer.opened', { count: result.creadas.length })}${result.existentes.length ? ` ${t('offer.existing', { count: result.existentes.length })}` : ''}`
              : t('offer.nothing', { count: result.existentes.length })}
          </Typography>
          {result.creadas.length > 0 && (
            <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
              {result.creadas.map((c) => (
                <li key={c.seccion}>
                  {c.seccion} · {t('offer.term', { n: c.cuatrimestre })}
                </li>
              ))}
            </Stack>
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" disabled={!ready || generar.isPending} onClick={() => run(true)}>
          {t('offer.try')}
        </Button>
        <Button variant="contained" disabled={!ready || generar.isPending || !result?.prueba || !result.creadas.length} onClick={() => run(false)}>
          {t('offer.generate')}
        </Button>
      </Stack>
    </Stack>
  );
}
