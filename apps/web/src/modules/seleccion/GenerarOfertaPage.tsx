import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { ofertaIn, ofertaLabels, ofertaScreen, type OfertaResultado } from '@claustro/domain/seleccion/oferta.contract';
import { planEstudio } from '@claustro/domain/academicos/plan-estudio.resource';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useGenerarOferta } from './api.ts';

/**
 * `/seleccion/generar-oferta`: a period's offer for a career's plan on a campus, generated from the
 * plan — a section for each subject of the chosen terms with none there yet, to be given hours, rooms
 * and professors on the sections screen. Try it first (nothing is written), then generate.
 */
/** The plan terms as typed ("3, 4"): a list of numbers; text that is not one is left for the contract to refuse. */
const terminosDe = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const xs = v.split(/[\s,;]+/).filter(Boolean);
  return xs.every((x) => /^\d+$/.test(x)) ? [...new Set(xs.map(Number))] : v;
};

/** What the screen asks (the period is the header's choice; trying or generating is the button pressed). */
const ofertaForm = ofertaIn.omit({ periodoAcademicoId: true, prueba: true }).extend({ cuatrimestres: z.preprocess(terminosDe, ofertaIn.shape.cuatrimestres) });

export default function GenerarOfertaPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(ofertaScreen, lang)!;
  const choice = usePeriodChoice({ registration: true, notEnded: true });
  const sedes = useLookup('sede');
  const carreras = useLookup('carrera');
  const planes = useCatalogueRows(planEstudio);
  const form = useContractForm(ofertaForm, ofertaLabels, { sedeId: '', carreraId: '', planEstudioId: '', cuatrimestres: '', cupo: '30' }, 'onTouched');
  const { control, setValue } = form;
  const carreraId = useWatch({ control, name: 'carreraId' });
  const [result, setResult] = useState<OfertaResultado | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const generar = useGenerarOferta();
  const plans = (planes.data ?? []).filter((p) => p.carreraId === carreraId);
  // What was tried no longer holds once anything changes; another career has other plans.
  useEffect(() => form.subscribe({ formState: { values: true }, callback: () => setResult(null) }), [form]);
  useEffect(() => setValue('planEstudioId', ''), [carreraId, setValue]);
  const run = (prueba: boolean) =>
    void form.handleSubmit(async (v) => {
      setGeneral(null);
      try {
        setResult(await generar.mutateAsync({ ...v, periodoAcademicoId: choice.periodoAcademicoId!, prueba }));
      } catch (e) {
        setGeneral(applyServerErrors(e, form.setError, ['periodoAcademicoId']));
      }
    })();
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} onChange={() => setResult(null)} />
      </ListHeader>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormSelect control={control} name="sedeId" required label={ofertaLabels.sedeId[lang]} options={sedes.options} sx={{ flex: 1 }} />
        <FormSelect control={control} name="carreraId" required label={ofertaLabels.carreraId[lang]} options={carreras.options} sx={{ flex: 1 }} />
        <FormSelect
          control={control}
          name="planEstudioId"
          required
          label={ofertaLabels.planEstudioId[lang]}
          options={plans.map((p) => ({ id: p.planEstudioId, label: p.plEnDescripcion ?? '' }))}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={control} name="cuatrimestres" label={ofertaLabels.cuatrimestres[lang]} helperText={t('offer.termsHint')} sx={{ flex: 2 }} />
        <FormText
          control={control}
          name="cupo"
          required
          label={ofertaLabels.cupo[lang]}
          transform={(v) => v.replace(/\D/g, '').slice(0, 3)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      {general && <Alert severity="error">{general}</Alert>}
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
        <Button variant="outlined" disabled={!choice.periodoAcademicoId || generar.isPending} onClick={() => run(true)}>
          {t('offer.try')}
        </Button>
        <Button variant="contained" disabled={generar.isPending || !result?.prueba || !result.creadas.length} onClick={() => run(false)}>
          {t('offer.generate')}
        </Button>
      </Stack>
    </Stack>
  );
}
