import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { copiaIn, copiaLabels, copiaScreen, type CopiaIn, type CopiaResultado } from '@claustro/domain/horarios/copia.contract';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormSwitch } from '../../platform/form-fields.tsx';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { useCopiarHorario } from './api.ts';

/** The period to copy into: the first that starts after today, else the latest; and the one before it to copy from. */
function defaults(periods: { periodoAcademicoId: number; peAcFechaInicio: string | null }[], today: string) {
  const byStart = [...periods].filter((p) => p.peAcFechaInicio).sort((a, b) => a.peAcFechaInicio!.localeCompare(b.peAcFechaInicio!));
  const into = byStart.findIndex((p) => p.peAcFechaInicio! > today);
  const at = into >= 0 ? into : byStart.length - 1;
  return { hacia: byStart[at]?.periodoAcademicoId, desde: byStart[at - 1]?.periodoAcademicoId };
}

/**
 * `/horarios/copia-horario-periodo-anterior`: the registry opens a new period's timetable from an
 * earlier one — every active section with its meetings, rooms and professors — after a trial run
 * that says what would be copied and what would be left out, and why.
 */
export default function CopiaHorarioPage() {
  const title = screenTitle(copiaScreen, currentLang())!;
  const periods = useCatalogueRows(periodoAcademico);
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <ListHeader title={title} />
      {periods.data && <CopyForm periods={periods.data} />}
    </Stack>
  );
}

/** The copy's choices (defaults from the periods), its trial, its run, and what was left out. */
function CopyForm({ periods }: { periods: { periodoAcademicoId: number; peAcDescripcion: string | null; peAcFechaInicio: string | null }[] }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const sedes = useLookup('sede');
  const copy = useCopiarHorario();
  const [result, setResult] = useState<CopiaResultado | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const d = defaults(periods, new Date().toISOString().slice(0, 10));
  const { control, handleSubmit, setError, watch } = useContractForm(copiaIn, copiaLabels, {
    desdePeriodoId: d.desde ?? ('' as unknown as number),
    haciaPeriodoId: d.hacia ?? ('' as unknown as number),
    sedeId: null,
    conProfesores: true,
    conAulas: true,
    prueba: true,
  });
  // A change of choices asks for a new trial before the copy.
  const choices = JSON.stringify(watch());
  const [triedFor, setTriedFor] = useState<string | null>(null);
  const run = (prueba: boolean) =>
    handleSubmit(async (body: CopiaIn) => {
      setProblem(null);
      try {
        setResult(await copy.mutateAsync({ ...body, prueba }));
        setTriedFor(prueba ? choices : null);
      } catch (e) {
        setResult(null);
        setProblem(applyServerErrors(e, setError));
      }
    });
  const periodOptions = periods.map((p) => ({ id: p.periodoAcademicoId, label: p.peAcDescripcion ?? String(p.periodoAcademicoId) }));
  const L = (k: keyof typeof copiaLabels) => copiaLabels[k][lang];
  return (
    <>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelect control={control} name="desdePeriodoId" label={L('desdePeriodoId')} options={periodOptions} required fullWidth />
              <FormSelect control={control} name="haciaPeriodoId" label={L('haciaPeriodoId')} options={periodOptions} required fullWidth />
            </Stack>
            <FormSelect control={control} name="sedeId" label={L('sedeId')} options={sedes.options} optional />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSwitch control={control} name="conProfesores" label={L('conProfesores')} />
              <FormSwitch control={control} name="conAulas" label={L('conAulas')} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('copy.help')}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={run(true)} disabled={copy.isPending}>
                {t('copy.trial')}
              </Button>
              <Button variant="contained" onClick={run(false)} disabled={copy.isPending || triedFor !== choices || !result?.copiadas}>
                {t('copy.run')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {problem && <Alert severity="error">{problem}</Alert>}
      {result && (
        <Alert severity={result.copiadas ? (result.prueba ? 'info' : 'success') : 'warning'}>
          {t(result.prueba ? 'copy.wouldCopy' : 'copy.copied', { count: result.copiadas })}
          {result.omitidas.length > 0 && ` ${t('copy.leftOut', { count: result.omitidas.length })}`}
        </Alert>
      )}
      {result && result.omitidas.length > 0 && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('copy.leftOutTitle')}
            </Typography>
            <List dense aria-label={t('copy.leftOutTitle')}>
              {result.omitidas.map((o) => (
                <ListItem key={o.seccion} disableGutters>
                  <ListItemText primary={o.seccion} secondary={o.motivo[lang]} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
    </>
  );
}
