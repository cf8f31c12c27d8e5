import { CajaSinAbrir } from './CajaSinAbrir.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { cajaLabels, retiroIn, retiroScreen, type Retiro } from '@claustro/domain/financieros/caja.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormAmount, FormSelect, FormText } from '../../platform/form-fields.tsx';
import { formatMoney } from '@claustro/domain/platform/money';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { useMiCaja, useRetirar, useRetiros } from './api.ts';
import { ListPage } from '../../platform/ListPage.tsx';

/**
 * `/financieros/retiro-caja`: cash taken out of the cashier's open register (to the bank, to the
 * safe), with the reason; never more than the drawer holds. The withdrawals of the day below.
 */
export default function RetiroCajaPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(retiroScreen, lang)!;
  const mia = useMiCaja();
  const lista = useListState();
  const list = useRetiros({ page: lista.query.page, pageSize: lista.query.pageSize });
  const abierta = mia.data?.apertura;
  const columns: GridColumn<Retiro>[] = [
    { field: 'creadoEn', headerName: t('cashier.when'), minWidth: 150, valueGetter: (_v, r) => formatDateTime(r.creadoEn, lang) },
    { field: 'monto', headerName: t('cashier.amount'), minWidth: 140, valueGetter: (_v, r) => formatMoney(r.monto, r.moneda) },
    { field: 'motivo', headerName: t('cashier.reason'), minWidth: 220, flex: 1 },
    { field: 'usuario', headerName: t('cashier.by'), minWidth: 120 },
  ];
  return (
    <ListPage
      title={title}
      create={{ label: t('cashier.withdraw'), disabled: !abierta, form: (close) => <RetiroDialog onClose={close} /> }}
      intro={!mia.isLoading && !abierta && <CajaSinAbrir cajero={!!mia.data?.cajero} />}
      list={lista}
      noSearch
      rows={list}
      columns={columns}
      getRowId={(r) => r.id}
    ></ListPage>
  );
}

/** A withdrawal: currency, amount, reason. */
export function RetiroDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const monedas = useLookup('monedaPago');
  const retirar = useRetirar();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useContractForm(retiroIn, cajaLabels, { monedaPagoId: monedas.options[0]?.id ?? '', monto: '', motivo: '' }, 'onTouched');
  const primera = monedas.options[0]?.id;
  // The first currency is chosen once the currencies have loaded.
  useEffect(() => {
    if (primera && !form.getValues('monedaPagoId')) form.setValue('monedaPagoId', primera);
  }, [primera, form]);
  const submit = form.handleSubmit((body) => retirar.mutate(body, { onSuccess: onClose, onError: (e) => setGeneral(applyServerErrors(e, form.setError)) }));
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="xs" aria-labelledby="retiro-title">
      <DialogTitle id="retiro-title">{t('cashier.withdraw')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormSelect control={form.control} name="monedaPagoId" label={t('cashier.currency')} options={monedas.options} required />
          <FormAmount control={form.control} name="monto" label={t('cashier.amount')} required />
          <FormText control={form.control} name="motivo" label={t('cashier.reason')} required helperText={t('cashier.reasonHint')} />
          {general && <Alert severity="error">{general}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={retirar.isPending}>
          {t('cashier.withdraw')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
