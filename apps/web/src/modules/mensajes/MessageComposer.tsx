import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { api, ApiError } from '../../platform/api.ts';
import type { Progreso } from '@claustro/domain/mensajes/mensaje.contract';

type Progress = Progreso;
interface Plantilla {
  plantillaMensajeId: number;
  plMeNombre: string;
  plMeAsunto: string;
  plMeTexto: string;
}

/**
 * A message (template, subject, text, e-mail copy) to an audience the page chooses, sent to `url`;
 * the send's e-mail progress is followed at `${url}/envios/{id}`.
 */
export function MessageComposer(props: {
  title: string;
  url: string;
  /** The audience part of the request body. */
  audience: object;
  /** The audience pickers; they receive the field errors of the last refused send. */
  children: (fields: Record<string, string>) => ReactNode;
  /** Shown above the send button (e.g. how many will receive it). */
  summary?: ReactNode;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [asunto, setAsunto] = useState('');
  const [correo, setCorreo] = useState(false);
  const [envio, setEnvio] = useState<Progress | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const plantillas = useQuery({
    queryKey: ['plantillas'],
    queryFn: () => api<Plantilla[]>('/api/administracion-sistema/plantillas-mensajes', { query: { activos: 'true' } }),
  });
  // E-mail copies go out in the background: follow them until none is left in the queue.
  const progress = useQuery({
    queryKey: ['envio', props.url, envio?.envioId],
    queryFn: () => api<Progress>(`${props.url}/envios/${envio!.envioId}`),
    enabled: !!envio?.correo,
    refetchInterval: (q) =>
      q.state.data && q.state.data.correosEnCola === 0 && q.state.data.correosEnviados + q.state.data.correosFallidos >= q.state.data.total ? false : 1500,
  });
  const send = useMutation({
    mutationFn: () => api<Progress>(props.url, { method: 'POST', body: { mensaje: text, asunto: asunto || null, correo, ...props.audience } }),
    onMutate: () => setError(null),
    onSuccess: (p) => {
      setEnvio(p);
      props.onSent?.();
    },
    onError: (e: ApiError) => setError(e),
  });
  const p = progress.data ?? envio;
  const fields = error?.fields ?? {};
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Typography variant="h5" component="h1">
        {props.title}
      </Typography>
      {error && (
        <Alert severity="error">
          {error.message}
          {Object.values(fields).length ? `: ${Object.values(fields).join(' ')}` : ''}
        </Alert>
      )}
      {p && (
        <Alert severity="success">
          {t('messages.sent', { count: p.total })}
          {p.correo && ` ${t('messages.progress', { sent: p.correosEnviados, queued: p.correosEnCola, failed: p.correosFallidos, total: p.total })}`}
          {p.correo && (
            <LinearProgress variant="determinate" value={p.total ? (100 * (p.correosEnviados + p.correosFallidos)) / p.total : 100} sx={{ mt: 1 }} />
          )}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <TextField
              select
              label={t('messages.template')}
              value=""
              onChange={(e) => {
                const tpl = plantillas.data?.find((x) => x.plantillaMensajeId === Number(e.target.value));
                if (tpl) {
                  setAsunto(tpl.plMeAsunto);
                  setText(tpl.plMeTexto);
                }
              }}
            >
              {plantillas.data?.map((x) => (
                <MenuItem key={x.plantillaMensajeId} value={x.plantillaMensajeId}>
                  {x.plMeNombre}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t('messages.subject')} value={asunto} onChange={(e) => setAsunto(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TextField
              label={t('messages.text')}
              required
              multiline
              minRows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={!!fields.mensaje}
              helperText={fields.mensaje}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
            {props.children(fields)}
            <FormControlLabel control={<Checkbox checked={correo} onChange={(e) => setCorreo(e.target.checked)} />} label={t('messages.byEmail')} />
            {props.summary}
            <Button variant="contained" sx={{ alignSelf: 'end' }} disabled={!text.trim() || send.isPending} onClick={() => send.mutate()}>
              {t('messages.sendNow')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
