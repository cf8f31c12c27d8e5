import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bloqueoPagoLineaScreen, pagoOnlineApi, type BloqueoPagoLinea } from '@claustro/domain/financieros/pago-online.contract';
import type { ApiError } from '../../platform/api.ts';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListPage } from '../../platform/ListPage.tsx';

const keys = queryKeys('bloqueos-pago-linea');

/**
 * `/financieros/EstudianteBloqueoPagoLinea`: the students barred from paying online (a disputed card
 * payment, a charge-back), with the reason they are shown; a block is added by matrícula and lifted
 * (it stays on record).
 */
export default function BloqueoPagoLineaPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(bloqueoPagoLineaScreen, lang)!;
  const lista = useListState();
  const { query } = lista;
  const list = useQuery({ queryKey: keys.list(query), placeholderData: keepPreviousData, queryFn: () => callPaged(pagoOnlineApi.bloqueos, { query }) });
  const [levantar, setLevantar] = useState<BloqueoPagoLinea | null>(null);
  const columns: GridColumn<BloqueoPagoLinea>[] = [
    { field: 'matricula', headerName: t('registration.matricula'), minWidth: 120 },
    { field: 'nombre', headerName: t('account.student'), minWidth: 200, flex: 1 },
    { field: 'motivo', headerName: t('authorisations.reason'), minWidth: 240, flex: 1 },
    { field: 'creadoEn', headerName: t('onlinePay.since'), minWidth: 160, valueGetter: (_v, r) => formatDateTime(r.creadoEn, lang) },
    { field: 'creadoPor', headerName: t('onlinePay.by'), minWidth: 120 },
    {
      field: 'id',
      headerName: '',
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setLevantar(row)}>
          {t('onlinePay.lift')}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title={title}
      create={{ label: t('onlinePay.block'), form: (close) => <BloquearDialog onClose={close} /> }}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('onlinePay.introBlocks')}
        </Typography>
      }
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.id}
    >
      {levantar && <LevantarDialog bloqueo={levantar} onClose={() => setLevantar(null)} />}
    </ListPage>
  );
}

function BloquearDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const qc = useQueryClient();
  const [matricula, setMatricula] = useState('');
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const guardar = useMutation({
    mutationFn: () => call(pagoOnlineApi.bloquear, { body: { matricula, motivo } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    },
    onError: (e) => setError(e as ApiError),
  });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="bloqueo-title">
      <DialogTitle id="bloqueo-title">{t('onlinePay.block')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            required
            label={t('registration.matricula')}
            value={matricula}
            onChange={(e) => setMatricula(e.target.value)}
            error={!!error?.fields?.matricula}
            helperText={error?.fields?.matricula}
          />
          <TextField
            required
            label={t('authorisations.reason')}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            multiline
            minRows={2}
            error={!!error?.fields?.motivo}
            helperText={error?.fields?.motivo ?? t('onlinePay.reasonShown')}
          />
          {error && !error.fields && <Alert severity="error">{error.status === 404 ? t('account.notFound') : error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" disabled={!matricula.trim() || !motivo.trim() || guardar.isPending} onClick={() => guardar.mutate()}>
          {t('onlinePay.block')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LevantarDialog({ bloqueo: b, onClose }: { bloqueo: BloqueoPagoLinea; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [error, setError] = useState<ApiError | null>(null);
  const levantar = useMutation({
    mutationFn: () => call(pagoOnlineApi.levantar, { params: { id: b.id } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    },
    onError: (e) => setError(e as ApiError),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="levantar-title">
      <DialogTitle id="levantar-title">{t('onlinePay.lift')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('onlinePay.liftConfirm', { estudiante: `${b.matricula} · ${b.nombre}` })}</DialogContentText>
        {error && <Alert severity="error">{error.message}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" disabled={levantar.isPending} onClick={() => levantar.mutate()}>
          {t('onlinePay.lift')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
