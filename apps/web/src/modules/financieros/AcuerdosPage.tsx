import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acuerdoApi, acuerdoIn, acuerdoLabels, acuerdoScreen, type Acuerdo, type AcuerdoIn } from '@claustro/domain/financieros/acuerdo.contract';
import { cuotasDeAcuerdo } from '@claustro/domain/financieros/acuerdo.rules';
import { monedaPago } from '@claustro/domain/financieros/moneda-pago.resource';
import { cents, formatMoney, fromCents, sumCents } from '@claustro/domain/platform/money';
import { ApiError } from '../../platform/api.ts';
import { FormDate, FormText } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';
import { currentLang, formatDate, formatDateTime } from '../../platform/i18n.ts';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useCatalogueRows } from '../../platform/resources/useLookup.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { cuentaKeys } from './api.ts';
import { BuscarMatricula, useCuentas } from './BuscarCuentas.tsx';
import { ListPage } from '../../platform/ListPage.tsx';

const keys = queryKeys('acuerdos-pago');
type Fila = Omit<Acuerdo, 'plazos' | 'tomados'>;

/**
 * `/financieros/acuerdos-pago`: payment agreements — what a student owes of some charges taken over
 * and split in monthly instalments — listed by matrícula or name, written, read and annulled.
 */
export default function AcuerdosPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(acuerdoScreen, lang)!;
  const lista = useListState();
  const { query } = lista;
  const list = useQuery({ queryKey: keys.list(query), placeholderData: keepPreviousData, queryFn: () => callPaged(acuerdoApi.list, { query }) });
  const columns: GridColumn<Fila>[] = [
    { field: 'creadoEn', headerName: t('ledger.date'), minWidth: 140, valueGetter: (_v, r) => formatDateTime(r.creadoEn, lang) },
    { field: 'nombre', headerName: t('account.student'), minWidth: 220, flex: 1, valueGetter: (_v, r) => `${r.matricula} · ${r.nombre}` },
    { field: 'monto', headerName: t('agreements.total'), minWidth: 130, valueGetter: (_v, r) => formatMoney(r.monto, r.moneda) },
    { field: 'pagado', headerName: t('agreements.paid'), minWidth: 130, valueGetter: (_v, r) => formatMoney(r.pagado, r.moneda) },
    { field: 'cuotas', headerName: t('agreements.instalments'), minWidth: 90 },
    {
      field: 'estado',
      headerName: t('cashier.state'),
      minWidth: 110,
      renderCell: ({ row }) => <Chip size="small" color={row.estado === 'vigente' ? 'success' : 'default'} label={t(`agreements.state_${row.estado}`)} />,
    },
  ];
  return (
    <ListPage
      title={title}
      create={{ label: t('agreements.new'), form: (close) => <NuevoAcuerdo onClose={close} onDone={(id) => (close(), lista.setOpened(id))} /> }}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('agreements.intro')}
        </Typography>
      }
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.acuerdoPagoId}
      detail={({ id, close }) => <AcuerdoDialog acuerdoPagoId={id} onClose={close} />}
    ></ListPage>
  );
}

function useInvalidar() {
  const qc = useQueryClient();
  return () => {
    for (const k of [keys, cuentaKeys]) void qc.invalidateQueries({ queryKey: k.all });
  };
}

