import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { entrarConOffice365 } from './api.ts';
import { readMicrosoftAnswer } from '../../platform/microsoft.ts';
import { useSession } from '../../platform/session.tsx';

/** `/login-office365`: Microsoft sends the user back here with an ID token, exchanged for a session. */
export default function Office365Page() {
  const { t } = useTranslation();
  const { adopt } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const answer = readMicrosoftAnswer(window.location.hash);
    window.history.replaceState(null, '', window.location.pathname); // the token leaves the address bar
    if (!answer) return setError(t('login.microsoftState'));
    if ('error' in answer) return setError(answer.error);
    entrarConOffice365({ tokenOffice: answer.idToken, nonce: answer.nonce }).then(
      (tokens) => {
        adopt(tokens);
        navigate('/', { replace: true });
      },
      (err: ApiError) => setError(err.message),
    );
  }, [adopt, navigate, t]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 440, width: '100%' }}>
        {error ? (
          <Stack spacing={2}>
            <Alert severity="error" role="alert">
              {error}
            </Alert>
            <Button component={RouterLink} to="/login" variant="contained">
              {t('login.backToLogin')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress />
            <Typography>{t('login.microsoftWorking')}</Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
