import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from '../../platform/LanguageButton.tsx';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, TextField, Typography } from '@mui/material';
import { ApiError } from '../../platform/api.ts';

/** The password-reset calls load with the dialog that needs them: the sign-in page stays small (no contracts, no zod). */
const sessionCalls = () => import('./api.ts');
import { appConfig } from '../../platform/config.ts';
import { useSession } from '../../platform/session.tsx';
import { useCaptcha } from '../../platform/captcha.ts';
import { startMicrosoftSignIn } from '../../platform/microsoft.ts';

function ForgotPassword({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'ask' | 'code' | 'done'>('ask');
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [clave, setClave] = useState('');
  const [verify, setVerify] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const run = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('login.forgotTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error.message}</Alert>}
          {step === 'ask' && (
            <>
              <Typography variant="body2">{t('login.forgotIntro')}</Typography>
              <TextField label={t('login.username')} value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
            </>
          )}
          {step === 'code' && (
            <>
              <Alert severity="info">{t('login.codeSent')}</Alert>
              <TextField
                label={t('login.code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={!!error?.fields.code}
                helperText={error?.fields.code}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
              />
              <TextField
                type="password"
                label={t('login.newPassword')}
                value={clave}
                onChange={(e) => setClave(e.target.value)}
                error={!!error?.fields.clave}
                helperText={error?.fields.clave ?? t('password.rule')}
                autoComplete="new-password"
              />
              <TextField
                type="password"
                label={t('login.confirmPassword')}
                value={verify}
                onChange={(e) => setVerify(e.target.value)}
                error={!!error?.fields.verifyClave}
                helperText={error?.fields.verifyClave}
                autoComplete="new-password"
              />
            </>
          )}
          {step === 'done' && <Alert severity="success">{t('login.resetDone')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
        {step === 'ask' && (
          <Button
            variant="contained"
            disabled={!username.trim()}
            onClick={() =>
              run(async () => {
                await (await sessionCalls()).olvideClave(username);
                setStep('code');
              })
            }
          >
            {t('login.sendCode')}
          </Button>
        )}
        {step === 'code' && (
          <Button
            variant="contained"
            onClick={() =>
              run(async () => {
                await (await sessionCalls()).restablecerClave({ username, code, clave, verifyClave: verify });
                setStep('done');
              })
            }
          >
            {t('login.reset')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const config = appConfig();
  const { user, login } = useSession();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [clave, setClave] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const captcha = useCaptcha('login');
  if (user) return <Navigate to="/" replace />;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(username, clave, await captcha.token());
      navigate('/', { replace: true });
    } catch (err) {
      captcha.reset();
      setError(err as ApiError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default', position: 'relative' }}>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LanguageButton color="primary" />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Box component="img" src={config.logo} alt="" sx={{ width: 48, height: 48 }} />
              <Box>
                <Typography variant="h6" component="h1">
                  {config.displayName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('login.title')}
                </Typography>
              </Box>
            </Stack>
            {error && (
              <Alert severity="error" role="alert">
                {error.message}
              </Alert>
            )}
            <TextField
              label={t('login.username')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="username"
              autoFocus
              required
              error={!!error?.fields.username}
              helperText={error?.fields.username}
            />
            <TextField
              label={t('login.password')}
              type="password"
              value={clave}
              onChange={(e) => setClave(e.target.value)}
              autoComplete="current-password"
              required
              error={!!error?.fields.clave}
              helperText={error?.fields.clave}
            />
            {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ minHeight: 78 }} />}
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {t('login.submit')}
            </Button>
            {config.microsoft.clientId && (
              <Button
                variant="outlined"
                size="large"
                onClick={() => void startMicrosoftSignIn().catch(() => setError(new ApiError(0, 'office_unavailable', t('login.microsoftState'))))}
              >
                {t('login.microsoft')}
              </Button>
            )}
            <Link component="button" type="button" variant="body2" onClick={() => setForgot(true)}>
              {t('login.forgot')}
            </Link>
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              {config.email} · {config.telefono}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      <ForgotPassword open={forgot} onClose={() => setForgot(false)} />
    </Box>
  );
}
