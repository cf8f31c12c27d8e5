import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import type { ApiError } from '../../platform/api.ts';
import { mensajeIn, mensajeLabels, type Progreso } from '@claustro/domain/mensajes/mensaje.contract';
import { useContractForm } from '../../platform/forms.ts';
import { FormCheckbox, FormText } from '../../platform/form-fields.tsx';
import { plantillaMensaje } from '@claustro/domain/administracion-sistema/plantilla-mensaje.resource';
import { useCatalogueRows } from '../../platform/resources/useLookup.ts';
import { useEnviar, useEnvio, type SendApi } from './api.ts';

/**
 * A message (template, subject, text, e-mail copy) to an audience the page chooses, sent through
 * `api.enviar`; the send's e-mail progress is followed through `api.envio`.
 */
export function MessageComposer(props: {
  /** The page's heading; a composer inside a dialog has the dialog's. */
  title?: string;
  api: SendApi;
  /** The audience part of the request body. */
  audience: object;
  /** The audience pickers; they receive the field errors of the last refused send. */
  children: (fields: Record<string, string>) => ReactNode;
  /** Shown above the send button (e.g. how many will receive it). */
  summary?: ReactNode;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const [envio, setEnvio] = useState<Progreso | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  // The message part is checked in the form with the contract's schema; the audience is the page's.
  const { control, handleSubmit, setValue, watch } = useContractForm(mensajeIn, mensajeLabels, { mensaje: '', asunto: '', correo: false });
  const plantillas = useCatalogueRows(plantillaMensaje, { query: { activos: 'true' } });
  // E-mail copies go out in the background: follow them until none is left in the queue.
  const progress = useEnvio(props.api, envio);
  const enviar = useEnviar(props.api);
  const send = handleSubmit((message) => {
    setError(null);
    enviar.mutate(
      { ...message, ...props.audience },
      {
        onSuccess: (p) => {
          setEnvio(p);
          props.onSent?.();
        },
        onError: (e) => setError(e as ApiError),
      },
    );
  });
  const p = progress.data ?? envio;
  const fields = error?.fields ?? {};
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      {props.title && (
        <Typography variant="h5" component="h1">
          {props.title}
        </Typography>
      )}
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
            <SelectField
              label={t('messages.template')}
              value=""
              onChange={(v) => {
                const tpl = plantillas.data?.find((x) => x.plantillaMensajeId === Number(v));
                if (tpl) {
                  setValue('asunto', tpl.plMeAsunto ?? '');
                  setValue('mensaje', tpl.plMeTexto ?? '', { shouldValidate: true });
                }
              }}
              options={(plantillas.data ?? []).map((x) => ({ id: x.plantillaMensajeId, label: x.plMeNombre ?? '' }))}
            />
            <FormText control={control} name="asunto" label={t('messages.subject')} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <FormText
              control={control}
              name="mensaje"
              label={t('messages.text')}
              required
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
            {props.children(fields)}
            <FormCheckbox control={control} name="correo" label={t('messages.byEmail')} />
            {props.summary}
            <Button variant="contained" sx={{ alignSelf: 'end' }} disabled={!(watch('mensaje') ?? '').trim() || enviar.isPending} onClick={send}>
              {t('messages.sendNow')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
