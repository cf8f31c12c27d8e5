import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography, useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { esES, enUS } from '@mui/x-data-grid/locales';
import { api, ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { useFileUrl } from '../../platform/useFileUrl.ts';

interface Profesor {
  profesorId?: number;
  profCodigo_Referencia: string;
  persNombres: string;
  persApellidos: string;
  sedeId: number | '';
  carreraId: number | null;
  profFechaIngreso: string | null;
  profEsElegible: boolean;
  profFechaInhabilidad: string | null;
  profInhabilidad_Observacion: string | null;
  profEsDirector: boolean;
  profEsCoordinador: boolean;
  profEs_Administrativo: boolean;
  profEs_Externo: boolean;
  profEducacionCont: boolean;
  documentosIdentificacion: { tipoDocumentoIdentificacionId: number; doIdValor: string }[];
  persFoto?: string | null;
  firmaUrl?: string | null;
}

/** A professor's photo or signature: what is stored now, and a button to replace it. */
function ImageField(props: { label: string; current: string | null | undefined; upload: (file: File) => Promise<void> }) {
  const { t } = useTranslation();
  const src = useFileUrl(props.current);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', flex: 1 }}>
      <Typography variant="subtitle2">{props.label}</Typography>
      <Box sx={{ width: 200, height: 100, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden', bgcolor: 'background.default' }}>
        {src ? <img src={src} alt={props.label} style={{ maxWidth: '100%', maxHeight: '100%' }} /> : <Typography variant="caption" color="text.secondary">—</Typography>}
      </Box>
      <Button size="small" variant="outlined" component="label">
        {t('professors.upload')}
        <input hidden type="file" accept="image/jpeg,image/png,image/webp" aria-label={props.label} onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) props.upload(file).then(() => setError(null), (err: ApiError) => setError(err.message));
        }} />
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
const blank: Profesor = {
  profCodigo_Referencia: '', persNombres: '', persApellidos: '', sedeId: '', carreraId: null, profFechaIngreso: null, profEsElegible: true,
  profFechaInhabilidad: null, profInhabilidad_Observacion: null, profEsDirector: false, profEsCoordinador: false, profEs_Administrativo: false,
  profEs_Externo: false, profEducacionCont: false, documentosIdentificacion: [],
};
const flags = [
  ['profEsElegible', 'professors.eligible'], ['profEsDirector', 'professors.director'], ['profEsCoordinador', 'professors.coordinator'],
  ['profEs_Administrativo', 'professors.administrative'], ['profEs_Externo', 'professors.external'], ['profEducacionCont', 'professors.continuing'],
] as const;

/** The professors' screen: list, registration and edit. */
export default function ProfesoresPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const sedes = useLookup('sede');
  const carreras = useLookup('carrera');
  const tiposDoc = useLookup('tipoDocumentoIdentificacion');
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [total, setTotal] = useState(0);
  const [form, setForm] = useState<Profesor | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const list = useQuery({
    queryKey: ['profesores', search, pagination],
    queryFn: () => api<Profesor[]>('/api/academicos/profesores', { query: { value: search, page: pagination.page + 1, pageSize: pagination.pageSize }, onHeaders: (h) => setTotal(Number(h.get('x-total-count') ?? 0)) }),
    placeholderData: keepPreviousData,
  });
  const err = (k: string) => ({ error: !!error?.fields[k], helperText: error?.fields[k] });
  const doc = form?.documentosIdentificacion[0];
  const save = async () => {
    setError(null);
    try {
      await api(form!.profesorId ? `/api/academicos/profesores/${form!.profesorId}` : '/api/academicos/profesores', { method: form!.profesorId ? 'PUT' : 'POST', body: form });
      setForm(null);
      void qc.invalidateQueries({ queryKey: ['profesores'] });
    } catch (e) {
      setError(e as ApiError);
    }
  };
  const uploadImage = async (kind: 'foto' | 'firma', file: File) => {
    const body = new FormData();
    body.append('file', file);
    const saved = await api<{ persFoto: string | null; firmaUrl: string | null }>(`/api/academicos/profesores/${form!.profesorId}/${kind}`, { method: 'POST', body });
    setForm((f) => f && { ...f, persFoto: saved.persFoto, firmaUrl: saved.firmaUrl });
    void qc.invalidateQueries({ queryKey: ['profesores'] });
  };
  const columns: GridColDef<Profesor>[] = [
    { field: 'profCodigo_Referencia', headerName: t('professors.code'), minWidth: 110 },
    { field: 'nombre', headerName: t('students.name'), flex: 1, minWidth: 180, valueGetter: (_v, r) => `${r.persApellidos}, ${r.persNombres}` },
    { field: 'sedeId', headerName: t('students.campus'), minWidth: 150, valueGetter: (v) => sedes.labelOf(v) },
    { field: 'profEsElegible', headerName: t('professors.eligible'), type: 'boolean', minWidth: 100 },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{t('professors.title')}</Typography>
        <TextField placeholder={t('app.search')} value={search} onChange={(e) => { setSearch(e.target.value); setPagination((p) => ({ ...p, page: 0 })); }} sx={{ maxWidth: { sm: 320 } }} slotProps={{ htmlInput: { 'aria-label': `${t('app.search')}: ${t('professors.title')}` } }} />
        <Button variant="contained" onClick={() => { setError(null); setForm(blank); }}>{t('app.new')}</Button>
      </Stack>
      <Paper variant="outlined">
        <DataGrid rows={list.data ?? []} columns={columns} getRowId={(r) => r.profesorId!} rowCount={total} paginationMode="server" paginationModel={pagination}
          onPaginationModelChange={setPagination} pageSizeOptions={[10, 25, 50]} loading={list.isFetching} disableColumnFilter disableColumnSorting autoHeight
          onRowClick={(p) => { setError(null); setForm(p.row); }} localeText={(lang === 'en' ? enUS : esES).components.MuiDataGrid.defaultProps.localeText} sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }} />
      </Paper>
      <Dialog open={!!form} onClose={() => setForm(null)} fullWidth maxWidth="md" fullScreen={phone}>
        <DialogTitle>{form?.profesorId ? `${t('app.edit')}: ${form.profCodigo_Referencia}` : t('app.new')}</DialogTitle>
        {form && (
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {error && <Alert severity="error">{error.message}</Alert>}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField label={t('students.firstNames')} required value={form.persNombres} onChange={(e) => setForm({ ...form, persNombres: e.target.value })} {...err('persNombres')} />
                <TextField label={t('students.lastNames')} required value={form.persApellidos} onChange={(e) => setForm({ ...form, persApellidos: e.target.value })} {...err('persApellidos')} />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField select label={t('students.documentType')} required value={doc?.tipoDocumentoIdentificacionId ?? ''} onChange={(e) => setForm({ ...form, documentosIdentificacion: [{ tipoDocumentoIdentificacionId: Number(e.target.value), doIdValor: doc?.doIdValor ?? '' }] })}>
                  {tiposDoc.options.map((o) => <MenuItem key={o.id} value={o.id}>{o.label}</MenuItem>)}
                </TextField>
                <TextField label={t('students.document')} required disabled={!doc} value={doc?.doIdValor ?? ''} onChange={(e) => setForm({ ...form, documentosIdentificacion: [{ ...doc!, doIdValor: e.target.value.replace(/[^A-Za-z0-9]/g, '') }] })} error={!!error?.fields.documentosIdentificacion} helperText={error?.fields.documentosIdentificacion ?? t('students.noDocument')} />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField select label={t('students.campus')} required value={form.sedeId} onChange={(e) => setForm({ ...form, sedeId: Number(e.target.value) })} {...err('sedeId')}>
                  {sedes.options.map((o) => <MenuItem key={o.id} value={o.id}>{o.label}</MenuItem>)}
                </TextField>
                <TextField select label={t('students.career')} value={form.carreraId ?? ''} onChange={(e) => setForm({ ...form, carreraId: Number(e.target.value) || null })}>
                  <MenuItem value="">—</MenuItem>
                  {carreras.options.map((o) => <MenuItem key={o.id} value={o.id}>{o.label}</MenuItem>)}
                </TextField>
                <TextField label={t('professors.code')} value={form.profCodigo_Referencia} onChange={(e) => setForm({ ...form, profCodigo_Referencia: e.target.value.toUpperCase() })} helperText={error?.fields.profCodigo_Referencia ?? t('professors.codeHint')} error={!!error?.fields.profCodigo_Referencia} />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField type="date" label={t('professors.startDate')} value={form.profFechaIngreso ?? ''} onChange={(e) => setForm({ ...form, profFechaIngreso: e.target.value || null })} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField type="date" label={t('professors.disqualifiedFrom')} value={form.profFechaInhabilidad ?? ''} onChange={(e) => setForm({ ...form, profFechaInhabilidad: e.target.value || null, profEsElegible: e.target.value ? false : form.profEsElegible })} slotProps={{ inputLabel: { shrink: true } }} />
              </Stack>
              <TextField label={t('professors.note')} value={form.profInhabilidad_Observacion ?? ''} onChange={(e) => setForm({ ...form, profInhabilidad_Observacion: e.target.value || null })} />
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
                {flags.map(([k, label]) => (
                  <FormControlLabel key={k} control={<Switch checked={form[k]} onChange={(e) => setForm({ ...form, [k]: e.target.checked })} />} label={t(label)} />
                ))}
              </Box>
              {error?.fields.profEsElegible && <Alert severity="error">{error.fields.profEsElegible}</Alert>}
              {form.profesorId ? (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <ImageField label={t('professors.photo')} current={form.persFoto} upload={(f) => uploadImage('foto', f)} />
                  <ImageField label={t('professors.signature')} current={form.firmaUrl} upload={(f) => uploadImage('firma', f)} />
                </Stack>
              ) : <Typography variant="body2" color="text.secondary">{t('professors.imagesAfterSave')}</Typography>}
            </Stack>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setForm(null)}>{t('app.cancel')}</Button>
          <Button variant="contained" onClick={save}>{t('app.save')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
