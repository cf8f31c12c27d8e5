import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { PagedGrid } from '../../platform/PagedGrid.tsx';
import { api, ApiError } from '../../platform/api.ts';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { rolLabel, useRoles } from './pickers.tsx';

interface Usuario {
  usuarioId?: number;
  usuaNombre: string;
  usuaEmail: string;
  usuaClaveVence_Fecha: string | null;
  usuaCambiaClave: boolean;
  rolId: number | '';
  estatus: boolean;
  persNombres: string;
  persApellidos: string;
  sexoId: number | null;
  persFechaNacimiento: string | null;
  documentosIdentificacion: { tipoDocumentoIdentificacionId: number; doIdValor: string }[];
  telefonos: { tipoTelefonoId: number; peTeTelefono: string }[];
  direcciones: unknown[];
  sedes: { sedeId: number }[] | number[];
  clave?: string;
}

const blank: Usuario = {
  usuaNombre: '',
  usuaEmail: '',
  usuaClaveVence_Fecha: null,
  usuaCambiaClave: true,
  rolId: '',
  estatus: true,
  persNombres: '',
  persApellidos: '',
  sexoId: null,
  persFechaNacimiento: null,
  documentosIdentificacion: [],
  telefonos: [],
  direcciones: [],
  sedes: [],
  clave: '',
};

