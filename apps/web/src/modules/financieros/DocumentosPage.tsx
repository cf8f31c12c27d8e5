import { useEffect, useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  anularCerradaScreen,
  anularScreen,
  anulacionReciboIn,
  cobroApi,
  cobroLabels,
  documentosScreen,
  estadosRecibo,
  reasignacionNcfIn,
  reasignarNcfScreen,
  reimprimirScreen,
  type Recibo,
} from '@claustro/domain/financieros/cobro.contract';
import { cajaYSede } from '@claustro/domain/financieros/caja.rules';
import { codigosAnulacion, tiposAnulacion } from '@claustro/domain/financieros/dgii.rules';
import { tipoNcf } from '@claustro/domain/financieros/tipo-ncf.resource';
import { pathOf } from '@claustro/domain/platform/contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { openInNewTab } from '../../platform/api.ts';
import { applyServerErrors, blanksAsNull, tidiedFirst, useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { MotivoAnulacion } from '../../platform/MotivoAnulacion.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { useCatalogueRows } from '../../platform/resources/useLookup.ts';
import { descargarEcf, imprimirRecibo, useAnularRecibo, useReasignarNcf, useRecibo, useRecibos } from './api.ts';
import { ListPage, useStateFilter } from '../../platform/ListPage.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';

/** What a receipts screen is for: look and print, print a copy, annul, annul on a closed register, give another NCF. */
type Modo = 'ver' | 'reimprimir' | 'anular' | 'anularCerrada' | 'reasignar';
const screenOf: Record<Modo, string> = {
  ver: documentosScreen,
  reimprimir: reimprimirScreen,
  anular: anularScreen,
  anularCerrada: anularCerradaScreen,
  reasignar: reasignarNcfScreen,
};
const colorEcf = { sin_firma: 'warning', pendiente: 'info', aceptado: 'success', rechazado: 'error' } as const;
const reimprimir = (documentoContableId: number, formato: 'carta' | 'pos') =>
  openInNewTab(pathOf(cobroApi.reimprimir, { documentoContableId }), { method: 'POST', query: { formato } });

/**
 * The receipts (`/financieros/documentos-contables` and the screens that act on one): newest first,
 * found by number, NCF or payer; a row opens the receipt with what this screen does to it.
 */
export function RecibosPage({ modo }: { modo: Modo }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(screenOf[modo], lang)!;
  const lista = useListState();
  // Every receipt on every screen: one just annulled stays in the list, marked so.
  const estado = useStateFilter(lista, estadosRecibo, '');
  const [hecho, setHecho] = useState<string | null>(null);
  const { query } = lista;
  // The receipts issued without a fiscal number, each with its reason: their report (`?sinNcf=true`).
  const sinNcf = lista.filter('sinNcf') === 'true';
  const list = useRecibos({
    estado: estado.value || undefined,
    sinNcf: sinNcf ? 'true' : undefined,
    value: query.value || undefined,
    page: query.page,
    pageSize: query.pageSize,
  });
  const columns: GridColumn<Recibo>[] = [
    { field: 'numero', headerName: t('receipts.number'), minWidth: 130 },
    { field: 'fecha', headerName: t('receipts.date'), minWidth: 150, valueGetter: (_v, r) => formatDateTime(r.fecha, lang) },
    {
      field: 'ncf',
      headerName: 'NCF',
      minWidth: 130,
      valueGetter: (_v, r) => r.ncf ?? (r.motivoSinNcf ? `${t('receipts.withoutNcf')}: ${r.motivoSinNcf}` : '—'),
    },
    {
      field: 'nombrePersona',
      headerName: t('receipts.payer'),
      minWidth: 220,
      flex: 1,
      valueGetter: (_v, r) => [r.nombrePersona, r.codigoPersona].filter(Boolean).join(' · '),
    },
    { field: 'total', headerName: t('receipts.total'), minWidth: 140, valueGetter: (_v, r) => formatMoney(r.total, r.moneda) },
    { field: 'caja', headerName: t('cashier.register'), minWidth: 150 },
    {
      field: 'estado',
      headerName: t('cashier.state'),
      minWidth: 110,
      renderCell: ({ row }) => <Chip size="small" color={row.estado === 'emitido' ? 'success' : 'default'} label={t(`receipts.states.${row.estado}`)} />,
    },
  ];
  return (
    <ListPage
      title={title}
      intro={
        <>
          <Typography variant="body2" color="text.secondary">
            {t(`receipts.intro.${modo}`)}
          </Typography>
          {hecho && (
            <Alert severity="success" onClose={() => setHecho(null)}>
              {hecho}
            </Alert>
          )}
        </>
      }
      list={lista}
      state={{ filter: estado, label: t('cashier.state'), labelOf: (e) => t(`receipts.states.${e}`), all: t('cashier.all') }}
      filters={
        <FormControlLabel
          control={<Checkbox checked={sinNcf} onChange={(e) => lista.setFilter('sinNcf', e.target.checked ? 'true' : '')} />}
          label={t('receipts.onlyWithoutNcf')}
          sx={{ flexShrink: 0 }}
        />
      }
      rows={list}
      columns={columns}
      getRowId={(r) => r.documentoContableId}
      detail={({ id, close }) => (
        <ReciboDialog
          key={id}
          documentoContableId={id}
          modo={modo}
          onClose={close}
          onDone={(text) => {
            setHecho(text);
            close();
          }}
        />
      )}
    />
  );
}

/** Another fiscal type: the RNC left blank is none (only a fiscal credit asks for it). */
const reasignacionForm = tidiedFirst(blanksAsNull, reasignacionNcfIn);

/** A receipt in full, and what this screen does to it. */
function ReciboDialog(props: { documentoContableId: number; modo: Modo; onClose: () => void; onDone: (text: string) => void }) {
  const { documentoContableId, modo, onClose } = props;
  const { t } = useTranslation();
  const lang = currentLang();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const r = useRecibo(documentoContableId).data;
  const anular = useAnularRecibo();
  const reasignar = useReasignarNcf();
  const tipos = (useCatalogueRows(tipoNcf).data ?? []).filter((x) => x.estatus);
  // Annulling and giving another fiscal type are forms checked by their contracts.
  const anulacion = useContractForm(anulacionReciboIn, cobroLabels, { motivo: '', tipoAnulacion: '04' }, 'onTouched');
  const reasignacion = useContractForm(reasignacionForm, cobroLabels, { tipoNcfId: '', rnc: '', motivo: '' }, 'onTouched');
  const [general, setGeneral] = useState<string | null>(null);
  const emitido = r?.estado === 'emitido';
  const tipoNcfId = useWatch({ control: reasignacion.control, name: 'tipoNcfId' });
  const fiscal = !!tipos.find((x) => x.tipoNcfId === tipoNcfId)?.tiNcEsFiscal;
  // Only a fiscal credit names the buyer.
  useEffect(() => {
    if (!fiscal) reasignacion.setValue('rnc', '');
  }, [fiscal, reasignacion]);
  /** Runs what a form asks; done, the dialog closes saying so; refused, the server's words stay on the form. */
  const acto =
    <V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>, act: (v: O) => Promise<string>) =>
    () =>
      form.handleSubmit(async (v) => {
        setGeneral(null);
        try {
          const hecho = await act(v);
          form.reset();
          props.onDone(hecho);
        } catch (e) {
          setGeneral(applyServerErrors(e, form.setError));
        }
      })();
  const anularRecibo = acto(anulacion, async (v) => {
    await anular.mutateAsync({ documentoContableId, ...v });
    return t('receipts.annulDone', { numero: r?.numero ?? '' });
  });
  const reasignarNcf = acto(reasignacion, async (v) => {
    const nuevo = await reasignar.mutateAsync({ documentoContableId, ...v });
    return t('receipts.reassignDone', { numero: nuevo.numero, ncf: nuevo.ncf ?? '' });
  });
  const money = (v: string) => formatMoney(v, r?.moneda ?? '');
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="recibo-title">
      <DialogTitle id="recibo-title">{r ? t('receipts.title', { numero: r.numero }) : t('app.loading')}</DialogTitle>
      <DialogContent>
        {r && (
          <Stack spacing={2}>
            <Typography>
              <strong>{r.nombrePersona}</strong>
              {r.codigoPersona ? ` · ${r.codigoPersona}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('receipts.meta', { fecha: formatDateTime(r.fecha, lang), caja: cajaYSede(r.caja, r.sede), cajero: r.cajero })}
            </Typography>
            <Typography variant="body2">
              {r.ncf ? t('receipts.ncf', { ncf: r.ncf, tipo: r.tipoNcf, vence: r.ncfVence?.split('-').reverse().join('/') }) : t('collect.noFiscal')}
              {r.rnc ? ` · RNC ${r.rnc}${r.rncNombre ? ` (${r.rncNombre})` : ''}` : ''}
            </Typography>
            <RecordTable
              label={t('collect.services')}
              head={[
                { label: t('receipts.service') },
                { label: t('collect.quantity'), right: true },
                { label: t('collect.discount'), right: true },
                { label: t('receipts.amount'), right: true },
              ]}
              rows={[
                ...r.cargos.map((c) => ({ key: `c${c.cargoEstudianteId}`, cells: [c.concepto, 1, money('0'), money(c.monto)] })),
                ...r.servicios.map((s, i) => ({ key: i, cells: [s.descripcion, s.cantidad, money(s.descuento), money(s.monto)] })),
              ]}
            />
            <Typography sx={{ textAlign: 'right', fontWeight: 700 }}>{t('collect.total', { monto: money(r.total) })}</Typography>
            <Typography variant="body2" sx={{ textAlign: 'right' }}>
              {r.formasPago.map((f) => `${f.formaPago}${f.referencia ? ` #${f.referencia}` : ''}: ${money(f.monto)}`).join(' · ')} ·{' '}
              {t('collect.change', { monto: money(r.devuelto) })}
            </Typography>
            {r.ecf.map((e) => (
              <Stack key={e.tipo} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography variant="body2">
                  {t(e.tipo === 34 ? 'receipts.ecfNote' : 'receipts.ecf', { encf: e.encf })}
                  {e.codigoSeguridad ? ` · ${t('receipts.securityCode', { codigo: e.codigoSeguridad })}` : ''}
                </Typography>
                <Chip size="small" color={colorEcf[e.estado]} label={t(`receipts.ecfStates.${e.estado}`)} />
                {e.mensaje && (
                  <Typography variant="body2" color="error">
                    {e.mensaje}
                  </Typography>
                )}
                <FileButton label={t('receipts.downloadXml')} run={() => descargarEcf(r.documentoContableId, e.tipo)} />
              </Stack>
            ))}
            {r.reimpresiones > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('receipts.reprints', { count: r.reimpresiones })}
              </Typography>
            )}
            {!emitido && <Alert severity="warning">{t('receipts.annulled', { motivo: r.motivoAnulacion })}</Alert>}
            {emitido && (modo === 'anular' || modo === 'anularCerrada') && (
              <>
                {r.cajaCerrada && modo === 'anular' && <Alert severity="info">{t('receipts.closedRegister')}</Alert>}
                {r.ncf && (
                  <FormSelect
                    control={anulacion.control}
                    name="tipoAnulacion"
                    label={t('receipts.dgiiReason')}
                    options={codigosAnulacion.map((c) => ({ id: c, label: `${c} · ${tiposAnulacion[c][lang]}` }))}
                    required
                  />
                )}
                <MotivoAnulacion control={anulacion.control} label={t('receipts.reason')} hint={t('receipts.reasonHint')} general={general} />
              </>
            )}
            {emitido && modo === 'reasignar' && (
              <Stack spacing={2}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormSelect
                    control={reasignacion.control}
                    name="tipoNcfId"
                    label={t('collect.receiptType')}
                    options={tipos
                      .filter((x) => x.tipoNcfId !== (tipos.find((y) => y.tiNcDescripcion === r.tipoNcf)?.tipoNcfId ?? 0))
                      .map((x) => ({ id: x.tipoNcfId, label: x.tiNcDescripcion ?? '' }))}
                    required
                    sx={{ flex: 1 }}
                  />
                  {fiscal && (
                    <FormText control={reasignacion.control} name="rnc" required label={t('collect.rnc')} helperText={t('collect.rncHint')} sx={{ flex: 1 }} />
                  )}
                </Stack>
                <MotivoAnulacion control={reasignacion.control} label={t('receipts.reassignReason')} hint={t('receipts.reasonHint')} general={general} />
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('app.close')}</Button>
        {r && modo === 'reimprimir' ? (
          <>
            <FileButton label={t('receipts.reprintLetter')} run={() => reimprimir(r.documentoContableId, 'carta')} />
            <FileButton label={t('receipts.reprintPos')} run={() => reimprimir(r.documentoContableId, 'pos')} />
          </>
        ) : (
          r && (
            <>
              <FileButton label={t('receipts.printLetter')} run={() => imprimirRecibo(r.documentoContableId, 'carta')} />
              <FileButton label={t('receipts.printPos')} run={() => imprimirRecibo(r.documentoContableId, 'pos')} />
            </>
          )
        )}
        {r && emitido && (modo === 'anular' || modo === 'anularCerrada') && (
          <Button color="error" variant="contained" disabled={anular.isPending} onClick={() => void anularRecibo()}>
            {t('receipts.annul')}
          </Button>
        )}
        {r && emitido && modo === 'reasignar' && (
          <Button variant="contained" disabled={reasignar.isPending} onClick={() => void reasignarNcf()}>
            {t('receipts.reassign')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

export default function DocumentosContablesPage() {
  return <RecibosPage modo="ver" />;
}
export const ReimprimirPage = () => <RecibosPage modo="reimprimir" />;
export const AnularPage = () => <RecibosPage modo="anular" />;
export const AnularCajaCerradaPage = () => <RecibosPage modo="anularCerrada" />;
export const ReasignarNcfPage = () => <RecibosPage modo="reasignar" />;
