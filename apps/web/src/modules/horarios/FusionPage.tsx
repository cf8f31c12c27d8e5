import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Autocomplete, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { fusionScreen, type FusionResultado } from '@claustro/domain/horarios/fusion.contract';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useFusionar, useSecciones } from './api.ts';
import { useSectionOptions } from './section-options.tsx';
import { meetingsLine } from '../../platform/weekly-items.ts';

/**
 * `/horarios/fusion-secciones`: sections of a subject with few students merged into one. Pick the
 * section that stays, tick the ones of the same subject and campus to merge into it, try it (nothing
 * is written), then merge: their students move, its seats grow within its room, the others close.
 */
export default function FusionPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(fusionScreen, lang)!;
  const choice = usePeriodChoice();
  const options = useSectionOptions(choice.periodoAcademicoId, null);
  const [destino, setDestino] = useState<Seccion | null>(null);
  const [origen, setOrigen] = useState<number[]>([]);
  const [result, setResult] = useState<FusionResultado | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const siblings = useSecciones(
    {
      periodoAcademicoId: choice.periodoAcademicoId ?? 0,
      sedeId: destino?.sedeId ?? null,
      carreraId: null,
      asignaturaId: destino?.asignaturaId ?? null,
      page: 1,
      pageSize: 50,
    },
    { enabled: !!destino },
  );
  const others = (siblings.data?.rows ?? []).filter((s) => s.estatus && s.seccionAsignaturaId !== destino?.seccionAsignaturaId);
  const fusionar = useFusionar();
  const run = (prueba: boolean) => {
    setError(null);
    fusionar.mutate(
      { destinoId: destino!.seccionAsignaturaId, origenIds: origen, prueba },
      {
        onSuccess: (r) => {
          setResult(r);
          if (!r.prueba) {
            setOrigen([]);
            setDestino(r.seccion);
          }
        },
        onError: (e) => setError(e as ApiError),
      },
    );
  };
  const reset = () => {
    setOrigen([]);
    setResult(null);
    setError(null);
  };
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect
          choice={choice}
          onChange={() => {
            setDestino(null);
            reset();
          }}
        />
      </ListHeader>
      <Autocomplete
        {...options.props}
        options={options.options}
        value={destino}
        onChange={(_e, v) => {
          setDestino(v);
          reset();
        }}
        renderInput={(params) => <TextField {...params} required label={t('fusion.kept')} helperText={t('fusion.keptHint')} />}
      />
      {destino && (
        <Stack spacing={0.5} role="group" aria-label={t('fusion.merged')}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('fusion.merged')}
          </Typography>
          {siblings.data && !others.length && <Typography color="text.secondary">{t('fusion.noOthers')}</Typography>}
          {others.map((s) => (
            <FormControlLabel
              key={s.seccionAsignaturaId}
              control={
                <Checkbox
                  checked={origen.includes(s.seccionAsignaturaId)}
                  onChange={(e) => {
                    setResult(null);
                    setOrigen(e.target.checked ? [...origen, s.seccionAsignaturaId] : origen.filter((x) => x !== s.seccionAsignaturaId));
                  }}
                />
              }
              label={`${seccionNombre(s)} · ${meetingsLine(s, lang) || t('sections.noMeetings')} · ${t('fusion.enrolled', { count: s.seEnInscritos })}`}
            />
          ))}
        </Stack>
      )}
      {error && <Alert severity="error">{Object.values(error.fields)[0] ?? error.message}</Alert>}
      {result && (
        <Alert severity={result.prueba ? 'info' : 'success'}>
          {t(result.prueba ? 'fusion.wouldDo' : 'fusion.done', {
            movidos: result.movidos,
            seccion: seccionNombre(result.seccion),
            inscritos: result.seccion.seEnInscritos,
            cupo: result.seccion.seEnCapacidad,
            cerradas: result.cerradas.join(', '),
            esperas: result.esperasCerradas,
          })}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" disabled={!destino || !origen.length || fusionar.isPending} onClick={() => run(true)}>
          {t('fusion.try')}
        </Button>
        <Button variant="contained" disabled={!destino || !origen.length || fusionar.isPending || !result?.prueba} onClick={() => run(false)}>
          {t('fusion.merge')}
        </Button>
      </Stack>
    </Stack>
  );
}
