import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { aperturaScreen, retiroScreen, type Retiro } from '@claustro/domain/financieros/caja.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import type { ApiError } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader, PagedGrid, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { useMiCaja, useRetirar, useRetiros } from './api.ts';

/**
 * `/financieros/retiro-caja`: cash taken out of the cashier's open register (to the bank, to the
 * safe), with the reason; never more than the drawer holds. The withdrawals of the day below.
 */
export default function RetiroCajaPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(retiroScreen, lang)!;
  const mia = useMiCaja();
  const { pagination, setPagination, query } = useListState();
  const list = useRetiros({ page: query.page, pageSize: query.pageSize });
  const [nuevo, setNuevo] = useState(false);
  const abierta = mia.data?.apertura;
  const columns: GridColumn<Retiro>[] = [
    { field: 'creadoEn', headerName: t('cashier.when'), minWidth: 150, valueGetter: (_v, r) => formatDateTime(r.creadoEn, lang) },
    { field: 'monto', headerName: t('cashier.amount'), minWidth: 140, valueGetter: (_v, r) => formatMoney(r.monto, r.moneda) },
    { field: 'motivo', headerName: t('cashier.reason'), minWidth: 220, flex: 1 },
    { field: 'usuario', headerName: t('cashier.by'), minWidth: 120 },
  ];
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <Button variant="contained" disabled={!abierta} onClick={() => setNuevo(true)}>
          {t('cashier.withdraw')}
        </Button>
      </ListHeader>
      {!mia.isLoading && !abierta && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={aperturaScreen}>
              {screenTitle(aperturaScreen, lang)}
            </Button>
          }
        >
          {mia.data?.cajero ? t('cashier.openFirst') : t('cashier.notCashier')}
        </Alert>
      )}
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        label={title}
      />
      {nuevo && <RetiroDialog onClose={() => setNuevo(false)} />}
    </Stack>
  );
}

/** A withdrawal: currency, amount, reason. */
export function RetiroDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const monedas = useLookup('monedaPago');
  const retirar = useRetirar();
  const [monedaPagoId, setMoneda] = useState<number | ''>('');
  const [monto, setMonto] = useState('');
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const moneda = monedaPagoId || monedas.options[0]?.id || '';
  const submit = () => retirar.mutate({ monedaPagoId: Number(moneda), monto, motivo }, { onSuccess: onClose, onError: (e) => setError(e as ApiError) });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="xs" aria-labelledby="retiro-title">
      <DialogTitle id="retiro-title">{t('cashier.withdraw')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ChoiceField label={t('cashier.currency')} value={moneda} onChange={setMoneda} options={monedas.options} required />
          <TextField
            required
            label={t('cashier.amount')}
            value={monto}
            onChange={(e) => setMonto(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={!!error?.fields?.monto}
            helperText={error?.fields?.monto}
          />
          <TextField
            required
            label={t('cashier.reason')}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            error={!!error?.fields?.motivo}
            helperText={error?.fields?.motivo ?? t('cashier.reasonHint')}
          />
          {error && !error.fields?.monto && !error.fields?.motivo && <Alert severity="error">{error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={retirar.isPending}>
          {t('cashier.withdraw')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
