import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { rechazos, type ContextoSeleccion, type SeccionCandidata } from '@claustro/domain/seleccion/seleccion.rules';
import type { ApiError } from '../../platform/api.ts';
import { OfferChips, SectionCard } from './SectionCard.tsx';

/**
 * Changes a section of the selection for another of the same subject: the other sections on offer,
 * each with its hours, its seats and — the rules run as if the current one were gone — why it could
 * not be taken. The server makes the change in one step, so a refusal leaves the selection as it was.
 */
export function CambioSeccionDialog(props: {
  actual: Seccion;
  oferta: readonly Seccion[];
  context: ContextoSeleccion;
  /** A section as the rules read it. */
  candidata: (s: Seccion) => SeccionCandidata;
  pending: boolean;
  onClose: () => void;
  onChange: (nueva: Seccion, fail: (e: ApiError) => void) => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [error, setError] = useState<string | null>(null);
  const { actual } = props;
  const others = props.oferta.filter((s) => s.asignaturaId === actual.asignaturaId && s.seccionAsignaturaId !== actual.seccionAsignaturaId);
  const context = { ...props.context, seleccionadas: props.context.seleccionadas.filter((x) => x.seccionAsignaturaId !== actual.seccionAsignaturaId) };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="cambio-title">
      <DialogTitle id="cambio-title">{t('registration.changeTitle', { seccion: `${seccionNombre(actual)} ${actual.asignaturaDescripcion}` })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t('registration.changeHint')}
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {others.length === 0 && <Typography>{t('registration.noAlternatives')}</Typography>}
          {others.map((s) => {
            const [why] = rechazos(context, props.candidata(s));
            const full = s.seEnInscritos >= s.seEnCapacidad;
            return (
              <SectionCard
                key={s.seccionAsignaturaId}
                s={s}
                action={
                  <Button
                    size="small"
                    variant="contained"
                    disabled={props.pending || full}
                    onClick={() => {
                      setError(null);
                      props.onChange(s, (e) => setError(e.message));
                    }}
                    aria-label={`${t('registration.changeTo')}: ${seccionNombre(s)}`}
                  >
                    {t('registration.changeTo')}
                  </Button>
                }
              >
                <OfferChips s={s} why={why} />
              </SectionCard>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('app.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
