import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, List, ListItem, ListItemText, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import {
  estadosPagoOnline,
  pagoMatriculaScreen,
  pagoServiciosScreen,
  type EstadoPagoOnline,
  type OfertaPago,
  type PagoOnline,
  type TipoPagoOnline,
  montoACuenta,
} from '@claustro/domain/financieros/pago-online.contract';
import { cents, formatMoney, fromCents, typedCents } from '@claustro/domain/platform/money';
import { rolEstudiante } from '@claustro/domain/seguridad/session';
import { label } from '@claustro/domain/platform/i18n';
import { useWatch } from 'react-hook-form';
import { useContractForm } from '../../platform/forms.ts';
import { FormAmount } from '../../platform/form-fields.tsx';
import { MiPlanPago } from './MiPlanPago.tsx';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { ListHeader, ListSearch, PagedGrid, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { useSession } from '../../platform/session.tsx';
import { abrirMiRecibo, abrirReciboEnLinea, imprimirRecibo, useMisRecibos, useOfertaPago, usePagosOnline } from './api.ts';
import { FileButton } from '../../platform/PrintButton.tsx';
import { Retorno, usePagar } from './pago-en-linea.tsx';

const colorEstado: Record<EstadoPagoOnline, 'default' | 'success' | 'error' | 'warning'> = {
  pendiente: 'warning',
  aprobado: 'success',
  rechazado: 'error',
  expirado: 'default',
};

function EstadoChip({ estado }: { estado: EstadoPagoOnline }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colorEstado[estado]} label={t(`onlinePay.state_${estado}`)} />;
}

/** Why the student cannot pay online now. */
function SinPago({ oferta }: { oferta: OfertaPago }) {
  const { t } = useTranslation();
  if (!oferta.carreras.length) return <Alert severity="info">{t('onlinePay.notStudent')}</Alert>;
  return <Alert severity={oferta.motivo === 'bloqueado' ? 'warning' : 'info'}>{t(`onlinePay.no_${oferta.motivo}`, { motivo: oferta.bloqueo ?? '' })}</Alert>;
}

/** The student's own orders, newest first. */
function MisPagos() {
  const { t } = useTranslation();
  const lang = currentLang();
  const list = usePagosOnline({ page: 1, pageSize: 10 }).data;
  if (!list?.rows.length) return null;
  return (
    <ListaPropia id="mis-pagos" title={t('onlinePay.mine')}>
      {list.rows.map((o) => (
        <ListItem
          key={o.pagoOnlineId}
          divider
          secondaryAction={
            o.documentoContableId ? (
              <Button size="small" onClick={() => abrirReciboEnLinea(o.pagoOnlineId)}>
                {t('onlinePay.receipt')}
              </Button>
            ) : undefined
          }
        >
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', pr: o.documentoContableId ? 9 : 0 }}>
                <span>{`${formatMoney(o.monto, o.moneda)} · ${o.descripcion}`}</span>
                <EstadoChip estado={o.estado} />
              </Stack>
            }
            secondary={`${formatDateTime(o.creadoEn, lang)}${o.numero ? ` · ${o.numero}` : ''}${o.mensaje && o.estado !== 'aprobado' ? ` · ${o.mensaje}` : ''}`}
          />
        </ListItem>
      ))}
    </ListaPropia>
  );
}

