import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { seleccionApi } from '@claustro/domain/seleccion/seleccion.contract';
import { call } from '../../platform/contract-client.ts';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { seleccionKeys } from './api.ts';

/** A section's waiting list, as staff read it: the seats offered (until when), then who waits, in order. */
export function ListaEsperaDialog({ seccion, onClose }: { seccion: Seccion; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const lista = useQuery({
    queryKey: seleccionKeys.of('listaEspera', seccion.seccionAsignaturaId),
    queryFn: () => call(seleccionApi.listaEspera, { params: { seccionAsignaturaId: seccion.seccionAsignaturaId } }),
  });
  const nombre = `${seccionNombre(seccion)} ${seccion.asignaturaDescripcion}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lista-espera-titulo">
      <DialogTitle id="lista-espera-titulo">{t('seats.waitlistOf', { seccion: nombre })}</DialogTitle>
      <DialogContent>
        {lista.data?.length === 0 && <Typography color="text.secondary">{t('seats.nobodyWaiting')}</Typography>}
        <List dense aria-label={t('seats.waitlistOf', { seccion: nombre })}>
          {lista.data?.map((l) => (
            <ListItem key={l.matricula} divider>
              <ListItemText
                primary={`${l.posicion ? `${l.posicion}. ` : ''}${l.nombre} · ${l.matricula}`}
                secondary={
                  l.estado === 'ofrecida'
                    ? t('seats.offeredUntil', { when: formatDateTime(l.venceEn!, lang) })
                    : t('seats.waitingSince', { when: formatDateTime(l.desde, lang) })
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
