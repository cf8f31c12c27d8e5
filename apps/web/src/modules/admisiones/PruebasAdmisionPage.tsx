import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../platform/SelectField.tsx';
import { formatDate } from '../../platform/i18n.ts';
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { ApiError } from '../../platform/api.ts';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormText } from '../../platform/form-fields.tsx';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { sesionPruebaAdmision } from '@claustro/domain/academicos/prueba-admision.resource';
import { usePruebaSteps, useSesionPrueba, useSolicitudes } from './api.ts';
import { hojaResultados, pruebaLabels, type Resultados, type SesionConvocados } from '@claustro/domain/admisiones/prueba.contract';
import { useWatch } from 'react-hook-form';

type Sesion = SesionConvocados;

/** `/academicos/pruebas-admision`: a sitting's roster — call applicants, then record who came and their scores. */
export default function PruebasAdmisionPage() {
  const { t, i18n } = useTranslation();
  const periodos = useLookup('periodoAcademico');
  const [periodoId, setPeriodoId] = useState<number | ''>('');
  const [sesionId, setSesionId] = useState<number | ''>('');
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const periodo = periodoId || periodos.options.at(-1)?.id;
  const sesiones = useCatalogueRows(sesionPruebaAdmision, { lookup: `/periodo/${periodo}`, enabled: !!periodo });
  const sesion = useSesionPrueba(sesionId);
  const steps = usePruebaSteps(sesionId || 0);
  const candidatos = useSolicitudes(sesionId !== '' ? periodo : undefined, { value: search, page: 1, pageSize: 20 });
  const run = async (work: () => Promise<Sesion>, ok: string) => {
    setMessage(null);
    try {
      await work();
      setMessage({ ok: true, text: ok });
    } catch (e) {
      const err = e as ApiError;
      setMessage({ ok: false, text: [err.message, ...Object.values(err.fields)].join(' ') });
    }
  };
  const s = sesion.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('tests.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <SelectField
          label={t('admission.period')}
          value={periodo ?? ''}
          onChange={(v) => {
            setPeriodoId(Number(v));
            setSesionId('');
          }}
          options={periodos.options}
          sx={{ minWidth: 220 }}
        />
        <SelectField
          label={t('tests.sitting')}
          value={sesionId}
          onChange={(v) => setSesionId(Number(v))}
          options={(sesiones.data ?? []).map((x) => ({
            id: x.sesionPruebaAdmisionId,
            label: `${x.sePrDescripcion} — ${formatDate(x.sePrFecha, i18n.language)} ${x.sePrHora}`,
          }))}
          sx={{ minWidth: 280 }}
        />
        <Link component={RouterLink} to="/academicos/pruebas-admision-sesiones">
          {t('tests.manage')}
        </Link>
      </Stack>
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      {s && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {s.prueba} · {formatDate(s.fecha, i18n.language)} {s.hora}
                {s.lugar && ` · ${s.lugar}`} · {t('tests.seats', { taken: s.inscritos, seats: s.cupo })}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Autocomplete
                  sx={{ flex: 1 }}
                  options={candidatos.data?.rows ?? []}
                  filterOptions={(x) => x}
                  getOptionLabel={(c) => `${c.codigo} — ${c.apellidos}, ${c.nombres}`}
                  onInputChange={(_, v) => setSearch(v)}
                  onChange={(_, c) => c && void run(() => steps.convocar(c.solicitudAdmisionId), t('tests.called'))}
                  renderInput={(params) => <TextField {...params} label={t('tests.call')} />}
                />
              </Stack>
              <HojaResultados
                key={s.sesion}
                s={s}
                guardar={steps.resultados}
                onStart={() => setMessage(null)}
                onDone={(refused) => setMessage(refused ? { ok: false, text: refused } : { ok: true, text: t('app.saved') })}
              />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

/** The sitting's roster as a form: who came and their score, each checked against the test's highest as it is typed. */
function HojaResultados(props: { s: Sesion; guardar: (r: Resultados) => Promise<Sesion>; onStart: () => void; onDone: (refused: string) => void }) {
  const { s } = props;
  const { t } = useTranslation();
  const maxima = Number(s.maxima);
  const filasDe = (x: Sesion) => ({
    filas: x.solicitudes.map((r) => ({ solicitudAdmisionId: r.solicitudAdmisionId, asistio: r.asistio ?? false, puntuacion: r.puntuacion ?? '' })),
  });
  const form = useContractForm(hojaResultados(maxima), pruebaLabels, filasDe(s), 'onChange');
  const { control } = form;
  const filas = useWatch({ control, name: 'filas' });
  // Someone called after the sheet was drawn joins it without losing what was typed.
  useEffect(() => {
    const tiene = new Set(form.getValues('filas').map((f) => f.solicitudAdmisionId));
    for (const r of filasDe(s).filas) if (!tiene.has(r.solicitudAdmisionId)) form.setValue('filas', [...form.getValues('filas'), r]);
  }, [s]);
  /** Enter goes down the column, as in a spreadsheet. */
  const down = (i: number) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const next = filas.findIndex((f, j) => j > i && f.asistio);
    if (next >= 0) form.setFocus(`filas.${next}.puntuacion`);
  };
  const submit = form.handleSubmit(async ({ filas: r }) => {
    props.onStart();
    try {
      form.reset(filasDe(await props.guardar(r)));
      props.onDone('');
    } catch (e) {
      // The server names a row by its place in what was sent: the form's rows, in the same order.
      const err =
        e instanceof ApiError ? new ApiError(e.status, e.code, e.message, Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [`filas.${k}`, v]))) : e;
      props.onDone(applyServerErrors(err, form.setError));
    }
  });
  const etiqueta = t('tests.score', { max: maxima });
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('admission.code')}</TableCell>
            <TableCell>{t('students.name')}</TableCell>
            <TableCell>{t('tests.attended')}</TableCell>
            <TableCell>{etiqueta}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {s.solicitudes.map((x) => {
            const i = filas.findIndex((f) => f.solicitudAdmisionId === x.solicitudAdmisionId);
            if (i < 0) return null;
            return (
              <TableRow key={x.solicitudAdmisionId}>
                <TableCell>{x.codigo}</TableCell>
                <TableCell>
                  {x.apellidos}, {x.nombres}
                </TableCell>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={filas[i].asistio}
                    onChange={(e) => {
                      form.setValue(`filas.${i}.asistio`, e.target.checked, { shouldDirty: true });
                      // Who did not come has no score.
                      if (!e.target.checked) form.setValue(`filas.${i}.puntuacion`, '', { shouldDirty: true, shouldValidate: true });
                    }}
                    slotProps={{ input: { 'aria-label': `${t('tests.attended')}: ${x.nombres}` } }}
                  />
                </TableCell>
                <TableCell>
                  <FormText
                    control={control}
                    name={`filas.${i}.puntuacion`}
                    label=""
                    size="small"
                    disabled={!filas[i].asistio}
                    onKeyDown={down(i)}
                    slotProps={{ htmlInput: { 'aria-label': `${etiqueta}: ${x.nombres}`, inputMode: 'decimal', autoComplete: 'off' } }}
                    sx={{ width: 140 }}
                  />
                </TableCell>
                <TableCell>
                  {x.puntuacion !== null && (
                    <Chip size="small" color={x.aprobado ? 'success' : 'error'} label={x.aprobado ? t('tests.passed') : t('tests.failed')} />
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Button variant="contained" sx={{ alignSelf: 'end' }} disabled={!s.solicitudes.length || form.formState.isSubmitting} onClick={() => void submit()}>
        {t('tests.save')}
      </Button>
    </>
  );
}
