import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Chip, IconButton, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import type { ResultadoHoja } from '@claustro/domain/seleccion/seleccion.contract';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { meetingsLine } from '../../platform/weekly-items.ts';
import type { Hoja } from './api.ts';

type Estado = ResultadoHoja['lineas'][number]['estado'];
const colors: Record<Estado, 'success' | 'info' | 'default' | 'error'> = { inscrita: 'success', en_espera: 'info', retirada: 'default', rechazada: 'error' };

/**
 * The worksheet: what the student put together (sections to add, full ones to wait for, registered ones
 * to drop), each line removable, and one confirm; then how each line went — registered, on the waiting
 * list with its place, dropped, or refused with the reason.
 */
export function HojaSeleccion({ hoja, seccion, creditos }: { hoja: Hoja; seccion: (id: number) => Seccion | undefined; creditos: string | null }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const name = (id: number) => {
    const s = seccion(id);
    return s ? `${seccionNombre(s)} ${s.asignaturaDescripcion}` : String(id);
  };
  const error = hoja.confirmar.error as ApiError | null;
  if (!hoja.lineas.length && !hoja.resultado) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="hoja" sx={{ p: 1.5, borderColor: 'primary.main' }}>
      <Typography variant="h6" component="h2" id="hoja">
        {t('registration.worksheet')}
      </Typography>
      {hoja.lineas.length > 0 && (
        <>
          <List dense disablePadding>
            {hoja.lineas.map((l) => {
              const s = seccion(l.seccionAsignaturaId);
              return (
                <ListItem
                  key={l.seccionAsignaturaId}
                  disableGutters
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`${t('registration.unstage')}: ${name(l.seccionAsignaturaId)}`}
                      onClick={() => hoja.quitar(l.seccionAsignaturaId)}
                    >
                      <CloseIcon />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={
                      <>
                        <Chip size="small" sx={{ mr: 1 }} color={l.accion === 'quitar' ? 'warning' : 'primary'} label={t(`registration.line_${l.accion}`)} />
                        {name(l.seccionAsignaturaId)}
                      </>
                    }
                    secondary={s ? meetingsLine(s, lang) : null}
                  />
                </ListItem>
              );
            })}
          </List>
          {error && <Alert severity="error">{error.message}</Alert>}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1, flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="body2" color="text.secondary">
              {creditos}
            </Typography>
            <Button variant="contained" onClick={() => hoja.confirmar.mutate()} disabled={hoja.confirmar.isPending}>
              {t('registration.confirmSheet', { count: hoja.lineas.length })}
            </Button>
          </Stack>
        </>
      )}
      {hoja.resultado && (
        <Box role="status" aria-label={t('registration.sheetResult')} sx={{ mt: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2">{t('registration.sheetResult')}</Typography>
            <IconButton size="small" aria-label={t('app.close')} onClick={hoja.cerrarResultado}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
          <List dense disablePadding>
            {hoja.resultado.map((r) => (
              <ListItem key={r.seccionAsignaturaId} disableGutters data-estado={r.estado}>
                <ListItemText
                  primary={
                    <>
                      <Chip
                        size="small"
                        sx={{ mr: 1 }}
                        color={colors[r.estado]}
                        label={
                          r.estado === 'en_espera' && r.posicion
                            ? t('registration.result_en_espera_n', { n: r.posicion })
                            : t(`registration.result_${r.estado}`)
                        }
                      />
                      {name(r.seccionAsignaturaId)}
                    </>
                  }
                  secondary={r.motivo}
                  slotProps={{ secondary: { color: 'error' } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Paper>
  );
}
