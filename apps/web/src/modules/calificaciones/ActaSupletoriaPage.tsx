import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  actaSupletoriaScreen,
  correccionLabels,
  decisionIn,
  estadosCorreccion,
  type Correccion,
} from '@claustro/domain/calificaciones/acta-supletoria.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormText } from '../../platform/form-fields.tsx';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { SeccionPicker } from './SeccionPicker.tsx';
import { HojaNotas } from './HojaNotas.tsx';
import { useCorrecciones, useDecidirCorreccion } from './api.ts';
import { ListPage, useStateFilter } from '../../platform/ListPage.tsx';

type Estado = (typeof estadosCorreccion)[number];
const color = { pendiente: 'warning', aprobada: 'success', rechazada: 'default' } as const;
const valor = (v: Correccion['antes']) => `${v.nota ?? '—'} (${v.literal})`;

/**
 * `/academicos/acta-supletoria`: corrections of submitted grades. The queue opens on those pending;
 * a row opens the correction to approve it (the grade changes) or reject it with a note — by someone
 * other than who asked. A correction is asked for from a section's submitted sheet, here or in grade entry.
 */
export default function ActaSupletoriaPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(actaSupletoriaScreen, lang)!;
  const lista = useListState();
  const estado = useStateFilter<Estado>(lista, estadosCorreccion, 'pendiente');
  const { query } = lista;
  const list = useCorrecciones({ estado: estado.value || undefined, value: query.value || undefined, page: query.page, pageSize: query.pageSize });
  const [pidiendo, setPidiendo] = useState(false);
  const [seccion, setSeccion] = useState<number | null>(null);
  const columns: GridColumn<Correccion>[] = [
    { field: 'seccion', headerName: t('supplementary.section'), minWidth: 200, flex: 1, valueGetter: (_v, r) => `${r.seccion} ${r.asignatura}` },
    { field: 'nombre', headerName: t('supplementary.student'), minWidth: 200, flex: 1, valueGetter: (_v, r) => `${r.nombre} · ${r.matriculaId}` },
    {
      field: 'despues',
      headerName: t('supplementary.change'),
      minWidth: 150,
      valueGetter: (_v, r) => `${valor(r.antes)} → ${valor(r.despues)}`,
    },
    {
      field: 'estado',
      headerName: t('supplementary.state'),
      minWidth: 120,
      renderCell: ({ row }) => <Chip size="small" color={color[row.estado]} label={t(`supplementary.states.${row.estado}`)} />,
    },
    { field: 'motivo', headerName: t('supplementary.reason'), minWidth: 200, flex: 1 },
    {
      field: 'solicitadaEn',
      headerName: t('supplementary.asked'),
      minWidth: 170,
      valueGetter: (_v, r) => `${r.solicitadaPor} · ${formatDateTime(r.solicitadaEn, lang)}`,
    },
  ];
  return (
    <ListPage
      title={title}
      actions={
        <Button variant={pidiendo ? 'outlined' : 'contained'} onClick={() => setPidiendo(!pidiendo)}>
          {t(pidiendo ? 'supplementary.hideAsk' : 'supplementary.ask')}
        </Button>
      }
      intro={
        pidiendo && (
          <Paper variant="outlined" component="section" aria-label={t('supplementary.ask')} sx={{ p: 2 }}>
            <Stack spacing={2}>
              <Typography color="text.secondary">{t('supplementary.askHint')}</Typography>
              <SeccionPicker value={seccion} onChange={setSeccion} />
              {seccion && <HojaNotas key={seccion} seccionAsignaturaId={seccion} />}
            </Stack>
          </Paper>
        )
      }
      list={lista}
      state={{ filter: estado, label: t('supplementary.state'), labelOf: (e) => t(`supplementary.states.${e}`), all: t('supplementary.all') }}
      rows={list}
      columns={columns}
      getRowId={(r) => r.actaSupletoriaId}
      detail={({ id, row, close }) => row && <DecisionDialog key={id} correccion={row} onClose={close} />}
    />
  );
}

/** A correction in full; pending, it is approved or rejected (a rejection says why). */
function DecisionDialog({ correccion: c, onClose }: { correccion: Correccion; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const decidir = useDecidirCorreccion();
  // The decision is checked by the contract: a rejection says why before anything is sent.
  const form = useContractForm(decisionIn, correccionLabels, { aprobar: true, observacion: c.observacion ?? '' }, 'onTouched');
  const [general, setGeneral] = useState<string | null>(null);
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    decidir.mutate(
      { id: c.actaSupletoriaId, body: { aprobar: body.aprobar, observacion: body.observacion || undefined } },
      { onSuccess: onClose, onError: (e) => setGeneral(applyServerErrors(e, form.setError)) },
    );
  });
  const decide = (aprobar: boolean) => {
    form.setValue('aprobar', aprobar);
    void submit();
  };
  const pendiente = c.estado === 'pendiente';
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="decision-title">
      <DialogTitle id="decision-title">{t('supplementary.title', { seccion: c.seccion })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <Typography>
            {c.seccion} {c.asignatura} · {c.periodo}
          </Typography>
          <Typography>
            {c.nombre} · {c.matriculaId}
          </Typography>
          <Typography variant="h6" component="p">
            {valor(c.antes)} → {valor(c.despues)}
          </Typography>
          <Typography>
            <strong>{t('supplementary.reason')}:</strong> {c.motivo}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('supplementary.askedBy', { quien: c.solicitadaPor, cuando: formatDateTime(c.solicitadaEn, lang) })}
          </Typography>
          {!pendiente && (
            <Alert severity={c.estado === 'aprobada' ? 'success' : 'info'}>
              {t(`supplementary.decided.${c.estado}`, { quien: c.resueltaPor, cuando: formatDateTime(c.resueltaEn!, lang) })}
              {c.observacion && ` ${c.observacion}`}
            </Alert>
          )}
          {general && <Alert severity="error">{general}</Alert>}
          {pendiente && (
            <FormText
              control={form.control}
              name="observacion"
              label={t('supplementary.note')}
              multiline
              rows={2}
              helperText={t('supplementary.noteHint')}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(pendiente ? 'app.cancel' : 'app.close')}</Button>
        {pendiente && (
          <>
            <Button color="error" onClick={() => decide(false)} disabled={decidir.isPending}>
              {t('supplementary.reject')}
            </Button>
            <Button variant="contained" onClick={() => decide(true)} disabled={decidir.isPending}>
              {t('supplementary.approve')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
