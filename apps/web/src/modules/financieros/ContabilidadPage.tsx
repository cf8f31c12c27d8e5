import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import {
  diarioScreen,
  gpScreen,
  resumenScreen,
  transaccionesScreen,
  type AsientoFila,
  type LineaFila,
  type ResumenCuenta,
} from '@claustro/domain/financieros/contabilidad.contract';
import { origenesAsiento, type OrigenAsiento } from '@claustro/domain/financieros/contabilidad.rules';
import { formatMoney } from '@claustro/domain/platform/money';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { ListHeader, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { descargarLibro, useAsientos, useResumenLibro } from './api.ts';
import { Filtros, useFiltro } from './RangoFechas.tsx';
import { ListPage, useStateFilter } from '../../platform/ListPage.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';

/*
 * The ledger's screens: the entries receipts, annulments and charges posted
 * (`/financieros/transacciones-contables`), what each account moved (`-resumen`), and the span as the
 * file Dynamics GP imports (`-gp`) or as a plain journal for another system (`-inesimed`).
 */

const money = (v: string, moneda: string) => formatMoney(v, moneda);

/** `/financieros/transacciones-contables`: the entries of a span, newest first; a row shows its lines. */
export default function TransaccionesPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(transaccionesScreen, lang)!;
  const { filtro, campos } = useFiltro();
  const lista = useListState();
  const origen = useStateFilter<OrigenAsiento>(lista, origenesAsiento, '', 'origen');
  const { query } = lista;
  const list = useAsientos(
    filtro && { ...filtro, origen: origen.value || undefined, value: query.value || undefined, page: query.page, pageSize: query.pageSize },
  );
  const columns: GridColumn<AsientoFila & { lineas: LineaFila[] }>[] = [
    { field: 'numero', headerName: t('ledger.entry'), minWidth: 120 },
    { field: 'fecha', headerName: t('ledger.date'), minWidth: 140, valueGetter: (_v, r) => formatDateTime(r.fecha, lang) },
    {
      field: 'origen',
      headerName: t('ledger.origin'),
      minWidth: 110,
      renderCell: ({ row }) => <Chip size="small" color={row.origen === 'anulacion' ? 'warning' : 'default'} label={t(`ledger.origins.${row.origen}`)} />,
    },
    {
      field: 'concepto',
      headerName: t('ledger.concept'),
      minWidth: 220,
      flex: 1,
      // A long concept (a payer's full name, an annulment's reason) is cut here and read whole in the entry.
      renderCell: ({ row }) => (
        <Box title={row.concepto} sx={{ maxWidth: { xs: 260, lg: 380 }, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {row.concepto}
        </Box>
      ),
    },
    { field: 'monto', headerName: t('ledger.amount'), minWidth: 130, type: 'number', valueGetter: (_v, r) => money(r.monto, r.moneda) },
  ];
  return (
    <ListPage
      title={title}
      intro={
        <>
          <Typography variant="body2" color="text.secondary">
            {t('ledger.intro')}
          </Typography>
          <Filtros campos={campos} />
        </>
      }
      list={lista}
      state={{ filter: origen, label: t('ledger.origin'), labelOf: (o) => t(`ledger.origins.${o}`), all: t('ledger.allOrigins') }}
      waiting={!filtro && <Alert severity="info">{t('ledger.chooseSpan')}</Alert>}
      rows={list}
      columns={columns}
      getRowId={(r) => r.transaccionContableId}
      detail={({ row, close }) => row && <AsientoDialog asiento={row} onClose={close} />}
    />
  );
}

/** An entry's lines, debits and credits, and the receipt it came from. */
function AsientoDialog({ asiento: a, onClose }: { asiento: AsientoFila & { lineas: LineaFila[] }; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="asiento-title">
      <DialogTitle id="asiento-title">
        {a.numero} · {t(`ledger.origins.${a.origen}`)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            {formatDateTime(a.fecha, lang)} · {a.sede} · {a.moneda}
          </Typography>
          <Typography>{a.concepto}</Typography>
          <RecordTable
            label={t('ledger.lines')}
            head={[{ label: t('ledger.account') }, { label: t('ledger.debit'), right: true }, { label: t('ledger.credit'), right: true }]}
            rows={a.lineas.map((l, i) => ({
              key: i,
              cells: [
                <Cuenta key="cuenta" codigo={l.codigo} cuenta={l.cuenta} />,
                l.debito === '0.00' ? '' : money(l.debito, ''),
                l.credito === '0.00' ? '' : money(l.credito, ''),
              ],
            }))}
            foot={[t('ledger.total'), money(a.monto, ''), money(a.monto, '')]}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {a.documentoContableId && (
          <Button component={RouterLink} to={`/financieros/reportes-recibos/${a.documentoContableId}`}>
            {t('ledger.openReceipt')}
          </Button>
        )}
        <Button onClick={onClose}>{t('ledger.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** An account as the accountant names it; a line with none says so. */
function Cuenta({ codigo, cuenta }: { codigo: string | null; cuenta: string | null }) {
  const { t } = useTranslation();
  return codigo ? (
    <>
      <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', mr: 1 }}>
        {codigo}
      </Typography>
      {cuenta}
    </>
  ) : (
    <Typography component="span" variant="body2" color="error">
      {t('ledger.noAccount')}
    </Typography>
  );
}

/** What each account moved, per currency, with the totals; for GP, each account's GP number (or that it lacks one). */
function TablaResumen({ cuentas, totales, gp }: { cuentas: ResumenCuenta[]; totales: { moneda: string; debito: string; credito: string }[]; gp?: boolean }) {
  const { t } = useTranslation();
  if (!cuentas.length) return <Alert severity="info">{t('ledger.nothing')}</Alert>;
  return (
    <Stack spacing={3}>
      {totales.map((tot) => (
        <RecordTable
          key={tot.moneda}
          label={`${t('ledger.summary')} ${tot.moneda}`}
          head={[
            { label: t('ledger.account') },
            ...(gp ? [{ label: t('ledger.gpAccount'), nowrap: true }] : []),
            { label: t('ledger.debit'), right: true },
            { label: t('ledger.credit'), right: true },
            { label: t('ledger.net'), right: true },
          ]}
          rows={cuentas
            .filter((c) => c.moneda === tot.moneda)
            .map((c) => ({
              key: `${c.cuentaContableCatalogoId}`,
              cells: [
                <>
                  <Cuenta codigo={c.codigo} cuenta={c.cuenta} /> {c.transitoria && <Chip size="small" color="warning" label={t('ledger.suspense')} />}
                </>,
                ...(gp ? [c.cuentaGp?.trim() ? c.cuentaGp : <Chip size="small" color="error" variant="outlined" label={t('ledger.noGp')} />] : []),
                money(c.debito, ''),
                money(c.credito, ''),
                money(c.saldo, ''),
              ],
            }))}
          foot={[`${t('ledger.total')} ${tot.moneda}`, ...(gp ? [''] : []), money(tot.debito, tot.moneda), money(tot.credito, tot.moneda), '']}
        />
      ))}
    </Stack>
  );
}

/** A warning for what the accountant must still place: lines on the suspense account or on none. */
function PorClasificar({ cuentas }: { cuentas: ResumenCuenta[] }) {
  const { t } = useTranslation();
  const pendientes = cuentas.filter((c) => c.transitoria || !c.codigo);
  if (!pendientes.length) return null;
  return (
    <Alert severity="warning">
      {t('ledger.toClassify', { cuentas: pendientes.map((c) => `${c.codigo ?? t('ledger.noAccount')} (${money(c.saldo, c.moneda)})`).join(', ') })}
    </Alert>
  );
}

/** A summary screen: the span, then what each account moved; the export screens add their download. */
function LibroPage({ screen, formato }: { screen: string; formato?: 'gp' | 'diario' }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { filtro, campos } = useFiltro();
  const resumen = useResumenLibro(filtro);
  const cuentas = resumen.data?.cuentas ?? [];
  const sinGp = formato === 'gp' && cuentas.some((c) => !c.cuentaGp?.trim());
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(screen, lang)!} />
      <Typography variant="body2" color="text.secondary">
        {t(formato ? `ledger.intro_${formato}` : 'ledger.intro_summary')}
      </Typography>
      <Filtros campos={campos} />
      {formato && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FileButton
            variant="contained"
            label={t(`ledger.download_${formato}`)}
            disabled={!filtro || !cuentas.length || sinGp}
            run={() => descargarLibro(formato, filtro!)}
          />
          {sinGp && <Alert severity="error">{t('ledger.gpMissing')}</Alert>}
        </Stack>
      )}
      {!filtro ? (
        <Alert severity="info">{t('ledger.chooseSpan')}</Alert>
      ) : resumen.data ? (
        <>
          <PorClasificar cuentas={cuentas} />
          <TablaResumen cuentas={cuentas} totales={resumen.data.totales} gp={formato === 'gp'} />
        </>
      ) : null}
    </Stack>
  );
}

export const ResumenPage = () => <LibroPage screen={resumenScreen} />;
export const GpPage = () => <LibroPage screen={gpScreen} formato="gp" />;
export const DiarioPage = () => <LibroPage screen={diarioScreen} formato="diario" />;
