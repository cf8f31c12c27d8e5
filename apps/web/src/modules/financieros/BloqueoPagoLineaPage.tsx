import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bloqueoIn, bloqueoLabels, bloqueoPagoLineaScreen, pagoOnlineApi, type BloqueoPagoLinea } from '@claustro/domain/financieros/pago-online.contract';
import { ApiError } from '../../platform/api.ts';
import { FormText } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { ConfirmDialog } from '../../platform/RecordDialog.tsx';
import type { z } from 'zod';
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
  const qc = useQueryClient();
  const form = useContractForm(bloqueoIn, bloqueoLabels, { matricula: '', motivo: '' });
  const [general, setGeneral] = useState<string | null>(null);
  const guardar = useMutation({
    mutationFn: (body: z.output<typeof bloqueoIn>) => call(pagoOnlineApi.bloquear, { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    },
    onError: (e) => setGeneral(e instanceof ApiError && e.status === 404 ? t('account.notFound') : applyServerErrors(e, form.setError)),
  });
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    guardar.mutate(body);
  });
  return (
    <FormDialog
      title={t('onlinePay.block')}
      onClose={onClose}
      onSubmit={() => void submit()}
      action={t('onlinePay.block')}
      busy={guardar.isPending}
      error={general}
    >
      <FormText control={form.control} name="matricula" label={t('registration.matricula')} required />
      <FormText
        control={form.control}
        name="motivo"
        label={t('authorisations.reason')}
        required
        multiline
        minRows={2}
        helperText={t('onlinePay.reasonShown')}
      />
    </FormDialog>
  );
}

function LevantarDialog({ bloqueo: b, onClose }: { bloqueo: BloqueoPagoLinea; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const levantar = useMutation({
    mutationFn: () => call(pagoOnlineApi.levantar, { params: { id: b.id } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t('onlinePay.lift')}
      text={t('onlinePay.liftConfirm', { estudiante: `${b.matricula} · ${b.nombre}` })}
      action={t('onlinePay.lift')}
      busy={levantar.isPending}
      error={levantar.error?.message}
      onConfirm={() => levantar.mutate()}
      onClose={onClose}
    />
  );
}
