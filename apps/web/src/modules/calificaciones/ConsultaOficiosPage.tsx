import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import type { OficioConsultado } from '@claustro/domain/calificaciones/oficio.contract';
import type { ApiError } from '../../platform/api.ts';
import { useCaptcha } from '../../platform/captcha.ts';
import { PublicShell } from '../admisiones/PublicShell.tsx';
import { consultarOficio } from './api.ts';

/**
 * `/ConsultaOficios` (public): whoever received an official letter checks it with its number and
 * verification code, typed or brought by its QR (`?numero=&codigo=`); the answer is what the letter
 * is about and whether it stands, or why it is not found.
 */
export default function ConsultaOficiosPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const captcha = useCaptcha('consulta_oficios');
  const [numero, setNumero] = useState(params.get('numero') ?? '');
  const [codigo, setCodigo] = useState(params.get('codigo') ?? '');
  const [answer, setAnswer] = useState<OficioConsultado | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setError(null);
    setAnswer(null);
    setBusy(true);
    try {
      setAnswer(await consultarOficio({ numero, codigo, token: await captcha.token() }));
    } catch (e) {
      setError(e as ApiError);
      captcha.reset();
    } finally {
      setBusy(false);
    }
  };
  return (
    <PublicShell title={t('officialLetters.lookup')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('officialLetters.lookupIntro')}</Typography>
        <Card variant="outlined">
          <CardContent>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              component="form"
              onSubmit={(e) => {
                e.preventDefault();
                void check();
              }}
            >
              <TextField
                label={t('officialLetters.number')}
                value={numero}
                onChange={(e) => setNumero(e.target.value.toUpperCase().slice(0, 20))}
                helperText={error?.fields?.numero ?? t('officialLetters.numberHint')}
                error={!!error?.fields?.numero}
                sx={{ flex: 1 }}
              />
              <TextField
                label={t('validation.code')}
                value={codigo}
                onChange={(e) => setCodigo(e.target.value.toUpperCase().slice(0, 20))}
                helperText={t('validation.hint')}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
              />
              <Button
                type="submit"
                variant="contained"
                disabled={busy || !numero.trim() || codigo.replace(/[\s-]/g, '').length < 12}
                sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}
              >
                {t('validation.check')}
              </Button>
            </Stack>
            {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ mt: 2, minHeight: 78 }} />}
          </CardContent>
        </Card>
        {error && !error.fields?.numero && <Alert severity="error">{error.message}</Alert>}
        {answer && (
          <Alert severity={answer.estado === 'vigente' ? 'success' : 'warning'} data-testid="oficio-consultado">
            <Typography sx={{ fontWeight: 600 }}>{t(`officialLetters.lookupState.${answer.estado}`, { numero: answer.numero })}</Typography>
            <Table size="small" sx={{ mt: 1 }}>
              <TableBody>
                {[
                  { etiqueta: t('officialLetters.date'), valor: answer.fecha },
                  { etiqueta: t('officialLetters.to'), valor: [answer.destinatario, answer.institucion].filter(Boolean).join(' · ') },
                  { etiqueta: t('officialLetters.subject'), valor: answer.asunto },
                  { etiqueta: t('officialLetters.signer'), valor: answer.firmante },
                ].map((l) => (
                  <TableRow key={l.etiqueta}>
                    <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 600, borderColor: 'transparent' }}>
                      {l.etiqueta}
                    </TableCell>
                    <TableCell sx={{ borderColor: 'transparent' }}>{l.valor}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Alert>
        )}
      </Stack>
    </PublicShell>
  );
}
