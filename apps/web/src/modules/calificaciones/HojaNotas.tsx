import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { literalDeNota } from '@claustro/domain/calificaciones/escala.rules';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import type { Acta } from '@claustro/domain/calificaciones/digitacion.contract';
import { useActa, useGuardarActa } from './api.ts';
import { CorreccionDialog } from './CorreccionDialog.tsx';
import { asNumber } from './nota-tecleada.ts';

/** A line as typed: the score as text (so "85," is not lost while typing) and whether the student withdrew. */
type Linea = { nota: string; retirada: boolean };

/**
 * The sheet of one section: its students, their scores and letters, saved and submitted. Submitted,
 * each grade offers its correction (acta supletoria), or shows the one pending.
 */
export function HojaNotas({
  seccionAsignaturaId,
  readOnly,
}: {
  seccionAsignaturaId: number;
  /** Read only: no entry, no corrections (grades by section). */ readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const acta = useActa(seccionAsignaturaId);
  const guardar = useGuardarActa(seccionAsignaturaId);
  const [lineas, setLineas] = useState<Record<number, Linea>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const [corrigiendo, setCorrigiendo] = useState<Acta['filas'][number] | null>(null);
  const a = acta.data;
  // The lines start as the server has them, and again after each save.
  useEffect(() => {
    if (a)
      setLineas(
        Object.fromEntries(
          a.filas.map((f) => [f.estudianteCarreraId, { nota: f.nota === null ? '' : String(f.nota), retirada: f.nota === null && f.literal !== null }]),
        ),
      );
  }, [a]);
  if (acta.error) return <Alert severity="error">{acta.error.message}</Alert>;
  if (!a) return null;
  const retiro = a.escala.find((l) => l.caLiRetirada);
  const editable = !readOnly && a.estado === 'abierta' && a.digitacionAbierta;
  const sinNota = a.filas.filter((f) => {
    const l = lineas[f.estudianteCarreraId];
    return !l || (!l.retirada && asNumber(l.nota) === null);
  }).length;
  const send = (enviar: boolean) => {
    setError(null);
    setSaved(false);
    guardar.mutate(
      {
        enviar,
        notas: a.filas.map((f) => {
          const l = lineas[f.estudianteCarreraId] ?? { nota: '', retirada: false };
          return l.retirada
            ? { estudianteCarreraId: f.estudianteCarreraId, nota: null, calificacionLiteralId: retiro?.calificacionLiteralId ?? null }
            : { estudianteCarreraId: f.estudianteCarreraId, nota: asNumber(l.nota), calificacionLiteralId: null };
        }),
      },
      { onSuccess: () => setSaved(true), onError: (e) => setError(e as ApiError) },
    );
    setConfirmar(false);
  };
  const set = (ec: number, change: Partial<Linea>) => {
    setSaved(false);
    setLineas((all) => ({ ...all, [ec]: { ...(all[ec] ?? { nota: '', retirada: false }), ...change } }));
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="acta-title">
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography id="acta-title" variant="h6" component="h2">
            {a.seccion} {a.asignatura}
          </Typography>
          <Typography color="text.secondary">{a.periodo}</Typography>
          <Chip size="small" color={a.estado === 'enviada' ? 'success' : 'default'} label={t(a.estado === 'enviada' ? 'grades.submitted' : 'grades.open')} />
        </Stack>
        {a.estado === 'enviada' && <Alert severity="success">{t('grades.submittedOn', { fecha: new Date(a.enviadaEn!).toLocaleString(currentLang()) })}</Alert>}
        {a.estado === 'abierta' && !a.digitacionAbierta && <Alert severity="info">{t('grades.windowClosed', { periodo: a.periodo })}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {t('grades.scale')}{' '}
          {a.escala
            .filter((l) => l.caLiDigita)
            .map((l) => `${l.caLiLiteral} ${l.caLiRangoInicio}–${l.caLiRangoFin}`)
            .join(' · ')}
        </Typography>
        {a.filas.length === 0 && <Alert severity="info">{t('grades.noStudents')}</Alert>}
        {a.filas.map((f, i) => {
          const l = lineas[f.estudianteCarreraId] ?? { nota: '', retirada: false };
          const n = asNumber(l.nota);
          const letra = l.retirada ? retiro?.caLiLiteral : n !== null && !Number.isNaN(n) ? literalDeNota(n, a.escala)?.caLiLiteral : undefined;
          const fieldError = error?.fields[`notas.${i}.nota`] ?? error?.fields[`notas.${i}.estudianteCarreraId`];
          return (
            <Box
              key={f.estudianteCarreraId}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '104px 36px 1fr', md: `110px 1fr 120px 48px 140px${a.estado === 'enviada' && !readOnly ? ' 200px' : ''}` },
                rowGap: { xs: 0.5, md: 1.5 },
                columnGap: 1.5,
                alignItems: 'center',
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
                {f.matriculaId}
              </Typography>
              <Typography sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                {f.nombre}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
                  {' '}
                  · {f.matriculaId}
                </Typography>
              </Typography>
              <TextField
                size="small"
                label={t('grades.score')}
                value={l.retirada ? '' : l.nota}
                disabled={!editable || l.retirada}
                onChange={(e) => set(f.estudianteCarreraId, { nota: e.target.value.replace(/[^\d.,]/g, '').slice(0, 6) })}
                error={!!fieldError}
                helperText={fieldError}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${t('grades.score')}: ${f.nombre}` } }}
              />
              <Typography sx={{ fontWeight: 700, textAlign: 'center' }} aria-label={t('grades.letter')}>
                {letra ?? '—'}
              </Typography>
              {retiro && (
                <FormControlLabel
                  sx={{ m: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={l.retirada}
                      disabled={!editable}
                      onChange={(e) => set(f.estudianteCarreraId, { retirada: e.target.checked })}
                    />
                  }
                  label={retiro.caLiDescripcion ?? retiro.caLiLiteral}
                />
              )}
              {a.estado === 'enviada' &&
                !readOnly &&
                (f.correccion ? (
                  <Chip
                    size="small"
                    color="warning"
                    sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'start' }}
                    label={t('grades.pendingCorrection', { nota: f.correccion.nota ?? '—', literal: f.correccion.literal })}
                  />
                ) : (
                  <Button
                    size="small"
                    sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'start' }}
                    onClick={() => setCorrigiendo(f)}
                    aria-label={`${t('grades.correct')}: ${f.nombre}`}
                  >
                    {t('grades.correct')}
                  </Button>
                ))}
            </Box>
          );
        })}
        {error && !Object.keys(error.fields).length && <Alert severity="error">{error.message}</Alert>}
        {saved && <Alert severity="success">{t('grades.saved')}</Alert>}
        {editable && a.filas.length > 0 && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Button variant="outlined" disabled={guardar.isPending} onClick={() => send(false)}>
              {t('app.save')}
            </Button>
            <Button variant="contained" disabled={guardar.isPending || sinNota > 0} onClick={() => setConfirmar(true)}>
              {t('grades.submit')}
            </Button>
            {sinNota > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('grades.missing', { count: sinNota })}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
      {corrigiendo && <CorreccionDialog acta={a} fila={corrigiendo} onClose={() => setCorrigiendo(null)} />}
      <Dialog open={confirmar} onClose={() => setConfirmar(false)} aria-labelledby="confirmar-acta">
        <DialogTitle id="confirmar-acta">{t('grades.confirmTitle', { seccion: a.seccion })}</DialogTitle>
        <DialogContent>
          <Typography>{t('grades.confirmText')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmar(false)}>{t('app.cancel')}</Button>
          <Button variant="contained" onClick={() => send(true)}>
            {t('grades.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
