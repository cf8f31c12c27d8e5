import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { literalDeNota } from '@claustro/domain/calificaciones/escala.rules';
import type { Acta } from '@claustro/domain/calificaciones/digitacion.contract';
import type { ApiError } from '../../platform/api.ts';
import { asNumber } from './nota-tecleada.ts';
import { usePedirCorreccion } from './api.ts';

/**
 * Asks for the correction of a submitted grade (acta supletoria): the corrected score, or the
 * withdrawal letter, and why. The grade changes once someone else approves it.
 */
export function CorreccionDialog({ acta, fila, onClose }: { acta: Acta; fila: Acta['filas'][number]; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pedir = usePedirCorreccion(acta.seccionAsignaturaId);
  const retiro = acta.escala.find((l) => l.caLiRetirada);
  const [nota, setNota] = useState('');
  const [retirada, setRetirada] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const n = asNumber(nota);
  const letra = retirada ? retiro?.caLiLiteral : n !== null && !Number.isNaN(n) ? literalDeNota(n, acta.escala)?.caLiLiteral : undefined;
  const submit = () => {
    setError(null);
    pedir.mutate(
      {
        seccionAsignaturaId: acta.seccionAsignaturaId,
        estudianteCarreraId: fila.estudianteCarreraId,
        nota: retirada ? null : n,
        calificacionLiteralId: retirada ? (retiro?.calificacionLiteralId ?? null) : null,
        motivo,
      },
      { onSuccess: onClose, onError: (e) => setError(e as ApiError) },
    );
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="correccion-title">
      <DialogTitle id="correccion-title">{t('grades.correctTitle', { nombre: fila.nombre })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            {acta.seccion} {acta.asignatura} · {acta.periodo}
          </Typography>
          <Typography>{t('grades.currentGrade', { nota: fila.nota ?? '—', literal: fila.literal ?? '—' })}</Typography>
          {error && !Object.keys(error.fields).length && <Alert severity="error">{error.message}</Alert>}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              label={t('grades.correctedScore')}
              value={retirada ? '' : nota}
              disabled={retirada}
              onChange={(e) => setNota(e.target.value.replace(/[^\d.,]/g, '').slice(0, 6))}
              error={!!error?.fields.nota}
              helperText={error?.fields.nota}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ maxWidth: 180 }}
            />
            <Typography sx={{ fontWeight: 700 }} aria-label={t('grades.letter')}>
              {letra ?? '—'}
            </Typography>
            {retiro && (
              <FormControlLabel
                control={<Checkbox checked={retirada} onChange={(e) => setRetirada(e.target.checked)} />}
                label={retiro.caLiDescripcion ?? retiro.caLiLiteral}
              />
            )}
          </Stack>
          <TextField
            label={t('grades.reason')}
            required
            multiline
            rows={3}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            error={!!error?.fields.motivo}
            helperText={error?.fields.motivo ?? t('grades.reasonHint')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={pedir.isPending}>
          {t('grades.askCorrection')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
