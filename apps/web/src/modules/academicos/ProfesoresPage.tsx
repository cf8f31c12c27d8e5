import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../platform/SelectField.tsx';
import { DateInput } from '../../platform/DateInput.tsx';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { profesoresApi, profesorIn, profesorLabels, profesorSort, type ProfesorSort } from '@claustro/domain/academicos/profesor.contract';
import { callSheet } from '../../platform/contract-client.ts';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { applyServerErrors, contractResolver, useUnsavedForm } from '../../platform/forms.ts';
import { ListHeader, ListSearch, PagedGrid, sortableOnly, useListState } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { useFileUrl } from '../../platform/useFileUrl.ts';
import { useProfesores, useProfesorImage, useSaveProfesor, type Profesor } from './api.ts';

/** The form's values: what the contract's input schema takes. */
type FormValues = z.input<typeof profesorIn>;

/** A professor's photo or signature: what is stored now, and a button to replace it. */
function ImageField(props: { label: string; current: string | null | undefined; upload: (file: File) => Promise<void> }) {
  const { t } = useTranslation();
  const src = useFileUrl(props.current);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', flex: 1 }}>
      <Typography variant="subtitle2">{props.label}</Typography>
      <Box
        sx={{
          width: 200,
          height: 100,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          bgcolor: 'background.default',
        }}
      >
        {src ? (
          <img src={src} alt={props.label} style={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            —
          </Typography>
        )}
      </Box>
      <Button size="small" variant="outlined" component="label">
        {t('professors.upload')}
        <input
          hidden
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label={props.label}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file)
              props.upload(file).then(
                () => setError(null),
                (err: ApiError) => setError(err.message),
              );
          }}
        />
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
const blank: FormValues = {
  profCodigo_Referencia: '',
  persNombres: '',
  persApellidos: '',
  sedeId: '',
  carreraId: null,
  profFechaIngreso: null,
  profEsElegible: true,
  profFechaInhabilidad: null,
  profInhabilidad_Observacion: null,
  profEsDirector: false,
  profEsCoordinador: false,
  profEs_Administrativo: false,
  profEs_Externo: false,
  profEducacionCont: false,
  documentosIdentificacion: [],
};
/** A listed professor as the form edits them: the contract's input fields only. */
const formOf = (p: Profesor): FormValues =>
  Object.fromEntries(Object.keys(profesorIn.shape).map((k) => [k, p[k as keyof Profesor] ?? (blank as Record<string, unknown>)[k] ?? null])) as FormValues;
const flags = [
  ['profEsElegible', 'professors.eligible'],
  ['profEsDirector', 'professors.director'],
  ['profEsCoordinador', 'professors.coordinator'],
  ['profEs_Administrativo', 'professors.administrative'],
  ['profEs_Externo', 'professors.external'],
  ['profEducacionCont', 'professors.continuing'],
] as const;

