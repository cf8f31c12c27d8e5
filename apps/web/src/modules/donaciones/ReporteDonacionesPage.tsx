import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  destinoLabels,
  destinosDonacion,
  donacionApi,
  estadoDonacionLabels,
  estadosDonacion,
  modalidadesDonacion,
  modalidadLabels,
  reporteDonacionesScreen,
  type DonacionFila,
  type FiltroDonaciones,
} from '@claustro/domain/donaciones/donacion.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { call, callPaged, callSheet, queryKeys } from '../../platform/contract-client.ts';
import { DateInput } from '../../platform/DateInput.tsx';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { ListPage, useStateFilter } from '../../platform/ListPage.tsx';
import { MotivoDialog } from '../../platform/MotivoDialog.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { StateFilter } from '../../platform/StateFilter.tsx';

const keys = queryKeys('donaciones');
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const colores = { pendiente: 'warning', recibida: 'success', rechazada: 'error', anulada: 'default' } as const;

/**
 * `/donaciones/reporte-donaciones`: the donations of a span (the last six months to begin with) by
 * state, purpose and way — totals per currency and state and what was received per purpose above,
 * the gifts below (a spreadsheet of them too); a pending one opened is marked received or annulled.
 */
export default function ReporteDonacionesPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const hoy = new Date();
  const [desde, setDesde] = useState<string | null>(iso(new Date(hoy.getFullYear(), hoy.getMonth() - 5, 1)));
  const [hasta, setHasta] = useState<string | null>(iso(hoy));
  const lista = useListState();
  const estado = useStateFilter(lista, estadosDonacion);
  const destino = useStateFilter(lista, destinosDonacion, '', 'destino');
  const modalidad = useStateFilter(lista, modalidadesDonacion, '', 'modalidad');
  const valido = !!desde && !!hasta && hasta >= desde;
  const filtro: FiltroDonaciones | null = valido
    ? {
        desde,
        hasta,
        estado: estado.value || undefined,
        destino: destino.value || undefined,
        modalidad: modalidad.value || undefined,
        value: lista.query.value || undefined,
      }
    : null;
  const query = filtro && { ...filtro, page: lista.query.page, pageSize: lista.query.pageSize };
  const list = useQuery({
    queryKey: keys.list(query),
    enabled: !!query,
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(donacionApi.list, { query: query! }),
  });
  const resumen = useQuery({ queryKey: keys.of('resumen', filtro), enabled: !!filtro, queryFn: () => call(donacionApi.resumen, { query: filtro! }) });
  const columns: GridColumn<DonacionFila>[] = [
    { field: 'creadaEn', headerName: t('donations.date'), minWidth: 150, valueGetter: (_v, r) => formatDateTime(r.creadaEn, lang) },
    { field: 'nombre', headerName: t('donations.donor'), minWidth: 200, flex: 1 },
    {
      field: 'estado',
      headerName: t('donations.state'),
      minWidth: 110,
      renderCell: ({ row }) => <Chip size="small" color={colores[row.estado]} label={estadoDonacionLabels[row.estado][lang]} />,
    },
    { field: 'destino', headerName: t('donations.purpose'), minWidth: 160, valueGetter: (_v, r) => destinoLabels[r.destino][lang] },
    { field: 'modalidad', headerName: t('donations.way'), minWidth: 140, valueGetter: (_v, r) => modalidadLabels[r.modalidad][lang] },
    { field: 'monto', headerName: t('donations.amount'), minWidth: 130, type: 'number', valueGetter: (_v, r) => formatMoney(r.monto, r.moneda) },
    { field: 'codigo', headerName: t('donations.code'), minWidth: 150 },
  ];
  const title = screenTitle(reporteDonacionesScreen, lang)!;
  return (
    <ListPage
      title={title}
      intro={
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('donations.reportIntro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateInput label={t('donations.from')} value={desde} onChange={setDesde} required sx={{ flex: 1 }} />
            <DateInput label={t('donations.to')} value={hasta} onChange={setHasta} required sx={{ flex: 1 }} />
          </Stack>
          {resumen.data && <Resumen resumen={resumen.data} />}
        </Stack>
      }
      filters={
        <>
          <StateFilter
            label={t('donations.purpose')}
            value={destino.value}
            onChange={destino.set}
            states={destinosDonacion}
            labelOf={(d) => destinoLabels[d][lang]}
            all={t('donations.allPurposes')}
          />
          <StateFilter
            label={t('donations.way')}
            value={modalidad.value}
            onChange={modalidad.set}
            states={modalidadesDonacion}
            labelOf={(m) => modalidadLabels[m][lang]}
            all={t('donations.allWays')}
          />
        </>
      }
      state={{ filter: estado, label: t('donations.state'), labelOf: (e) => estadoDonacionLabels[e][lang], all: t('donations.allStates') }}
      list={lista}
      rows={list}
      waiting={!filtro && <Alert severity="info">{t('ledger.chooseSpan')}</Alert>}
      columns={columns}
      getRowId={(r) => r.donacionId}
      sheet={query ? { download: () => callSheet(donacionApi.list, { query: query }), name: title } : undefined}
      detail={({ row, close }) => row && <DonacionDialog d={row} onClose={close} />}
    />
  );
}

