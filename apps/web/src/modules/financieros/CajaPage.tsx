import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  aperturaIn,
  aperturaScreen,
  cajaApi,
  cajaLabels,
  cierreIn,
  cobroScreen,
  retiroScreen,
  type Apertura,
  type AperturaConResumen,
  type ResumenMoneda,
} from '@claustro/domain/financieros/caja.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { cajaYSede, menos } from '@claustro/domain/financieros/caja.rules';
import { formatMoney } from '@claustro/domain/platform/money';
import { openInNewTab } from '../../platform/api.ts';
import { applyServerErrors, tidiedFirst, useContractForm } from '../../platform/forms.ts';
import { FormAmount, FormText, messageAt } from '../../platform/form-fields.tsx';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { useAbrirCaja, useApertura, useAperturas, useCerrarCaja, useMiCaja } from './api.ts';
import { RetiroDialog } from './RetiroCajaPage.tsx';
import { ListPage, useStateFilter } from '../../platform/ListPage.tsx';

const estados = ['abierta', 'cerrada'] as const;
const reporte = (cajaAperturaId: number) => openInNewTab(pathOf(cajaApi.reporteCierre, { cajaAperturaId }));

/**
 * `/financieros/cajas-aperturas`: the cashier's own register on top — open it with a float per
 * currency, see what it has taken, withdraw cash, close it with the count and print the closing
 * report — and every opening below, newest first, each with its summary and report.
 */
export default function CajaPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(aperturaScreen, lang)!;
  const lista = useListState();
  const estado = useStateFilter(lista, estados);
  const { query } = lista;
  const list = useAperturas({ estado: estado.value || undefined, filtro: query.value || undefined, page: query.page, pageSize: query.pageSize });
  const columns: GridColumn<Apertura>[] = [
    { field: 'caja', headerName: t('cashier.register'), minWidth: 200, flex: 1, valueGetter: (_v, r) => cajaYSede(r.caja, r.sede) },
    { field: 'cajero', headerName: t('cashier.cashier'), minWidth: 180, flex: 1 },
    { field: 'fechaApertura', headerName: t('cashier.openedAt'), minWidth: 150, valueGetter: (_v, r) => formatDateTime(r.fechaApertura, lang) },
    {
      field: 'fechaCierre',
      headerName: t('cashier.closedAt'),
      minWidth: 150,
      valueGetter: (_v, r) => (r.fechaCierre ? formatDateTime(r.fechaCierre, lang) : ''),
    },
    { field: 'recibos', headerName: t('cashier.receipts'), minWidth: 90, type: 'number' },
    {
      field: 'cerrada',
      headerName: t('cashier.state'),
      minWidth: 110,
      renderCell: ({ row }) => (
        <Chip size="small" color={row.cerrada ? 'default' : 'success'} label={t(`cashier.states.${row.cerrada ? 'cerrada' : 'abierta'}`)} />
      ),
    },
  ];
  return (
    <ListPage
      title={title}
      label={t('cashier.openings')}
      intro={
        <>
          <MiCaja />
          <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, pt: 1 }}>
            {t('cashier.openings')}
          </Typography>
        </>
      }
      list={lista}
      state={{ filter: estado, label: t('cashier.state'), labelOf: (e) => t(`cashier.states.${e}`), all: t('cashier.all') }}
      rows={list}
      columns={columns}
      getRowId={(r) => r.cajaAperturaId}
      detail={({ id, close }) => <AperturaDialog cajaAperturaId={id} onClose={close} />}
    />
  );
}

