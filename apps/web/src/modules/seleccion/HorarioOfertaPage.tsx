import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { horarioOfertaScreen, ofertaLabels, type HorarioOfertaResultado } from '@claustro/domain/seleccion/oferta.contract';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useHorarioOferta } from './api.ts';

/**
 * `/seleccion/genera-horario-oferta`: the offer's sections without hours on a campus each take the
 * first standard slot their plan term's other subjects leave free, in a free room when there is one;
 * professors stay for the registry to give. Try it first (nothing is written), then generate.
 */
export default function HorarioOfertaPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(horarioOfertaScreen, lang)!;
  const choice = usePeriodChoice({ registration: true, notEnded: true });
  const sedes = useLookup('sede');
  const carreras = useLookup('carrera');
  const [sedeId, setSedeId] = useState<number | ''>('');
  const [carreraId, setCarreraId] = useState<number | ''>('');
  const [result, setResult] = useState<HorarioOfertaResultado | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const generar = useHorarioOferta();
  const ready = !!choice.periodoAcademicoId && sedeId !== '';
  const run = (prueba: boolean) => {
    setError(null);
    generar.mutate(
      { periodoAcademicoId: choice.periodoAcademicoId!, sedeId: sedeId as number, carreraId: carreraId === '' ? null : carreraId, prueba },
      { onSuccess: setResult, onError: (e) => setError(e as ApiError) },
    );
  };
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} onChange={() => setResult(null)} />
      </ListHeader>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ChoiceField
          required
          label={ofertaLabels.sedeId[lang]}
          value={sedeId}
          onChange={(v) => {
            setSedeId(v);
            setResult(null);
          }}
          options={sedes.options}
        />
        <ChoiceField
          label={ofertaLabels.carreraId[lang]}
          value={carreraId}
          onChange={(v) => {
            setCarreraId(v);
            setResult(null);
          }}
          options={carreras.options}
          empty={t('offerHours.allCareers')}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('offerHours.how')}
      </Typography>
      {error && <Alert severity="error">{Object.values(error.fields)[0] ?? error.message}</Alert>}
      {result && (
        <Alert severity={result.sinLugar.length ? 'warning' : result.prueba ? 'info' : 'success'}>
          {result.colocadas.length + result.sinLugar.length === 0
            ? t('offerHours.none')
            : t(result.prueba ? 'offerHours.wouldPlace' : 'offerHours.placed', { count: result.colocadas.length })}
          {result.sinLugar.length > 0 && ` ${t('offerHours.left', { count: result.sinLugar.length })}`}
        </Alert>
      )}
      {result && result.colocadas.length + result.sinLugar.length > 0 && (
        <RecordTable
          label={t('offerHours.results')}
          head={[t('sections.section'), t('sections.meetings')]}
          rows={[
            ...result.colocadas.map((c) => ({ key: c.seccion, cells: [c.seccion, c.horario] })),
            ...result.sinLugar.map((c) => ({ key: c.seccion, cells: [c.seccion, c.motivo[lang]] })),
          ]}
        />
      )}
      <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" disabled={!ready || generar.isPending} onClick={() => run(true)}>
          {t('offer.try')}
        </Button>
        <Button variant="contained" disabled={!ready || generar.isPending || !result?.prueba || !result.colocadas.length} onClick={() => run(false)}>
          {t('offerHours.generate')}
        </Button>
      </Stack>
    </Stack>
  );
}
