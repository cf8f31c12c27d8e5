import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { PublicShell } from '../../platform/PublicShell.tsx';
import type { ApiError } from '../../platform/api.ts';
import { useCaptcha } from '../../platform/captcha.ts';

/**
 * A public check (a document's code, an official letter's number and code): the captcha's token taken
 * when it runs, the answer or the error, and whether it is under way; a failed check resets the captcha.
 */
export function usePublicCheck<T>(action: string, run: (token: string | null) => Promise<T>) {
  const captcha = useCaptcha(action);
  const [answer, setAnswer] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setError(null);
    setAnswer(null);
    setBusy(true);
    try {
      setAnswer(await run(await captcha.token()));
    } catch (e) {
      setError(e as ApiError);
      captcha.reset();
    } finally {
      setBusy(false);
    }
  };
  return { captcha, answer, error, busy, check };
}

/** What a checked document states, line by line: its label and its value. */
export function CheckLines({ lines }: { lines: { etiqueta: string; valor: string }[] }) {
  return (
    <Table size="small" sx={{ mt: 1 }}>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={l.etiqueta}>
            <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 600, borderColor: 'transparent' }}>
              {l.etiqueta}
            </TableCell>
            <TableCell sx={{ borderColor: 'transparent' }}>{l.valor}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A public check's page: what it is for, the fields typed (or brought by a QR's link) with the check
 * button and the captcha, then why it failed (`hideError`: the fields show it) or what it found.
 */
export function PublicCheckPage<T>(props: {
  title: string;
  intro: string;
  check: ReturnType<typeof usePublicCheck<T>>;
  ready: boolean;
  hideError?: boolean;
  children: ReactNode;
  result: (answer: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { captcha, answer, error, busy, check } = props.check;
  return (
    <PublicShell title={props.title}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{props.intro}</Typography>
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
              {props.children}
              <Button type="submit" variant="contained" disabled={busy || !props.ready} sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}>
                {t('validation.check')}
              </Button>
            </Stack>
            {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ mt: 2, minHeight: 78 }} />}
          </CardContent>
        </Card>
        {error && !props.hideError && <Alert severity="error">{error.message}</Alert>}
        {answer && props.result(answer)}
      </Stack>
    </PublicShell>
  );
}

/** A verification code as typed: upper case, at most 20 characters; it may be checked once it has its twelve. */
const codigoTecleado = (v: string) => v.toUpperCase().slice(0, 20);

/** The verification code's field, as every public check asks for it. */
export function CodigoField({ value, onChange }: { value: string; onChange: (codigo: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('validation.code')}
      value={value}
      onChange={(e) => onChange(codigoTecleado(e.target.value))}
      helperText={t('validation.hint')}
      sx={{ flex: 1 }}
      slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
    />
  );
}
export const codigoCompleto = (v: string) => v.replace(/[\s-]/g, '').length >= 12;
