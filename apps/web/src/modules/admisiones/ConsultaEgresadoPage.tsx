import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { consultarEgresado } from './api.ts';
import { useCaptcha } from '../../platform/captcha.ts';
import { PublicShell } from '../../platform/PublicShell.tsx';
import type { ConsultaEgresado } from '@claustro/domain/academicos/egresado.contract';

type Respuesta = ConsultaEgresado;

/** `/consulta/estudiante-egresado`: a verifier asks whether someone graduated here, by identification or matrícula. */
export default function ConsultaEgresadoPage() {
  const { t } = useTranslation();
  const captcha = useCaptcha('consulta_egresado');
  const [documento, setDocumento] = useState('');
  const [answer, setAnswer] = useState<Respuesta | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    setError(null);
    try {
      setAnswer(await consultarEgresado({ documento, token: await captcha.token() }));
    } catch (e) {
      setAnswer(null);
      setError((e as ApiError).message);
      captcha.reset();
    }
  };
  return (
    <PublicShell title={t('graduate.title')}>
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('graduate.document')}
                value={documento}
                onChange={(e) => setDocumento(e.target.value.replace(/[^A-Za-z0-9-]/g, ''))}
                helperText={t('graduate.hint')}
                sx={{ flex: 1 }}
              />
              <Button variant="contained" disabled={documento.length < 4} onClick={() => void ask()} sx={{ alignSelf: { sm: 'center' } }}>
                {t('app.search')}
              </Button>
            </Stack>
            {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ mt: 2, minHeight: 78 }} />}
          </CardContent>
        </Card>
        {error && <Alert severity="error">{error}</Alert>}
        {answer && (
          <Alert severity={answer.egresado ? 'success' : 'info'} data-testid="respuesta">
            {answer.egresado ? (
              <>
                <Typography>{t('graduate.yes', { name: answer.nombre })}</Typography>
                {answer.titulos.map((x, i) => (
                  <Typography key={i}>
                    • {x.titulo ?? x.carrera} ({x.carrera}, {x.sede})
                  </Typography>
                ))}
              </>
            ) : (
              t('graduate.no')
            )}
          </Alert>
        )}
      </Stack>
    </PublicShell>
  );
}