/** Services offered online: tick what to pay, how many, and the total in the chosen currency. */
function PagoServicios({ oferta, carrera }: { oferta: OfertaPago; carrera: number }) {
  const { t } = useTranslation();
  const monedas = useMemo(() => {
    const m = new Map<number, string>();
    for (const s of oferta.servicios) for (const p of s.precios) m.set(p.monedaPagoId, p.moneda);
    return [...m].map(([id, label]) => ({ id, label }));
  }, [oferta]);
  const [moneda, setMoneda] = useState<number | ''>(monedas.find((m) => m.label === 'DOP')?.id ?? monedas[0]?.id ?? '');
  const [cantidades, setCantidades] = useState<Record<number, number>>({});
  const p = usePagar();
  const codigo = monedas.find((m) => m.id === moneda)?.label ?? '';
  const lineas = oferta.servicios.flatMap((s) => {
    const precio = s.precios.find((x) => x.monedaPagoId === moneda)?.precio;
    return precio ? [{ ...s, precio, cantidad: cantidades[s.servicioContableId] ?? 0 }] : [];
  });
  const total = lineas.reduce((a, l) => a + cents(l.precio) * BigInt(l.cantidad), 0n);
  if (!oferta.servicios.length) return <Alert severity="info">{t('onlinePay.noServices')}</Alert>;
  return (
    <Stack spacing={2}>
      {monedas.length > 1 && <ChoiceField label={t('ledger.currency')} value={moneda} onChange={setMoneda} options={monedas} required />}
      <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {lineas.map((l) => (
          <ListItem key={l.servicioContableId} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <FormControlLabel
              sx={{ flex: 1, minWidth: 200, mr: 0 }}
              control={
                <Checkbox checked={l.cantidad > 0} onChange={(e) => setCantidades((c) => ({ ...c, [l.servicioContableId]: e.target.checked ? 1 : 0 }))} />
              }
              label={<ListItemText primary={l.descripcion} secondary={formatMoney(l.precio, codigo)} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />}
            />
            {l.cantidad > 0 && (
              <SelectField
                size="small"
                label={t('onlinePay.quantity')}
                value={l.cantidad}
                onChange={(v) => setCantidades((c) => ({ ...c, [l.servicioContableId]: Number(v) }))}
                options={[1, 2, 3, 4, 5].map((n) => ({ id: n, label: String(n) }))}
                sx={{ width: 96 }}
              />
            )}
          </ListItem>
        ))}
      </List>
      <Typography sx={{ fontWeight: 700 }}>{t('onlinePay.total', { monto: formatMoney(fromCents(total), codigo) })}</Typography>
      {p.error && <Alert severity="error">{p.error.fields ? Object.values(p.error.fields)[0] : p.error.message}</Alert>}
      <Stack direction="row">
        <Button
          variant="contained"
          size="large"
          disabled={!total || p.enviando}
          onClick={() =>
            void p.pagar({
              tipo: 'servicios',
              clave: p.clave,
              estudianteCarreraId: carrera,
              monedaPagoId: Number(moneda),
              servicios: lineas.filter((l) => l.cantidad > 0).map((l) => ({ servicioContableId: l.servicioContableId, cantidad: l.cantidad })),
            })
          }
        >
          {t('onlinePay.payByCard', { monto: formatMoney(fromCents(total), codigo) })}
        </Button>
      </Stack>
    </Stack>
  );
}

/** An amount towards the career's account: all it owes, what is past due, or another amount. */
function PagoMatricula({ oferta, carrera }: { oferta: OfertaPago; carrera: number }) {
  const { t } = useTranslation();
  const c = oferta.carreras.find((x) => x.estudianteCarreraId === carrera)!;
  const [monedaId, setMonedaId] = useState<number | ''>(c.saldos[0]?.monedaPagoId ?? '');
  const saldo = c.saldos.find((s) => s.monedaPagoId === monedaId) ?? c.saldos[0];
  if (!saldo) return <Alert severity="success">{t('onlinePay.nothingOwed')}</Alert>;
  const m = (x: string) => formatMoney(x, saldo.moneda);
  return (
    <Stack spacing={2}>
      {c.saldos.length > 1 && (
        <ChoiceField
          label={t('ledger.currency')}
          value={monedaId}
          onChange={setMonedaId}
          options={c.saldos.map((s) => ({ id: s.monedaPagoId, label: s.moneda }))}
          required
        />
      )}
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{t('account.balance', { monto: m(saldo.balance) })}</Typography>
        {cents(saldo.vencido) > 0n && <Typography color="error">{t('account.pastDue', { monto: m(saldo.vencido) })}</Typography>}
      </Box>
      <MontoAPagar key={saldo.monedaPagoId} saldo={saldo} carrera={carrera} />
    </Stack>
  );
}

type Saldo = OfertaPago['carreras'][number]['saldos'][number];

