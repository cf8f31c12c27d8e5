import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { autorizacionApi, autorizacionScreen, type Autorizacion, type AutorizacionIn } from '@claustro/domain/financieros/autorizacion.contract';
import type { ApiError } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { call, queryKeys } from '../../platform/contract-client.ts';
import { DateInput } from '../../platform/DateInput.tsx';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { BuscarMatricula, useCuentas, VigenteChip } from './BuscarCuentas.tsx';
import { useBusqueda } from './busqueda.ts';
import { ListPage } from '../../platform/ListPage.tsx';

const keys = queryKeys('autorizaciones');

/**
 * `/financieros/estudiante-autorizacion-inscripcion`: leave for a student with a past-due balance to
 * register — for a term, until a date, or for good — with the reason; found by matrícula or name,
 * changed or withdrawn.
 */
export default function AutorizacionesPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(autorizacionScreen, lang)!;
  const lista = useListState();
  const list = useBusqueda(keys.all, autorizacionApi, lista.query);
  const [nueva, setNueva] = useState(false);
  const columns: GridColumn<Autorizacion>[] = [
    { field: 'matricula', headerName: t('registration.matricula'), minWidth: 120 },
    { field: 'nombre', headerName: t('account.student'), minWidth: 200, flex: 1 },
    {
      field: 'alcance',
      headerName: t('authorisations.reach'),
      minWidth: 200,
      valueGetter: (_v, r) =>
        r.autorizacionPermanente
          ? t('authorisations.permanent')
          : [r.periodo, r.fechaVigenciaHasta && t('authorisations.until', { fecha: formatDate(r.fechaVigenciaHasta, lang) })].filter(Boolean).join(' · '),
    },
    { field: 'comentarios', headerName: t('authorisations.reason'), minWidth: 220, flex: 1 },
    {
      field: 'vigente',
      headerName: t('cashier.state'),
      minWidth: 110,
      renderCell: ({ row }) => <VigenteChip vigente={row.vigente} />,
    },
  ];
  return (
    <ListPage
      title={title}
      actions={
        <Button variant="contained" onClick={() => setNueva(true)}>
          {t('authorisations.new')}
        </Button>
      }
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.estudianteAutorizacionInscripcionId}
      detail={({ id, row, close }) => row && <AutorizacionDialog key={id} autorizacion={row} onClose={close} />}
    >
      {nueva && <AutorizacionDialog autorizacion={null} onClose={() => setNueva(false)} />}
    </ListPage>
  );
}

/** Writes or changes an authorisation: the student (by matrícula), its reach, the reason, whether it stands. */
function AutorizacionDialog({ autorizacion: a, onClose }: { autorizacion: Autorizacion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const qc = useQueryClient();
  const periodos = useLookup('periodoAcademico');
  const f = useCuentas();
  const encontrado = f.cuentas?.[0];
  const estudiante = a ? { id: a.estudianteId } : encontrado ? { id: encontrado.estudianteId } : null;
  const [periodo, setPeriodo] = useState<number | ''>(a?.periodoAcademicoId ?? '');
  const [permanente, setPermanente] = useState(a?.autorizacionPermanente ?? false);
  const [hasta, setHasta] = useState<string | null>(a?.fechaVigenciaHasta ?? null);
  const [comentarios, setComentarios] = useState(a?.comentarios ?? '');
  const [estatus, setEstatus] = useState(a?.estatus ?? true);
  const [error, setError] = useState<ApiError | null>(null);
  const guardar = useMutation({
    mutationFn: (body: AutorizacionIn) =>
      a ? call(autorizacionApi.update, { params: { id: a.estudianteAutorizacionInscripcionId }, body }) : call(autorizacionApi.create, { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    },
    onError: (e) => setError(e as ApiError),
  });
  const field = (k: string) => error?.fields?.[k];
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="autorizacion-title">
      <DialogTitle id="autorizacion-title">{a ? t('authorisations.edit') : t('authorisations.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {a ? (
            <Typography sx={{ fontWeight: 600 }}>
              {a.matricula} · {a.nombre}
            </Typography>
          ) : (
            <BuscarMatricula f={f} variant="outlined" />
          )}
          {!a && encontrado && <Alert severity="success">{`${encontrado.matricula} · ${encontrado.nombre}`}</Alert>}
          <FormControlLabel control={<Switch checked={permanente} onChange={(e) => setPermanente(e.target.checked)} />} label={t('authorisations.permanent')} />
          {!permanente && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <ChoiceField label={t('account.term')} value={periodo} onChange={setPeriodo} options={periodos.options} empty={t('authorisations.anyTerm')} />
              <DateInput label={t('authorisations.validUntil')} value={hasta} onChange={setHasta} error={!!field('fechaVigenciaHasta')} sx={{ flex: 1 }} />
            </Stack>
          )}
          <TextField
            required
            label={t('authorisations.reason')}
            value={comentarios}
            onChange={(e) => setComentarios(e.target.value)}
            multiline
            minRows={2}
            error={!!field('comentarios')}
            helperText={field('comentarios')}
          />
          {a && <FormControlLabel control={<Switch checked={estatus} onChange={(e) => setEstatus(e.target.checked)} />} label={t('authorisations.active')} />}
          {error && !field('comentarios') && <Alert severity="error">{field('fechaVigenciaHasta') ?? field('estudianteId') ?? error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!estudiante || guardar.isPending}
          onClick={() =>
            guardar.mutate({
              estudianteId: estudiante!.id,
              periodoAcademicoId: permanente ? null : periodo || null,
              autorizacionPermanente: permanente,
              fechaVigenciaHasta: permanente ? null : hasta,
              comentarios,
              estatus,
            })
          }
        >
          {t('app.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
