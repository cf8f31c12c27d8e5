import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import type { DocumentoValidado } from '@claustro/domain/documentos/validacion.contract';
import type { ApiError } from '../../platform/api.ts';
import { useCaptcha } from '../../platform/captcha.ts';
import { PublicShell } from '../admisiones/PublicShell.tsx';
import { validarDocumento } from './api.ts';

/**
 * `/validacion-titulo` (public): whoever holds a document the institution issued checks its code,
 * typed or brought by the document's QR (`?codigo=`); the answer is what the document states, or why
 * the code does not vouch for it.
 */
export default function ValidacionTituloPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const captcha = useCaptcha('validacion_titulo');
  const [codigo, setCodigo] = useState(params.get('codigo') ?? '');
  const [answer, setAnswer] = useState<DocumentoValidado | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setError(null);
    setAnswer(null);
    setBusy(true);
    try {
      setAnswer(await validarDocumento({ codigo, token: await captcha.token() }));
    } catch (e) {
      setError((e as ApiError).message);
      captcha.reset();
    } finally {
      setBusy(false);
    }
  };
  return (
    <PublicShell title={t('validation.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('validation.intro')}</Typography>
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
                disabled={busy || codigo.replace(/[\s-]/g, '').length < 12}
                sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}
              >
                {t('validation.check')}
              </Button>
            </Stack>
            {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ mt: 2, minHeight: 78 }} />}
          </CardContent>
        </Card>
        {error && <Alert severity="error">{error}</Alert>}
        {answer && (
          <Alert severity="success" data-testid="documento-valido">
            <Typography sx={{ fontWeight: 600 }}>{t('validation.valid', { codigo: answer.codigo, fecha: answer.emitidoEn })}</Typography>
            <Table size="small" sx={{ mt: 1 }}>
              <TableBody>
                {[
                  { etiqueta: t('validation.name'), valor: answer.nombre },
                  { etiqueta: t('validation.matricula'), valor: answer.matricula },
                  { etiqueta: t('validation.career'), valor: `${answer.carrera} · ${answer.sede}` },
                  ...answer.contenido,
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
