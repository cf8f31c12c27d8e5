import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardContent, Chip, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { correoLabels, smtpIn } from '@claustro/domain/planta-fisica/correo.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormSwitch, FormText } from '../../platform/form-fields.tsx';
import { useAjustesSmtp, useCorreoPrueba, useCorreosSalientes, useGuardarSmtp, useReintentarCorreo } from './api.ts';
import { RecordTable } from '../../platform/RecordTable.tsx';

const blank = { host: '', puerto: 587, seguro: false, usuario: '', clave: '', remitente: '', remitenteNombre: '', activo: true };

/** `/planta-fisica/configuracion-correo-smtp`: the SMTP server, a test e-mail, and what was sent. */
export default function CorreoSmtpPage() {
  const { t } = useTranslation();
  const stored = useAjustesSmtp();
  const [result, setResult] = useState<{ ok: boolean; text: string; fields?: Record<string, string> } | null>(null);
  const [testTo, setTestTo] = useState('');
  const [onlyFailed, setOnlyFailed] = useState(true);
  // The password is never read back: left blank, the stored one stays.
  const { control, handleSubmit, reset, setError, formState } = useContractForm(smtpIn, correoLabels, blank);
  useEffect(() => {
    if (stored.data) {
      const { tieneClave: _, ...settings } = stored.data;
      reset({ ...settings, clave: '' });
    }
  }, [stored.data, reset]);
  const outbox = useCorreosSalientes(onlyFailed);
  const fail = (e: Error) => setResult({ ok: false, text: e.message, fields: (e as ApiError).fields });
  const save = useGuardarSmtp();
  const test = useCorreoPrueba();
  const retry = useReintentarCorreo();
  const err = (k: string) => ({ error: !!result?.fields?.[k], helperText: result?.fields?.[k] });
  const stateColor = { enviado: 'success', pendiente: 'warning', fallido: 'error' } as const;
  const stateLabel = { enviado: t('mail.sent'), pendiente: t('mail.pending'), fallido: t('mail.failed') };

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        {t('mail.title')}
      </Typography>
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormText control={control} name="host" label={t('mail.host')} required />
              <FormText control={control} name="puerto" label={t('mail.port')} type="number" required sx={{ maxWidth: { sm: 140 } }} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormText control={control} name="usuario" label={t('mail.user')} autoComplete="off" />
              <FormText
                control={control}
                name="clave"
                label={t('mail.password')}
                type="password"
                autoComplete="new-password"
                helperText={stored.data?.tieneClave ? t('mail.passwordKept') : undefined}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormText control={control} name="remitente" label={t('mail.sender')} type="email" required />
              <FormText control={control} name="remitenteNombre" label={t('mail.senderName')} />
            </Stack>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
              <FormSwitch control={control} name="seguro" label={t('mail.secure')} />
              <FormSwitch control={control} name="activo" label={t('mail.active')} />
            </Stack>
            <Button
              variant="contained"
              sx={{ alignSelf: 'end' }}
              disabled={formState.isSubmitting}
              onClick={handleSubmit((body) =>
                save.mutateAsync(body).then(
                  () => setResult({ ok: true, text: t('app.saved') }),
                  (e: unknown) => setResult({ ok: false, text: applyServerErrors(e, setError) }),
                ),
              )}
            >
              {t('app.save')}
            </Button>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <TextField label={t('mail.testTo')} type="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} {...err('para')} sx={{ flex: 1 }} />
              <Button
                variant="outlined"
                disabled={!testTo || !stored.data || test.isPending}
                onClick={() => test.mutate(testTo, { onSuccess: () => setResult({ ok: true, text: t('mail.testSent') }), onError: fail })}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {t('mail.test')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('mail.outbox')}
        </Typography>
        <FormControlLabel control={<Switch checked={onlyFailed} onChange={(e) => setOnlyFailed(e.target.checked)} />} label={t('mail.onlyFailed')} />
      </Stack>
      <RecordTable
        outlined
        head={[t('mail.to'), t('mail.subject'), t('mail.state'), { label: t('mail.attempts'), right: true }, t('mail.error'), '']}
        rows={(outbox.data ?? []).map((m) => ({
          key: m.id,
          cells: [
            m.para,
            m.asunto,
            <Chip key="estado" size="small" color={stateColor[m.estado]} label={stateLabel[m.estado]} />,
            m.intentos,
            m.ultimoError && <Box sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{m.ultimoError}</Box>,
            m.estado === 'fallido' ? (
              <Button size="small" onClick={() => retry.mutate(m.id, { onError: fail })}>
                {t('mail.retry')}
              </Button>
            ) : (
              ''
            ),
          ],
        }))}
      />
    </Stack>
  );
}
