import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { literalDeNota } from '@claustro/domain/calificaciones/escala.rules';
import type { Acta } from '@claustro/domain/calificaciones/digitacion.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormText } from '../../platform/form-fields.tsx';
import { correccionIn, correccionLabels } from '@claustro/domain/calificaciones/acta-supletoria.contract';
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
  const form = useContractForm(
    correccionIn,
    correccionLabels,
    { seccionAsignaturaId: acta.seccionAsignaturaId, estudianteCarreraId: fila.estudianteCarreraId, nota: '', calificacionLiteralId: null, motivo: '' },
    'onTouched',
  );
  const [general, setGeneral] = useState<string | null>(null);
  const [nota, literalId] = useWatch({ control: form.control, name: ['nota', 'calificacionLiteralId'] });
  const retirada = !!retiro && literalId === retiro.calificacionLiteralId;
  const n = asNumber(String(nota ?? ''));
  const letra = retirada ? retiro?.caLiLiteral : n !== null && !Number.isNaN(n) ? literalDeNota(n, acta.escala)?.caLiLiteral : undefined;
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    pedir.mutate(body, { onSuccess: onClose, onError: (e) => setGeneral(applyServerErrors(e, form.setError)) });
  });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="correccion-title">
      <DialogTitle id="correccion-title">{t('grades.correctTitle', { nombre: fila.nombre })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            {acta.seccion} {acta.asignatura} · {acta.periodo}
          </Typography>
          <Typography>{t('grades.currentGrade', { nota: fila.nota ?? '—', literal: fila.literal ?? '—' })}</Typography>
          {general && <Alert severity="error">{general}</Alert>}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FormText
              control={form.control}
              name="nota"
              label={t('grades.correctedScore')}
              disabled={retirada}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
              sx={{ maxWidth: 240 }}
            />
            <Typography sx={{ fontWeight: 700 }} aria-label={t('grades.letter')}>
              {letra ?? '—'}
            </Typography>
            {retiro && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={retirada}
                    onChange={(e) => {
                      form.setValue('nota', '', { shouldDirty: true });
                      form.setValue('calificacionLiteralId', e.target.checked ? retiro.calificacionLiteralId : null, {
                        shouldDirty: true,
                        shouldValidate: true,
                      });
                    }}
                  />
                }
                label={retiro.caLiDescripcion ?? retiro.caLiLiteral}
              />
            )}
          </Stack>
          <FormText
            control={form.control}
            name="motivo"
            label={t('grades.reason')}
            required
            multiline
            rows={3}
            helperText={t('grades.reasonHint')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={pedir.isPending}>
          {t('grades.askCorrection')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
