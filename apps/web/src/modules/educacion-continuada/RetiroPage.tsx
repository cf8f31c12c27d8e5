import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decisionIn,
  decisionRetiroLabels,
  retiroApi,
  retiroIn,
  retiroLabels,
  retiroScreen,
  type RetiroFila,
} from '@claustro/domain/educacion-continuada/retiro.contract';
import { participantesApi } from '@claustro/domain/educacion-continuada/participantes.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { ListPage } from '../../platform/ListPage.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { ServerPicker } from '../../platform/ServerPicker.tsx';

const keys = queryKeys('ec-retiros');

/**
 * `/educacion-continuada/retirar-solicitud`: withdrawing an enrolment request — its seat freed, what
 * was unpaid annulled with the reason, what was paid recorded — and the withdrawals, with finance's
 * decision on what was paid (nothing to return, a refund, a credit kept) recorded on each.
 */
export default function RetiroPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const lista = useListState();
  const [pendientes, setPendientes] = useState(false);
  const query = { ...lista.query, pendientes: pendientes ? ('true' as const) : undefined };
  const list = useQuery({ queryKey: keys.list(query), placeholderData: keepPreviousData, queryFn: () => callPaged(retiroApi.list, { query }) });
  const m = (v: string, r: RetiroFila) => formatMoney(v, r.moneda ?? '');
  const columns: GridColumn<RetiroFila>[] = [
    { field: 'en', headerName: t('contedu.date'), minWidth: 150, valueGetter: (_v, r) => formatDateTime(r.en, lang) },
    { field: 'nombre', headerName: t('contedu.participant'), minWidth: 200, flex: 1 },
    { field: 'curso', headerName: t('contedu.course'), minWidth: 200, flex: 1 },
    { field: 'pagado', headerName: t('contedu.paid'), minWidth: 120, valueGetter: (_v, r) => m(r.pagado, r) },
    { field: 'anulado', headerName: t('contedu.annulled'), minWidth: 120, valueGetter: (_v, r) => m(r.anulado, r) },
    {
      field: 'decision',
      headerName: t('contedu.decision'),
      minWidth: 150,
      renderCell: ({ row }) => (
        <Chip size="small" color={row.decision === 'pendiente' ? 'warning' : 'default'} label={decisionRetiroLabels[row.decision][lang]} />
      ),
    },
  ];
  return (
    <ListPage
      title={screenTitle(retiroScreen, lang)!}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('contedu.withdrawIntro')}
        </Typography>
      }
      create={{ label: t('contedu.withdraw'), form: (close) => <RetirarDialog onClose={close} /> }}
      filters={
        <FormControlLabel control={<Switch checked={pendientes} onChange={(e) => setPendientes(e.target.checked)} />} label={t('contedu.onlyUndecided')} />
      }
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.solicitudInscripcionId}
      detail={({ row, close }) => (row ? <RetiroDialog r={row} onClose={close} /> : null)}
    />
  );
}

type Elegible = { id: number; label: string };

/** Withdraws a request: found by name, ID number or code (its course beside it), with the reason. */
function RetirarDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const form = useContractForm(retiroIn, retiroLabels, { solicitudInscripcionId: '' as never, motivo: '' });
  const [error, setError] = useState<string | null>(null);
  const enviar = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await call(retiroApi.retirar, { body });
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    } catch (e) {
      setError(applyServerErrors(e, form.setError));
    }
  });
  return (
    <FormDialog
      title={t('contedu.withdraw')}
      onClose={onClose}
      onSubmit={() => void enviar()}
      action={t('contedu.withdraw')}
      busy={form.formState.isSubmitting}
      error={error}
    >
      <ServerPicker<Elegible>
        label={retiroLabels.solicitudInscripcionId[lang]}
        inicial={null}
        etiqueta={(o) => o.label}
        queryKey={(v) => keys.of('buscar', v)}
        buscar={async (value) =>
          (await callPaged(participantesApi.list, { query: { value, todas: 'true', page: 1, pageSize: 10 } })).rows.map((p) => ({
            id: p.solicitudInscripcionId,
            label: `${p.nombre} · ${p.curso} · ${p.estado}`,
          }))
        }
        onChange={(id) => form.setValue('solicitudInscripcionId', (id ?? '') as never, { shouldDirty: true })}
        noneFound={t('contedu.noneFound')}
        typeToSearch={t('contedu.typeToSearch')}
        required
        error={form.formState.errors.solicitudInscripcionId?.message}
      />
      <FormText control={form.control} name="motivo" label={retiroLabels.motivo[lang]} multiline rows={3} required />
    </FormDialog>
  );
}

/** A withdrawal: what was paid, annulled and still owed; finance's decision recorded once. */
function RetiroDialog({ r, onClose }: { r: RetiroFila; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const form = useContractForm(decisionIn, retiroLabels, { decision: '' as never, nota: '' });
  const [error, setError] = useState<string | null>(null);
  const decidir = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await call(retiroApi.decidir, { params: { solicitudInscripcionId: r.solicitudInscripcionId }, body });
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    } catch (e) {
      setError(applyServerErrors(e, form.setError));
    }
  });
  const m = (v: string) => formatMoney(v, r.moneda ?? '');
  const cuerpo = (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        <strong>{r.curso}</strong> · {r.identificacion} {r.codigo ? `· ${r.codigo}` : ''}
      </Typography>
      <Typography variant="body2">
        {t('contedu.withdrawnBy', { usuario: r.usuario, en: formatDateTime(r.en, lang) })} — {r.motivo}
      </Typography>
      <Typography variant="body2">{t('contedu.withdrawAccount', { pagado: m(r.pagado), anulado: m(r.anulado), queda: m(r.queda) })}</Typography>
      {r.decision !== 'pendiente' && (
        <Typography variant="body2">
          <strong>{decisionRetiroLabels[r.decision][lang]}</strong>
          {r.decisionNota ? ` — ${r.decisionNota}` : ''}
          {r.decididoPor ? ` · ${r.decididoPor} · ${formatDateTime(r.decididoEn!, lang)}` : ''}
        </Typography>
      )}
    </Stack>
  );
  if (r.decision !== 'pendiente')
    return (
      <RecordDialog title={r.nombre} onClose={onClose} maxWidth="sm">
        {cuerpo}
      </RecordDialog>
    );
  return (
    <FormDialog
      title={r.nombre}
      onClose={onClose}
      onSubmit={() => void decidir()}
      action={t('contedu.recordDecision')}
      busy={form.formState.isSubmitting}
      error={error}
    >
      {cuerpo}
      <Alert severity="info">{t('contedu.decisionHint')}</Alert>
      <FormSelect
        control={form.control}
        name="decision"
        label={retiroLabels.decision[lang]}
        options={(['ninguna', 'reembolso', 'credito'] as const).map((d) => ({ id: d, label: decisionRetiroLabels[d][lang] }))}
        required
      />
      <FormText control={form.control} name="nota" label={retiroLabels.nota[lang]} multiline rows={2} />
    </FormDialog>
  );
}