/** A student found by matrícula, a career's charges owed in a currency to take over, the instalments and their first date. */
function NuevoAcuerdo({ onClose, onDone }: { onClose: () => void; onDone: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const invalidar = useInvalidar();
  const f = useCuentas();
  const monedas = useCatalogueRows(monedaPago).data ?? [];
  const [carrera, setCarrera] = useState<number | ''>('');
  const cuenta = f.cuentas?.find((c) => c.estudianteCarreraId === carrera) ?? f.cuentas?.[0];
  const debidos = (cuenta?.cargos ?? []).filter((c) => cents(c.pendiente) > 0n && c.tipo !== 'acuerdo');
  const codigos = [...new Set(debidos.map((c) => c.moneda))];
  const [codigo, setCodigo] = useState('');
  const moneda = codigo || codigos[0] || '';
  const [fuera, setFuera] = useState<Set<number>>(new Set());
  const elegidos = debidos.filter((c) => c.moneda === moneda && !fuera.has(c.cargoEstudianteId));
  const total = sumCents(elegidos.map((c) => cents(c.pendiente)));
  const form = useContractForm(acuerdoIn, acuerdoLabels, {
    estudianteCarreraId: 0,
    monedaPagoId: 0,
    cargos: [],
    cuotas: 3,
    primeraFecha: '',
    comentario: '',
  });
  const [cuotas, primera] = useWatch({ control: form.control, name: ['cuotas', 'primeraFecha'] });
  const n = Number(cuotas);
  const plazos = total > 0n && n >= 1 && n <= 36 && primera ? cuotasDeAcuerdo(total, n, String(primera)) : [];
  const [general, setGeneral] = useState<string | null>(null);
  const guardar = useMutation({
    mutationFn: (body: AcuerdoIn) => call(acuerdoApi.crear, { body }),
    onSuccess: (a) => {
      invalidar();
      onDone(a.acuerdoPagoId);
    },
    onError: (e) => setGeneral(applyServerErrors(e, form.setError, ['cargos'])),
  });
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    guardar.mutate(body);
  });
  return (
    <FormDialog
      title={t('agreements.new')}
      maxWidth="md"
      onClose={onClose}
      onSubmit={() => {
        // What the form does not hold comes from the account found: the career, the currency, the charges ticked.
        if (cuenta) form.setValue('estudianteCarreraId', cuenta.estudianteCarreraId);
        form.setValue('monedaPagoId', monedas.find((m) => m.moPaCodigo === moneda)?.monedaPagoId ?? 0);
        form.setValue(
          'cargos',
          elegidos.map((c) => c.cargoEstudianteId),
        );
        void submit();
      }}
      action={t('agreements.sign')}
      busy={guardar.isPending}
      ready={!!cuenta && elegidos.length > 0}
      error={general}
    >
      <BuscarMatricula f={f} variant="outlined" />
      {f.cuentas && f.cuentas.length > 1 && (
        <ChoiceField
          label={t('onlinePay.career')}
          value={cuenta?.estudianteCarreraId ?? ''}
          onChange={setCarrera}
          options={f.cuentas.map((c) => ({ id: c.estudianteCarreraId, label: `${c.carrera} · ${c.sede}` }))}
          required
        />
      )}
      {cuenta && (
        <Typography sx={{ fontWeight: 600 }}>
          {cuenta.matricula} · {cuenta.nombre} · {cuenta.carrera}
        </Typography>
      )}
      {cuenta && !debidos.length && <Alert severity="info">{t('agreements.nothingOwed')}</Alert>}
      {debidos.length > 0 && (
        <>
          {codigos.length > 1 && (
            <ChoiceField
              label={t('ledger.currency')}
              value={monedas.find((m) => m.moPaCodigo === moneda)?.monedaPagoId ?? ''}
              onChange={(id) => setCodigo(monedas.find((m) => m.monedaPagoId === id)?.moPaCodigo ?? '')}
              options={monedas.filter((m) => codigos.includes(m.moPaCodigo ?? '')).map((m) => ({ id: m.monedaPagoId, label: m.moPaCodigo ?? '' }))}
              required
            />
          )}
          <Box>
            <Typography variant="subtitle2">{t('agreements.charges')}</Typography>
            <List dense disablePadding>
              {debidos
                .filter((c) => c.moneda === moneda)
                .map((c) => (
                  <ListItem key={c.cargoEstudianteId} disableGutters>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={!fuera.has(c.cargoEstudianteId)}
                          onChange={(e) =>
                            setFuera((s) => {
                              const x = new Set(s);
                              if (e.target.checked) x.delete(c.cargoEstudianteId);
                              else x.add(c.cargoEstudianteId);
                              return x;
                            })
                          }
                        />
                      }
                      label={
                        <ListItemText
                          primary={c.concepto}
                          secondary={`${t('account.due')} ${formatDate(c.fechaVence, lang)} · ${t('account.left')}: ${formatMoney(c.pendiente, c.moneda)}${c.vencido ? ` · ${t('agreements.pastDue')}` : ''}`}
                        />
                      }
                    />
                  </ListItem>
                ))}
            </List>
            <Typography sx={{ fontWeight: 700 }}>{t('agreements.takes', { monto: formatMoney(fromCents(total), moneda) })}</Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormText
              control={form.control}
              name="cuotas"
              label={t('agreements.instalments')}
              required
              transform={(v) => v.replace(/\D/g, '').slice(0, 2)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              helperText={t('agreements.instalmentsHint')}
              sx={{ flex: 1 }}
            />
            <FormDate control={form.control} name="primeraFecha" label={t('agreements.first')} required sx={{ flex: 1 }} />
          </Stack>
          {plazos.length > 0 && (
            <Box aria-label={t('agreements.schedule')} component="section">
              <Typography variant="subtitle2">{t('agreements.schedule')}</Typography>
              <List dense disablePadding>
                {plazos.map((p) => (
                  <ListItem key={p.cuota} disableGutters sx={{ py: 0 }}>
                    <ListItemText primary={`${p.cuota}. ${formatDate(p.fechaVence, lang)} · ${formatMoney(fromCents(p.monto), moneda)}`} />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
          <FormText control={form.control} name="comentario" label={t('agreements.comment')} required multiline minRows={2} />
        </>
      )}
    </FormDialog>
  );
}

/** One agreement: its instalments with what is paid, the charges it took over, and its annulment while nothing is paid. */
function AcuerdoDialog({ acuerdoPagoId, onClose }: { acuerdoPagoId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const invalidar = useInvalidar();
  const a = useQuery({ queryKey: keys.of('uno', acuerdoPagoId), queryFn: () => call(acuerdoApi.get, { params: { acuerdoPagoId } }) }).data;
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const anular = useMutation({
    mutationFn: () => call(acuerdoApi.anular, { params: { acuerdoPagoId }, body: { motivo } }),
    onSuccess: () => (invalidar(), onClose()),
    onError: (e) => setError(e as ApiError),
  });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="acuerdo-uno">
      <DialogTitle id="acuerdo-uno">{t('agreements.title', { id: acuerdoPagoId })}</DialogTitle>
      <DialogContent>
        {a && (
          <Stack spacing={2}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {a.matricula} · {a.nombre}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {a.carrera} · {t('agreements.signedBy', { quien: a.creadoPor, fecha: formatDateTime(a.creadoEn, lang) })}
              </Typography>
              <Typography variant="body2">{a.comentario}</Typography>
            </Box>
            <Typography sx={{ fontWeight: 700 }}>
              {t('agreements.summary', { total: formatMoney(a.monto, a.moneda), pagado: formatMoney(a.pagado, a.moneda) })}
            </Typography>
            {a.estado === 'anulado' && <Alert severity="warning">{t('agreements.annulled', { motivo: a.motivoAnulacion ?? '' })}</Alert>}
            <Box component="section" aria-label={t('agreements.schedule')}>
              <Typography variant="subtitle2">{t('agreements.schedule')}</Typography>
              <List dense disablePadding>
                {a.plazos.map((p) => (
                  <ListItem key={p.cargoEstudianteId} divider disableGutters>
                    <ListItemText
                      primary={`${p.cuota}. ${formatDate(p.fechaVence, lang)} · ${formatMoney(p.monto, p.moneda)}`}
                      secondary={`${t('agreements.paid')}: ${formatMoney(p.pagado, p.moneda)} · ${t('account.left')}: ${formatMoney(p.pendiente, p.moneda)}`}
                    />
                    {p.vencido && <Chip size="small" color="error" label={t('agreements.pastDue')} />}
                  </ListItem>
                ))}
              </List>
            </Box>
            <Box component="section" aria-label={t('agreements.taken')}>
              <Typography variant="subtitle2">{t('agreements.taken')}</Typography>
              <List dense disablePadding>
                {a.tomados.map((x) => (
                  <ListItem key={x.cargoEstudianteId} disableGutters sx={{ py: 0 }}>
                    <ListItemText primary={`${x.concepto}: ${formatMoney(x.monto, a.moneda)}`} />
                  </ListItem>
                ))}
              </List>
            </Box>
            {a.estado === 'vigente' && cents(a.pagado) === 0n && (
              <Stack spacing={1}>
                <TextField label={t('agreements.annulReason')} value={motivo} onChange={(e) => setMotivo(e.target.value)} size="small" />
                {error && <Alert severity="error">{error.message}</Alert>}
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {a?.estado === 'vigente' && cents(a.pagado) === 0n && (
          <Button color="error" disabled={!motivo.trim() || anular.isPending} onClick={() => anular.mutate()}>
            {t('agreements.annul')}
          </Button>
        )}
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