/** The signed-in cashier's register: opened, worked, closed. */
function MiCaja() {
  const { t } = useTranslation();
  const lang = currentLang();
  const mia = useMiCaja();
  const [retiro, setRetiro] = useState(false);
  const [cierre, setCierre] = useState<AperturaConResumen | null>(null);
  if (mia.isLoading) return <CircularProgress aria-label={t('app.loading')} />;
  if (!mia.data?.cajero) return <Alert severity="info">{t('cashier.notCashier')}</Alert>;
  const { cajero, apertura } = mia.data;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>{t('cashier.mine', { caja: cajaYSede(cajero.caja, cajero.sede) })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {apertura ? t('cashier.openSince', { cuando: formatDateTime(apertura.fechaApertura, lang) }) : t('cashier.closedNow')}
              </Typography>
            </div>
            <Chip
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              color={apertura ? 'success' : 'default'}
              label={t(`cashier.states.${apertura ? 'abierta' : 'cerrada'}`)}
            />
          </Stack>
          {apertura ? (
            <>
              <Resumen monedas={apertura.monedas} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" component={RouterLink} to={cobroScreen}>
                  {t('cashier.collect')}
                </Button>
                <Button variant="outlined" onClick={() => setRetiro(true)}>
                  {screenTitle(retiroScreen, lang)}
                </Button>
                <FileButton label={t('cashier.report')} run={() => reporte(apertura.cajaAperturaId)} />
                <Button color="error" onClick={() => setCierre(apertura)}>
                  {t('cashier.close')}
                </Button>
              </Stack>
            </>
          ) : (
            <AbrirCaja />
          )}
        </Stack>
      </CardContent>
      {retiro && <RetiroDialog onClose={() => setRetiro(false)} />}
      {cierre && <CierreDialog apertura={cierre} onClose={() => setCierre(null)} />}
    </Card>
  );
}

/** The floats as typed, one line per active currency; a line left blank opens with none. */
const conFondo = tidiedFirst(
  (v) => ({ fondos: ((v as { fondos?: { monedaPagoId: number; fondo: string }[] }).fondos ?? []).filter((f) => f.fondo.trim() !== '') }),
  aperturaIn,
);

/** Opening: a float for each active currency (blank is none). */
function AbrirCaja() {
  const { t } = useTranslation();
  const monedas = useLookup('monedaPago');
  const abrir = useAbrirCaja();
  const [general, setGeneral] = useState<string | null>(null);
  const lineas = monedas.options.map((m) => ({ monedaPagoId: m.id, fondo: '' }));
  const form = useContractForm(conFondo, cajaLabels, { fondos: lineas }, 'onTouched');
  const cuantas = monedas.options.length;
  // The lines are the currencies: the form takes them once they have loaded.
  useEffect(() => form.reset({ fondos: monedas.options.map((m) => ({ monedaPagoId: m.id, fondo: '' })) }), [cuantas]);
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    abrir.mutate(body, { onError: (e) => setGeneral(applyServerErrors(e, form.setError)) });
  });
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit}>
      <Typography variant="body2">{t('cashier.floatHint')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {monedas.options.map((m, i) => (
          <FormAmount key={m.id} control={form.control} name={`fondos.${i}.fondo`} label={t('cashier.floatIn', { moneda: m.label })} />
        ))}
      </Stack>
      {general && <Alert severity="error">{messageAt(form.formState.errors, 'fondos') ?? general}</Alert>}
      <div>
        <Button variant="contained" type="submit" disabled={abrir.isPending}>
          {t('cashier.open')}
        </Button>
      </div>
    </Stack>
  );
}

/** Per currency: float, each payment method, change, withdrawals, cash expected and (closed) counted. */
export function Resumen({ monedas }: { monedas: ResumenMoneda[] }) {
  const { t } = useTranslation();
  if (!monedas.length) return <Typography color="text.secondary">{t('cashier.nothingYet')}</Typography>;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {monedas.map((m) => {
        const money = (v: string) => formatMoney(v, m.moneda);
        const rows: [string, string, boolean?][] = [
          [t('cashier.float'), money(m.fondo)],
          ...m.formasPago.map((f): [string, string] => [`${f.formaPago} (${f.recibos})`, money(f.monto)]),
          [t('cashier.change'), menos(money(m.devuelto), m.devuelto)],
          [t('cashier.withdrawals'), menos(money(m.retiros), m.retiros)],
          [t('cashier.collected'), money(m.cobrado), true],
          [t('cashier.expected'), money(m.efectivoEsperado), true],
          ...(m.contado !== null
            ? ([
                [t('cashier.counted'), money(m.contado), true],
                [t('cashier.difference'), money(m.diferencia ?? '0'), true],
              ] as [string, string, boolean][])
            : []),
        ];
        return (
          <Table key={m.monedaPagoId} size="small" aria-label={t('cashier.summaryIn', { moneda: m.moneda })} sx={{ maxWidth: 420 }}>
            <TableBody>
              {rows.map(([k, v, bold]) => (
                <TableRow key={k}>
                  <TableCell sx={{ fontWeight: bold ? 600 : undefined }}>{k}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: bold ? 600 : undefined, whiteSpace: 'nowrap' }}>
                    {v}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        );
      })}
    </Stack>
  );
}