function UsuarioForm({ usuarioId, onClose }: { usuarioId: number | 'new' | null; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const roles = useRoles();
  const sedes = useLookup('sede');
  const sexos = useLookup('sexo');
  const tiposDoc = useLookup('tipoDocumentoIdentificacion');
  const [u, setU] = useState<Usuario>(blank);
  const [error, setError] = useState<ApiError | null>(null);
  const existing = useQuery({
    queryKey: ['usuario', usuarioId],
    queryFn: () => api<Usuario>(`/api/seguridad/usuarios/${usuarioId}`),
    enabled: typeof usuarioId === 'number',
  });
  useEffect(() => {
    setError(null);
    setU(usuarioId === 'new' ? blank : existing.data ? { ...existing.data, sedes: (existing.data.sedes as { sedeId: number }[]).map((s) => s.sedeId) } : blank);
  }, [usuarioId, existing.data]);
  const f = (k: keyof Usuario) => ({ error: !!error?.fields[k], helperText: error?.fields[k] });
  const doc = u.documentosIdentificacion[0];
  const save = async () => {
    setError(null);
    try {
      const body = { ...u, clave: usuarioId === 'new' ? u.clave : undefined };
      await api(usuarioId === 'new' ? '/api/seguridad/usuarios' : `/api/seguridad/usuarios/${usuarioId}`, {
        method: usuarioId === 'new' ? 'POST' : 'PUT',
        body,
      });
      onClose(true);
    } catch (e) {
      setError(e as ApiError);
    }
  };
  const block = async () => {
    if (!window.confirm(t('security.blockConfirm', { name: u.usuaNombre }))) return;
    await api(`/api/seguridad/usuarios/bloqueo/${usuarioId}`, { method: 'PUT' }).then(
      () => onClose(true),
      (e: ApiError) => setError(e),
    );
  };
  return (
    <Dialog open={usuarioId !== null} onClose={() => onClose(false)} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{usuarioId === 'new' ? t('app.new') : `${t('app.edit')}: ${u.usuaNombre}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error.message}</Alert>}
          <Typography variant="subtitle2">{t('security.account')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('security.userName')}
              required
              value={u.usuaNombre}
              onChange={(e) => setU({ ...u, usuaNombre: e.target.value.toLowerCase() })}
              {...f('usuaNombre')}
            />
            <TextField
              label={t('security.email')}
              type="email"
              required
              value={u.usuaEmail}
              onChange={(e) => setU({ ...u, usuaEmail: e.target.value })}
              {...f('usuaEmail')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('security.role')}
              required
              value={u.rolId}
              onChange={(e) => setU({ ...u, rolId: Number(e.target.value) })}
              {...f('rolId')}
            >
              {roles.data
                ?.filter((r) => r.estatus || r.rolId === u.rolId)
                .map((r) => (
                  <MenuItem key={r.rolId} value={r.rolId}>
                    {rolLabel(r)}
                  </MenuItem>
                ))}
            </TextField>
            <TextField
              select
              label={t('security.campuses')}
              value={u.sedes as number[]}
              slotProps={{ select: { multiple: true } }}
              onChange={(e) => setU({ ...u, sedes: e.target.value as unknown as number[] })}
              {...f('sedes')}
            >
              {sedes.options.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {usuarioId === 'new' && (
            <TextField
              type="password"
              label={t('security.password')}
              required
              value={u.clave}
              onChange={(e) => setU({ ...u, clave: e.target.value })}
              error={!!error?.fields.clave}
              helperText={error?.fields.clave ?? t('password.rule')}
              autoComplete="new-password"
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormControlLabel
              control={<Switch checked={u.usuaCambiaClave} onChange={(e) => setU({ ...u, usuaCambiaClave: e.target.checked })} />}
              label={t('security.mustChange')}
            />
            <FormControlLabel control={<Switch checked={u.estatus} onChange={(e) => setU({ ...u, estatus: e.target.checked })} />} label={t('app.active')} />
          </Stack>
          <Typography variant="subtitle2">{t('security.personal')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('security.firstNames')}
              required
              value={u.persNombres}
              onChange={(e) => setU({ ...u, persNombres: e.target.value })}
              {...f('persNombres')}
            />
            <TextField
              label={t('security.lastNames')}
              required
              value={u.persApellidos}
              onChange={(e) => setU({ ...u, persApellidos: e.target.value })}
              {...f('persApellidos')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select label={t('security.sex')} value={u.sexoId ?? ''} onChange={(e) => setU({ ...u, sexoId: Number(e.target.value) || null })}>
              <MenuItem value="">—</MenuItem>
              {sexos.options.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('security.birthDate')}
              value={u.persFechaNacimiento ?? ''}
              onChange={(e) => setU({ ...u, persFechaNacimiento: e.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
              {...f('persFechaNacimiento')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('security.documentType')}
              value={doc?.tipoDocumentoIdentificacionId ?? ''}
              onChange={(e) =>
                setU({ ...u, documentosIdentificacion: [{ tipoDocumentoIdentificacionId: Number(e.target.value), doIdValor: doc?.doIdValor ?? '' }] })
              }
            >
              {tiposDoc.options.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('security.document')}
              value={doc?.doIdValor ?? ''}
              disabled={!doc}
              onChange={(e) => setU({ ...u, documentosIdentificacion: [{ ...doc!, doIdValor: e.target.value.replace(/[^A-Za-z0-9]/g, '') }] })}
              error={!!error?.fields['documentosIdentificacion.0.doIdValor']}
              helperText={error?.fields['documentosIdentificacion.0.doIdValor']}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        {typeof usuarioId === 'number' && u.estatus && (
          <Button color="error" onClick={block} sx={{ mr: 'auto' }}>
            {t('security.block')}
          </Button>
        )}
        <Button onClick={() => onClose(false)}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {t('app.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** `/seguridad/usuarios`: users with their person, role and campuses. */
export default function UsuariosPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const roles = useRoles();
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [total, setTotal] = useState(0);
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['usuarios', search, pagination],
    queryFn: () =>
      api<(Usuario & { usuarioId: number })[]>('/api/seguridad/usuarios', {
        query: { value: search, page: pagination.page + 1, pageSize: pagination.pageSize },
        onHeaders: (h) => setTotal(Number(h.get('x-total-count') ?? 0)),
      }),
    placeholderData: keepPreviousData,
  });
  const columns: GridColDef[] = [
    { field: 'usuaNombre', headerName: t('security.userName'), flex: 1, minWidth: 120 },
    { field: 'nombre', headerName: t('security.name'), flex: 1.5, minWidth: 160, valueGetter: (_v, r) => `${r.persNombres} ${r.persApellidos}` },
    { field: 'usuaEmail', headerName: t('security.email'), flex: 1.5, minWidth: 180 },
    {
      field: 'rolId',
      headerName: t('security.role'),
      minWidth: 130,
      valueGetter: (v) => {
        const r = roles.data?.find((x) => x.rolId === v);
        return r ? rolLabel(r) : v;
      },
    },
    {
      field: 'estatus',
      headerName: t('app.active'),
      minWidth: 110,
      renderCell: (p) => <Chip size="small" color={p.value ? 'success' : 'default'} label={p.value ? t('app.active') : t('security.blocked')} />,
    },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('security.users')}
        </Typography>
        <TextField
          placeholder={t('app.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          sx={{ maxWidth: { sm: 320 } }}
          slotProps={{ htmlInput: { 'aria-label': t('app.search') } }}
        />
        <Button variant="contained" onClick={() => setOpen('new')}>
          {t('app.new')}
        </Button>
      </Stack>
      <PagedGrid
        rows={list.data}
        total={total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.usuarioId}
        pagination={pagination}
        onPaginationChange={setPagination}
        onRowClick={(row) => setOpen(row.usuarioId)}
      />
      <UsuarioForm
        usuarioId={open}
        onClose={(changed) => {
          setOpen(null);
          if (changed) void qc.invalidateQueries({ queryKey: ['usuarios'] });
        }}
      />
    </Stack>
  );
}