/** The professors' screen: list, registration and edit. */
export default function ProfesoresPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const sedes = useLookup('sede');
  const carreras = useLookup('carrera');
  const tiposDoc = useLookup('tipoDocumentoIdentificacion');
  const { search, setSearch, pagination, setPagination, sort, setSort, query } = useListState<ProfesorSort>();
  const [editing, setEditing] = useState<Profesor | 'new' | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const list = useProfesores(query);
  const saveProfesor = useSaveProfesor();
  const image = useProfesorImage();
  const form = useForm<FormValues>({ resolver: contractResolver(profesorIn, profesorLabels, lang), defaultValues: blank });
  useUnsavedForm(form, { active: editing !== null });
  const { control, formState, handleSubmit, reset, setError, watch, setValue } = form;
  const current = editing && editing !== 'new' ? editing : null;
  const open = (p: Profesor | 'new') => {
    setGeneral(null);
    reset(p === 'new' ? blank : formOf(p));
    setEditing(p);
  };
  const err = (k: string) => {
    const e = (formState.errors as Record<string, { message?: string } | undefined>)[k];
    return { error: !!e, helperText: e?.message };
  };
  const doc = watch('documentosIdentificacion')?.[0];
  const save = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await saveProfesor.mutateAsync({ profesorId: current?.profesorId, body: values as never });
      setEditing(null);
    } catch (e) {
      setGeneral(applyServerErrors(e, setError));
    }
  });
  const uploadImage = async (kind: 'foto' | 'firma', file: File) => {
    const saved = await image.mutateAsync({ profesorId: current!.profesorId, kind, file });
    setEditing((p) => (p && p !== 'new' ? { ...p, persFoto: saved.persFoto, firmaUrl: saved.firmaUrl } : p));
  };
  const columns = sortableOnly<Profesor>(
    [
      { field: 'profCodigo_Referencia', headerName: t('professors.code'), minWidth: 110 },
      { field: 'persApellidos', headerName: t('students.name'), flex: 1, minWidth: 180, valueGetter: (_v, r) => `${r.persApellidos}, ${r.persNombres}` },
      { field: 'sedeId', headerName: t('students.campus'), minWidth: 150, valueGetter: (v) => sedes.labelOf(v) },
      { field: 'profEsElegible', headerName: t('professors.eligible'), type: 'boolean', minWidth: 100 },
    ],
    profesorSort,
  );
  const text = (name: keyof FormValues, label: string, extra: object = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          label={label}
          value={(field.value as string | null) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          {...err(name)}
          {...extra}
        />
      )}
    />
  );
  const date = (name: 'profFechaIngreso' | 'profFechaInhabilidad', label: string, onSet?: (v: string | null) => void) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <DateInput
          label={label}
          value={field.value as string | null}
          onChange={(v) => {
            field.onChange(v);
            onSet?.(v);
          }}
          {...err(name)}
        />
      )}
    />
  );
  return (
    <Stack spacing={2}>
      <ListHeader title={t('professors.title')}>
        <ListSearch list={t('professors.title')} value={search} onChange={setSearch} />
        <Button variant="contained" onClick={() => open('new')}>
          {t('app.new')}
        </Button>
      </ListHeader>
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.profesorId}
        pagination={pagination}
        onPaginationChange={setPagination}
        onRowClick={open}
        sort={sort}
        onSortChange={setSort}
        sheet={{ name: t('professors.title'), download: () => callSheet(profesoresApi.list, { query }) }}
        label={t('professors.title')}
      />
      <Dialog open={!!editing} onClose={() => setEditing(null)} fullWidth maxWidth="md" fullScreen={phone}>
        <DialogTitle>{current ? `${t('app.edit')}: ${current.profCodigo_Referencia}` : t('app.new')}</DialogTitle>
        {editing && (
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {general && <Alert severity="error">{general}</Alert>}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {text('persNombres', t('students.firstNames'), { required: true })}
                {text('persApellidos', t('students.lastNames'), { required: true })}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <SelectField
                  label={t('students.documentType')}
                  required
                  value={(doc?.tipoDocumentoIdentificacionId as number | undefined) ?? ''}
                  onChange={(v) => setValue('documentosIdentificacion', [{ tipoDocumentoIdentificacionId: Number(v), doIdValor: doc?.doIdValor ?? '' }])}
                  options={tiposDoc.options}
                />
                <TextField
                  label={t('students.document')}
                  required
                  disabled={!doc}
                  value={doc?.doIdValor ?? ''}
                  onChange={(e) =>
                    setValue('documentosIdentificacion', [
                      { tipoDocumentoIdentificacionId: doc!.tipoDocumentoIdentificacionId, doIdValor: e.target.value.replace(/[^A-Za-z0-9]/g, '') },
                    ])
                  }
                  error={!!err('documentosIdentificacion').error || !!err('documentosIdentificacion.0.doIdValor').error}
                  helperText={err('documentosIdentificacion').helperText ?? err('documentosIdentificacion.0.doIdValor').helperText ?? t('students.noDocument')}
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Controller
                  name="sedeId"
                  control={control}
                  render={({ field }) => (
                    <SelectField
                      label={t('students.campus')}
                      required
                      value={(field.value as number | null | undefined) ?? ''}
                      onChange={(v) => field.onChange(Number(v))}
                      {...err('sedeId')}
                      sx={{ minWidth: 180 }}
                      options={sedes.options}
                    />
                  )}
                />
                <Controller
                  name="carreraId"
                  control={control}
                  render={({ field }) => (
                    <SelectField
                      label={t('students.career')}
                      value={(field.value as number | null | undefined) ?? ''}
                      onChange={(v) => field.onChange(Number(v) || null)}
                      sx={{ minWidth: 180 }}
                      options={carreras.options}
                      none="—"
                    />
                  )}
                />
                <Controller
                  name="profCodigo_Referencia"
                  control={control}
                  render={({ field }) => (
                    <TextField
                      label={t('professors.code')}
                      value={(field.value as string | null) ?? ''}
                      onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                      error={!!err('profCodigo_Referencia').error}
                      helperText={err('profCodigo_Referencia').helperText ?? t('professors.codeHint')}
                    />
                  )}
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {date('profFechaIngreso', t('professors.startDate'))}
                {date('profFechaInhabilidad', t('professors.disqualifiedFrom'), (v) => v && setValue('profEsElegible', false))}
              </Stack>
              {text('profInhabilidad_Observacion', t('professors.note'))}
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
                {flags.map(([k, label]) => (
                  <Controller
                    key={k}
                    name={k}
                    control={control}
                    render={({ field }) => (
                      <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t(label)} />
                    )}
                  />
                ))}
              </Box>
              {err('profEsElegible').error && <Alert severity="error">{err('profEsElegible').helperText}</Alert>}
              {current ? (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <ImageField label={t('professors.photo')} current={current.persFoto} upload={(f) => uploadImage('foto', f)} />
                  <ImageField label={t('professors.signature')} current={current.firmaUrl} upload={(f) => uploadImage('firma', f)} />
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('professors.imagesAfterSave')}
                </Typography>
              )}
            </Stack>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{t('app.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={formState.isSubmitting}>
            {t('app.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
