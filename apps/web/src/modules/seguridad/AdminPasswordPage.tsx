import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { isStrongPassword } from '@claustro/domain/seguridad/password.rules';
import type { ApiError } from '../../platform/api.ts';
import { useSetPassword } from './api.ts';
import { UsuarioPicker, type UsuarioResumen } from './pickers.tsx';

/** `/seguridad/usr-cambiar-clave`: an administrator sets another user's password. */
export default function AdminPasswordPage() {
  const { t } = useTranslation();
  const [user, setUser] = useState<UsuarioResumen | null>(null);
  const [nuevaClave, setNueva] = useState('');
  const [confirmarClave, setConfirmar] = useState('');
  const [usuaCambiaClave, setCambia] = useState(true);
  const [result, setResult] = useState<{ ok: boolean; text: string; fields?: Record<string, string> } | null>(null);
  const setPassword = useSetPassword();
  const weak = nuevaClave !== '' && !isStrongPassword(nuevaClave);
  const mismatch = confirmarClave !== '' && confirmarClave !== nuevaClave;
  const save = async () => {
    try {
      await setPassword.mutateAsync({ usuarioId: user!.usuarioId, body: { nuevaClave, confirmarClave, usuaCambiaClave } });
      setResult({ ok: true, text: t('password.done') });
      setNueva('');
      setConfirmar('');
    } catch (e) {
      setResult({ ok: false, text: (e as ApiError).message, fields: (e as ApiError).fields });
    }
  };
  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('security.setPassword')}
          </Typography>
          {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
          <UsuarioPicker label={t('security.pickUser')} onChange={setUser} />
          <TextField
            type="password"
            label={t('password.new')}
            value={nuevaClave}
            onChange={(e) => setNueva(e.target.value)}
            error={weak || !!result?.fields?.nuevaClave}
            helperText={result?.fields?.nuevaClave ?? t('password.rule')}
            autoComplete="new-password"
          />
          <TextField
            type="password"
            label={t('password.confirm')}
            value={confirmarClave}
            onChange={(e) => setConfirmar(e.target.value)}
            error={mismatch}
            helperText={mismatch ? t('password.mismatch') : undefined}
            autoComplete="new-password"
          />
          <FormControlLabel control={<Switch checked={usuaCambiaClave} onChange={(e) => setCambia(e.target.checked)} />} label={t('security.mustChange')} />
          <Button variant="contained" disabled={!user || weak || mismatch || !nuevaClave} onClick={save}>
            {t('app.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
