import { useTranslation } from 'react-i18next';
import { Button, Chip, List, ListItem, ListItemAvatar, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useBandeja, useMarcarLeido } from './api.ts';
import { formatDateTime } from '../../platform/i18n.ts';
import { PersonAvatar } from '../../platform/PersonAvatar.tsx';

/** The user's own messages (the shell's "messages" page). */
export default function MensajesPage() {
  const { t, i18n } = useTranslation();
  const list = useBandeja(200);
  const read = useMarcarLeido();
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('messages.title')}
        </Typography>
        <Button onClick={() => read.mutate(undefined)} disabled={!list.data?.some((m) => !m.leido)}>
          {t('messages.markAll')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        <List disablePadding>
          {list.data?.length === 0 && (
            <ListItem>
              <ListItemText primary={t('shell.noNotifications')} />
            </ListItem>
          )}
          {list.data?.map((m) => (
            <ListItem
              key={m.usuarioMensajeId}
              divider
              secondaryAction={
                !m.leido && (
                  <Button size="small" onClick={() => read.mutate(m.usuarioMensajeId)}>
                    {t('messages.markRead')}
                  </Button>
                )
              }
            >
              <ListItemAvatar>
                <PersonAvatar photo={m.persFoto} name={m.nombres} />
              </ListItemAvatar>
              <ListItemText
                primary={
                  <>
                    {m.usMeMensaje} {!m.leido && <Chip size="small" color="primary" label={t('messages.unread')} sx={{ ml: 1 }} />}
                  </>
                }
                secondary={`${m.nombres} ${m.apellidos} · ${formatDateTime(m.usMeFechaCreacion, i18n.language)}`}
                sx={{ pr: 10, whiteSpace: 'pre-wrap' }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