function Resumen({ resumen: r }: { resumen: NonNullable<Awaited<ReturnType<typeof call<typeof donacionApi.resumen>>>> }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const bloque = (titulo: string, filas: { k: string; label: string; moneda: string; cantidad: number; total: string }[]) => (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {titulo}
        </Typography>
        <Stack spacing={0.5}>
          {filas.map((f) => (
            <Stack key={`${f.moneda}-${f.k}`} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2">
                {f.label} · {t('donations.count', { n: f.cantidad })}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(f.total, f.moneda)}
              </Typography>
            </Stack>
          ))}
          {!filas.length && <Typography variant="body2">—</Typography>}
        </Stack>
      </CardContent>
    </Card>
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {bloque(
        t('donations.byState'),
        r.porEstado.map((f) => ({ ...f, k: f.estado, label: estadoDonacionLabels[f.estado][lang] })),
      )}
      {bloque(
        t('donations.receivedByPurpose'),
        r.porDestino.map((f) => ({ ...f, k: f.destino, label: destinoLabels[f.destino][lang] })),
      )}
    </Stack>
  );
}

/** A gift: who, how to reach them, what they said; a pending one is marked received or annulled. */
function DonacionDialog({ d, onClose }: { d: DonacionFila; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const [referencia, setReferencia] = useState('');
  const [anulando, setAnulando] = useState(false);
  const [aviso, setAviso] = useState<{ ok: boolean; text: string } | null>(null);
  const hecho = (text: string) => {
    setAviso({ ok: true, text });
    void qc.invalidateQueries({ queryKey: keys.all });
  };
  const recibir = useMutation({
    mutationFn: () => call(donacionApi.recibir, { params: { donacionId: d.donacionId }, body: { referencia } }),
    onSuccess: () => hecho(t('donations.receivedOk')),
    onError: (e) => setAviso({ ok: false, text: e.message }),
  });
  const anular = useMutation({
    mutationFn: (motivo: string) => call(donacionApi.anular, { params: { donacionId: d.donacionId }, body: { motivo } }),
    onSuccess: () => hecho(t('donations.annulledOk')),
  });
  const lineas: [string, string | null][] = [
    [t('donations.code'), d.codigo],
    [t('donations.date'), formatDateTime(d.creadaEn, lang)],
    [t('donations.amount'), formatMoney(d.monto, d.moneda)],
    [t('donations.purpose'), destinoLabels[d.destino][lang]],
    [t('donations.way'), modalidadLabels[d.modalidad][lang]],
    [t('donations.state'), estadoDonacionLabels[d.estado][lang]],
    [t('donations.contact'), [d.email, d.telefono, d.documento].filter(Boolean).join(' · ')],
    [t('donations.reference'), d.referencia],
    [t('donations.message'), d.mensaje],
    [t('donations.note'), d.nota],
  ];
  const pendiente = d.estado === 'pendiente';
  return (
    <RecordDialog
      title={d.nombre}
      onClose={onClose}
      actions={
        pendiente && (
          <Button color="error" onClick={() => setAnulando(true)}>
            {t('donations.annul')}
          </Button>
        )
      }
    >
      {aviso && <Alert severity={aviso.ok ? 'success' : 'error'}>{aviso.text}</Alert>}
      {d.anonimo && <Chip size="small" label={t('donations.anonymous')} sx={{ alignSelf: 'start' }} />}
      <Stack spacing={0.5}>
        {lineas
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <Typography key={k} variant="body2">
              <strong>{k}:</strong> {v}
            </Typography>
          ))}
      </Stack>
      {pendiente && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label={t('donations.receiveRef')}
            value={referencia}
            onChange={(e) => setReferencia(e.target.value)}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Button variant="contained" disabled={!referencia.trim() || recibir.isPending} onClick={() => recibir.mutate()}>
            {t('donations.receive')}
          </Button>
        </Stack>
      )}
      {anulando && (
        <MotivoDialog
          title={t('donations.annul')}
          hint={t('donations.annulHint')}
          confirm={t('donations.annul')}
          pending={anular.isPending}
          onConfirm={(motivo) => anular.mutateAsync(motivo)}
          onClose={() => setAnulando(false)}
        />
      )}
    </RecordDialog>
  );
}
