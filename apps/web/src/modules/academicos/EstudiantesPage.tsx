import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { ApiError } from '../../platform/api.ts';
import { estudiantesApi } from '@claustro/domain/academicos/estudiante.contract';
import { callSheet } from '../../platform/contract-client.ts';
import { StudentDocumentsDialog } from './StudentDocuments.tsx';
import { estudiantesKeys, useEstudiantes, usePlans, useRegistrarEstudiante, type EstudianteFila } from './api.ts';
import { PagedGrid } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';

const blank = {
  persNombres: '',
  persApellidos: '',
  persFechaNacimiento: '',
  persAlergico: '',
  tipoDoc: '',
  doc: '',
  phone: '',
  email: '',
  carreraId: '' as number | '',
  planEstudioId: '' as number | '',
  sedeId: '' as number | '',
  admitidoComoId: '' as number | '',
};

function RegisterDialog({ open, onClose }: { open: boolean; onClose: (matricula?: string) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const carreras = useLookup('carrera');
  const sedes = useLookup('sede');
  const admitidos = useLookup('admitidoComo');
  const tiposDoc = useLookup('tipoDocumentoIdentificacion');
  const [f, setF] = useState(blank);
  const [error, setError] = useState<ApiError | null>(null);
  const plans = usePlans(f.carreraId);
  const registrar = useRegistrarEstudiante();
  const err = (k: string) => ({ error: !!error?.fields[k], helperText: error?.fields[k] });
  const save = async () => {
    setError(null);
    try {
      const created = await registrar.mutateAsync({
        persNombres: f.persNombres,
        persApellidos: f.persApellidos,
        persFechaNacimiento: f.persFechaNacimiento || null,
        persAlergico: f.persAlergico || null,
        documentosIdentificacion: f.tipoDoc && f.doc ? [{ tipoDocumentoIdentificacionId: Number(f.tipoDoc), doIdValor: f.doc }] : [],
        telefonos: f.phone ? [{ tipoTelefonoId: 2, peTeTelefono: f.phone }] : [],
        emails: f.email ? [{ tipoEmailId: 1, peEmEmail: f.email }] : [],
        carreraId: f.carreraId,
        planEstudioId: f.planEstudioId,
        sedeId: f.sedeId,
        admitidoComoId: f.admitidoComoId || null,
      });
      setF(blank);
      onClose(created.matriculaId);
    } catch (e) {
      setError(e as ApiError);
    }
  };
  return (
    <Dialog open={open} onClose={() => onClose()} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{t('students.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error.message}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('students.firstNames')}
              required
              value={f.persNombres}
              onChange={(e) => setF({ ...f, persNombres: e.target.value })}
              {...err('persNombres')}
            />
            <TextField
              label={t('students.lastNames')}
              required
              value={f.persApellidos}
              onChange={(e) => setF({ ...f, persApellidos: e.target.value })}
              {...err('persApellidos')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('students.documentType')}
              required
              value={f.tipoDoc}
              onChange={(e) => setF({ ...f, tipoDoc: e.target.value })}
              error={!!error?.fields.documentosIdentificacion}
            >
              {tiposDoc.options.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('students.document')}
              required
              value={f.doc}
              onChange={(e) => setF({ ...f, doc: e.target.value.replace(/[^A-Za-z0-9]/g, '') })}
              error={!!(error?.fields['documentosIdentificacion.0.doIdValor'] ?? error?.fields.documentosIdentificacion)}
              helperText={error?.fields['documentosIdentificacion.0.doIdValor'] ?? error?.fields.documentosIdentificacion ?? t('students.noDocument')}
            />
            <TextField
              type="date"
              label={t('students.birthDate')}
              value={f.persFechaNacimiento}
              onChange={(e) => setF({ ...f, persFechaNacimiento: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              {...err('persFechaNacimiento')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('students.phone')}
              value={f.phone}
              onChange={(e) => setF({ ...f, phone: e.target.value })}
              error={!!error?.fields['telefonos.0.peTeTelefono']}
              helperText={error?.fields['telefonos.0.peTeTelefono']}
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
            />
            <TextField
              type="email"
              label={t('students.email')}
              value={f.email}
              onChange={(e) => setF({ ...f, email: e.target.value })}
              error={!!error?.fields['emails.0.peEmEmail']}
              helperText={error?.fields['emails.0.peEmEmail']}
            />
          </Stack>
          <TextField label={t('students.allergies')} value={f.persAlergico} onChange={(e) => setF({ ...f, persAlergico: e.target.value })} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('students.career')}
              required
              value={f.carreraId}
              onChange={(e) => setF({ ...f, carreraId: Number(e.target.value), planEstudioId: '' })}
              {...err('carreraId')}
            >
              {carreras.options.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('students.plan')}
              required
              value={f.planEstudioId}
              onChange={(e) => setF({ ...f, planEstudioId: Number(e.target.value) })}
              {...err('planEstudioId')}
            >
              {plans.data?.map((p) => (
                <MenuItem key={p.planEstudioId} value={p.planEstudioId}>
                  {p.plEnDescripcion} (v{p.plEnVersion})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('students.campus')}
              required
              value={f.sedeId}
              onChange={(e) => setF({ ...f, sedeId: Number(e.target.value) })}
              {...err('sedeId')}
            >
              {sedes.options.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('students.admittedAs')}
              value={f.admitidoComoId}
              onChange={(e) => setF({ ...f, admitidoComoId: Number(e.target.value) || '' })}
            >
              <MenuItem value="">—</MenuItem>
              {admitidos.options.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {t('app.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** `/academicos/estudiantes`: the students of the user's careers, searched on the server, and registration. */
export default function EstudiantesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [selected, setSelected] = useState<EstudianteFila | null>(null);
  const list = useEstudiantes({ value: search, page: pagination.page + 1, pageSize: pagination.pageSize });
  const columns: GridColDef<EstudianteFila>[] = [
    { field: 'matriculaId', headerName: t('students.matricula'), minWidth: 120 },
    { field: 'nombre', headerName: t('students.name'), flex: 1, minWidth: 180, valueGetter: (_v, r) => `${r.persApellidos}, ${r.persNombres}` },
    { field: 'carrera', headerName: t('students.career'), flex: 1, minWidth: 160, valueGetter: (_v, r) => r.carreras[0]?.carrDescripcion },
    { field: 'sede', headerName: t('students.campus'), minWidth: 150, valueGetter: (_v, r) => r.carreras[0]?.sedeDescripcion },
    { field: 'estado', headerName: t('students.status'), minWidth: 120, valueGetter: (_v, r) => r.carreras[0]?.esEsDescripcion },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('students.title')}
        </Typography>
        <TextField
          placeholder={t('app.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          sx={{ maxWidth: { sm: 320 } }}
          slotProps={{ htmlInput: { 'aria-label': `${t('app.search')}: ${t('students.title')}` } }}
        />
        <Button variant="contained" onClick={() => setOpen(true)}>
          {t('students.new')}
        </Button>
      </Stack>
      {done && (
        <Alert severity="success" onClose={() => setDone(null)}>
          {t('students.registered', { matricula: done })}
        </Alert>
      )}
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.estudianteId}
        pagination={pagination}
        onPaginationChange={setPagination}
        onRowClick={setSelected}
        sheet={{ name: t('students.title'), download: () => callSheet(estudiantesApi.list, { query: { value: search } }) }}
        label={t('students.title')}
      />
      <StudentDocumentsDialog student={selected} onClose={() => setSelected(null)} />
      <RegisterDialog
        open={open}
        onClose={(m) => {
          setOpen(false);
          if (m) {
            setDone(m);
            void qc.invalidateQueries({ queryKey: estudiantesKeys.all });
          }
        }}
      />
    </Stack>
  );
}
