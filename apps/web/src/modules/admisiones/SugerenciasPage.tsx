import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { dejarSugerencia, usePuntosSugerencias } from './api.ts';
import type { SugerenciaIn } from '@claustro/domain/generales/sugerencia.contract';

type Tipo = SugerenciaIn['tipo'];
import { useCaptcha } from '../../platform/captcha.ts';
import { PublicShell } from './PublicShell.tsx';

/** `/sugerencias`: a suggestion, complaint or compliment, signed or not; a QR point arrives with `?punto=`. */
export default function SugerenciasPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const captcha = useCaptcha('sugerencia');
  const puntos = usePuntosSugerencias();
  const [f, setF] = useState({ buzonSugerenciaId: params.get('punto') ?? '', tipo: 'sugerencia' as Tipo, texto: '', nombre: '', email: '' });
  const [error, setError] = useState<ApiError | null>(null);
  const [sent, setSent] = useState(false);
  const send = async () => {
    setError(null);
    try {
      await dejarSugerencia({ ...f, buzonSugerenciaId: f.buzonSugerenciaId ? Number(f.buzonSugerenciaId) : null, token: await captcha.token() });
      setSent(true);
    } catch (e) {
      setError(e as ApiError);
      captcha.reset();
    }
  };
  const fe = (k: string) => error?.fields[k];
  return (
    <PublicShell title={t('suggestions.title')}>
      {sent ? (
        <Alert severity="success">{t('suggestions.thanks')}</Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              {error && <Alert severity="error">{error.message}</Alert>}
              <TextField
                select
                label={t('suggestions.point')}
                value={f.buzonSugerenciaId}
                onChange={(e) => setF({ ...f, buzonSugerenciaId: String(e.target.value) })}
              >
                <MenuItem value="">—</MenuItem>
                {(puntos.data ?? []).map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {p.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label={t('suggestions.kind')} value={f.tipo} onChange={(e) => setF({ ...f, tipo: e.target.value as Tipo })}>
                {(['sugerencia', 'queja', 'felicitacion'] as const).map((k) => (
                  <MenuItem key={k} value={k}>
                    {t(`suggestions.${k}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('suggestions.text')}
                required
                multiline
                minRows={4}
                value={f.texto}
                onChange={(e) => setF({ ...f, texto: e.target.value })}
                error={!!fe('texto')}
                helperText={fe('texto')}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField label={t('suggestions.name')} value={f.nombre} onChange={(e) => setF({ ...f, nombre: e.target.value })} sx={{ flex: 1 }} />
                <TextField
                  label={t('suggestions.email')}
                  type="email"
                  value={f.email}
                  onChange={(e) => setF({ ...f, email: e.target.value })}
                  error={!!fe('email')}
                  helperText={fe('email') ?? t('suggestions.optional')}
                  sx={{ flex: 1 }}
                />
              </Stack>
              {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ minHeight: 78 }} />}
              <Button variant="contained" sx={{ alignSelf: 'end' }} disabled={f.texto.trim().length < 10} onClick={() => void send()}>
                {t('suggestions.send')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </PublicShell>
  );
}