/** Closing: the cash counted per currency (what it should be is shown), a note; then the report. */
function CierreDialog({ apertura, onClose }: { apertura: AperturaConResumen; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cerrar = useCerrarCaja();
  const [general, setGeneral] = useState<string | null>(null);
  const [cerrada, setCerrada] = useState<AperturaConResumen | null>(null);
  const form = useContractForm(
    cierreIn,
    cajaLabels,
    { contados: apertura.monedas.map((m) => ({ monedaPagoId: m.monedaPagoId, contado: '' })), observacion: '' },
    'onTouched',
  );
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    cerrar.mutate(
      { cajaAperturaId: apertura.cajaAperturaId, ...body },
      {
        onSuccess: (c) => {
          form.reset(form.getValues());
          setCerrada(c);
        },
        onError: (e) => setGeneral(applyServerErrors(e, form.setError)),
      },
    );
  });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="cierre-title">
      <DialogTitle id="cierre-title">{t('cashier.closeTitle', { caja: apertura.caja })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {cerrada ? (
            <>
              <Alert severity="success">{t('cashier.closedDone')}</Alert>
              <Resumen monedas={cerrada.monedas} />
            </>
          ) : (
            <>
              <Typography variant="body2">{t('cashier.countHint')}</Typography>
              {apertura.monedas.map((m, i) => (
                <FormAmount
                  key={m.monedaPagoId}
                  control={form.control}
                  name={`contados.${i}.contado`}
                  required
                  label={t('cashier.countedIn', { moneda: m.moneda })}
                  helperText={t('cashier.expectedIs', { monto: formatMoney(m.efectivoEsperado, m.moneda) })}
                />
              ))}
              <FormText control={form.control} name="observacion" label={t('cashier.note')} multiline minRows={2} />
              {general && <Alert severity="error">{messageAt(form.formState.errors, 'contados') ?? general}</Alert>}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
        {cerrada ? (
          <FileButton variant="contained" label={t('cashier.report')} run={() => reporte(cerrada.cajaAperturaId)} />
        ) : (
          <Button variant="contained" color="error" onClick={() => void submit()} disabled={cerrar.isPending}>
            {t('cashier.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** An opening from the list: its summary and its report. */
function AperturaDialog({ cajaAperturaId, onClose }: { cajaAperturaId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const a = useApertura(cajaAperturaId).data;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="apertura-title">
      <DialogTitle id="apertura-title">{a ? `${a.caja} · ${a.cajero}` : t('app.loading')}</DialogTitle>
      <DialogContent>
        {a && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('cashier.span', {
                desde: formatDateTime(a.fechaApertura, lang),
                hasta: a.fechaCierre ? formatDateTime(a.fechaCierre, lang) : t('cashier.states.abierta').toLowerCase(),
                recibos: a.recibos,
                anulados: a.anulados,
              })}
            </Typography>
            <Resumen monedas={a.monedas} />
            {a.observacionCierre && <Alert severity="info">{a.observacionCierre}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
        <FileButton variant="contained" label={t('cashier.report')} run={() => reporte(cajaAperturaId)} />
      </DialogActions>
    </Dialog>
  );
}