/** How much of one currency's balance: all of it, what is past due, or an amount typed as the screens print it. */
function MontoAPagar({ saldo, carrera }: { saldo: Saldo; carrera: number }) {
  const { t } = useTranslation();
  const m = (x: string) => formatMoney(x, saldo.moneda);
  const [opcion, setOpcion] = useState<'balance' | 'vencido' | 'otro'>('balance');
  const form = useContractForm(montoACuenta(saldo.balance, m(saldo.balance)), { monto: label('Monto', 'Amount') }, { monto: '' }, 'onTouched');
  const otro = useWatch({ control: form.control, name: 'monto' });
  const typed = typedCents(String(otro ?? ''));
  const p = usePagar();
  const pagar = (monto: string) => p.pagar({ tipo: 'matricula', clave: p.clave, estudianteCarreraId: carrera, monedaPagoId: saldo.monedaPagoId, monto });
  const enviar = () => (opcion === 'otro' ? void form.handleSubmit((v) => pagar(v.monto))() : void pagar(opcion === 'balance' ? saldo.balance : saldo.vencido));
  const monto = opcion === 'balance' ? saldo.balance : opcion === 'vencido' ? saldo.vencido : typed !== undefined && typed > 0n ? fromCents(typed) : null;
  return (
    <>
      <RadioGroup value={opcion} onChange={(e) => setOpcion(e.target.value as typeof opcion)} aria-label={t('onlinePay.howMuch')}>
        <FormControlLabel value="balance" control={<Radio />} label={t('onlinePay.payAll', { monto: m(saldo.balance) })} />
        {cents(saldo.vencido) > 0n && <FormControlLabel value="vencido" control={<Radio />} label={t('onlinePay.payPastDue', { monto: m(saldo.vencido) })} />}
        <FormControlLabel value="otro" control={<Radio />} label={t('onlinePay.payOther')} />
      </RadioGroup>
      {opcion === 'otro' && (
        <FormAmount
          control={form.control}
          name="monto"
          label={t('onlinePay.amount', { moneda: saldo.moneda })}
          helperText={t('onlinePay.amountHint')}
          sx={{ maxWidth: 320 }}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {t('onlinePay.appliesOldest')}
      </Typography>
      {p.error && <Alert severity="error">{p.error.fields ? Object.values(p.error.fields)[0] : p.error.message}</Alert>}
      <Stack direction="row">
        <Button variant="contained" size="large" disabled={p.enviando} onClick={enviar}>
          {t('onlinePay.payByCard', { monto: monto ? m(monto) : '' })}
        </Button>
      </Stack>
    </>
  );
}

/** The student's side: the answer of a payment just made, what to pay, and their orders. */
function PagoEstudiante({ tipo }: { tipo: TipoPagoOnline }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orden = Number(params.get('orden')) || null;
  const oferta = useOfertaPago().data;
  const conCaja = oferta?.carreras.filter((c) => c.enLinea) ?? [];
  const [carrera, setCarrera] = useState<number | ''>('');
  const elegida = carrera || conCaja[0]?.estudianteCarreraId || '';
  return (
    <Stack spacing={2}>
      {orden && <Retorno pagoOnlineId={orden} />}
      <Typography variant="body2" color="text.secondary">
        {t(tipo === 'servicios' ? 'onlinePay.introServices' : 'onlinePay.introAccount')}
      </Typography>
      {oferta && !oferta.disponible && <SinPago oferta={oferta} />}
      {oferta?.disponible && (
        <>
          {conCaja.length > 1 && (
            <ChoiceField
              label={t('onlinePay.career')}
              value={elegida}
              onChange={setCarrera}
              options={conCaja.map((c) => ({ id: c.estudianteCarreraId, label: `${c.carrera} · ${c.sede}` }))}
              required
            />
          )}
          {elegida &&
            (tipo === 'servicios' ? (
              <PagoServicios key={elegida} oferta={oferta} carrera={elegida} />
            ) : (
              <PagoMatricula key={elegida} oferta={oferta} carrera={elegida} />
            ))}
          <Typography variant="caption" color="text.secondary">
            {t('onlinePay.secure')}
          </Typography>
        </>
      )}
      {tipo === 'matricula' && <MiPlanPago />}
      <MisPagos />
      <MisRecibos />
    </Stack>
  );
}

/** A student's own list (her orders, her receipts): a titled section, one bordered list; `after` below it. */
function ListaPropia({ id, title, children, after }: { id: string; title: string; children: ReactNode; after?: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {children}
      </List>
      {after}
    </Box>
  );
}

/** Every receipt of the student's, paid at the register or online: each to print on paper or the POS roll. */
function MisRecibos() {
  const { t } = useTranslation();
  const lang = currentLang();
  const [page, setPage] = useState(1);
  const list = useMisRecibos({ page, pageSize: 10 }).data;
  if (!list?.rows.length) return null;
  return (
    <ListaPropia
      id="mis-recibos"
      title={t('onlinePay.myReceipts')}
      after={
        list.total > page * 10 && (
          <Button size="small" onClick={() => setPage(page + 1)} sx={{ mt: 1 }}>
            {t('onlinePay.olderReceipts')}
          </Button>
        )
      }
    >
      {list.rows.map((r) => (
        <ListItem key={r.documentoContableId} divider sx={{ flexWrap: 'wrap', columnGap: 1 }}>
          <ListItemText
            sx={{ flex: '1 1 220px' }}
            primary={`${r.numero} · ${formatMoney(r.total, r.moneda)}${r.estado === 'anulado' ? ` · ${t('receipts.states.anulado')}` : ''}`}
            secondary={`${formatDateTime(r.fecha, lang)}${r.ncf ? ` · NCF ${r.ncf}` : ''}`}
          />
          <Stack direction="row" spacing={1}>
            <FileButton label={t('receipts.printLetter')} run={() => abrirMiRecibo(r.documentoContableId, 'carta')} />
            <FileButton label={t('receipts.printPos')} run={() => abrirMiRecibo(r.documentoContableId, 'pos')} />
          </Stack>
        </ListItem>
      ))}
    </ListaPropia>
  );
}

/** Staff's side: every order, by state, matrícula, name, reference or receipt; an approval without receipt stands out. */
function PagosStaff() {
  const { t } = useTranslation();
  const lang = currentLang();
  const { search, setSearch, pagination, setPagination, query } = useListState();
  const [estado, setEstado] = useState<EstadoPagoOnline | ''>('');
  const list = usePagosOnline({ ...query, estado: estado || undefined });
  const columns: GridColumn<PagoOnline>[] = [
    { field: 'creadoEn', headerName: t('ledger.date'), minWidth: 140, valueGetter: (_v, r) => formatDateTime(r.creadoEn, lang) },
    { field: 'nombre', headerName: t('account.student'), minWidth: 220, flex: 1, valueGetter: (_v, r) => `${r.matricula} · ${r.nombre}` },
    { field: 'descripcion', headerName: t('onlinePay.concept'), minWidth: 160, flex: 1 },
    { field: 'monto', headerName: t('onlinePay.amountCol'), minWidth: 120, valueGetter: (_v, r) => formatMoney(r.monto, r.moneda) },
    { field: 'estado', headerName: t('cashier.state'), minWidth: 140, renderCell: ({ row }) => <EstadoChip estado={row.estado} /> },
    { field: 'referencia', headerName: t('onlinePay.reference'), minWidth: 100 },
    {
      field: 'numero',
      headerName: t('onlinePay.receiptCol'),
      minWidth: 140,
      renderCell: ({ row }) =>
        row.documentoContableId ? (
          <Button size="small" onClick={() => imprimirRecibo(row.documentoContableId!, 'carta')}>
            {row.numero}
          </Button>
        ) : row.estado === 'aprobado' ? (
          <Chip size="small" color="warning" label={t('onlinePay.toReconcile')} title={row.mensaje ?? ''} />
        ) : (
          ''
        ),
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('onlinePay.introStaff')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ListSearch list={t('onlinePay.orders')} value={search} onChange={setSearch} />
        <SelectField
          label={t('cashier.state')}
          value={estado}
          onChange={(v) => setEstado(v as EstadoPagoOnline | '')}
          options={estadosPagoOnline.map((e) => ({ id: e, label: t(`onlinePay.state_${e}`) }))}
          none={t('onlinePay.allStates')}
          sx={{ minWidth: 180 }}
        />
      </Stack>
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.pagoOnlineId}
        pagination={pagination}
        onPaginationChange={setPagination}
        label={t('onlinePay.orders')}
      />
    </Stack>
  );
}

function PagoOnlinePage({ tipo }: { tipo: TipoPagoOnline }) {
  const lang = currentLang();
  const estudiante = useSession().user?.rolId === rolEstudiante;
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(tipo === 'servicios' ? pagoServiciosScreen : pagoMatriculaScreen, lang)!} />
      {estudiante ? <PagoEstudiante tipo={tipo} /> : <PagosStaff />}
    </Stack>
  );
}

/** `/financieros/pago-servicios-online`: a student pays services by card; staff follow every online order. */
export default function PagoServiciosOnlinePage() {
  return <PagoOnlinePage tipo="servicios" />;
}
/** `/financieros/pago-matricula-online`: a student pays towards their account by card. */
export const PagoMatriculaOnlinePage = () => <PagoOnlinePage tipo="matricula" />;
