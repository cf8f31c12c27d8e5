import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { isStrongPassword } from '@claustro/domain/seguridad/password.rules';
import type { ApiError } from '../../platform/api.ts';
import { cambiarClave } from './api.ts';
import { useSession } from '../../platform/session.tsx';

/** `/seguridad/cambiar-clave`: the user's own password (forced when it expired). */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { user, adopt } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState({ claveActual: '', nuevaClave: '', confirmarClave: '' });
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);
  const weak = form.nuevaClave !== '' && !isStrongPassword(form.nuevaClave);
  const mismatch = form.confirmarClave !== '' && form.confirmarClave !== form.nuevaClave;
  const field = (name: keyof typeof form, label: string, helper?: string, bad?: boolean) => (
    <TextField
      type="password"
      label={label}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      error={bad || !!error?.fields[name]}
      helperText={error?.fields[name] ?? helper}
      autoComplete={name === 'claveActual' ? 'current-password' : 'new-password'}
      required
    />
  );
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      adopt(await cambiarClave(form));
      setDone(true);
      setTimeout(() => navigate('/', { replace: true }), 800);
    } catch (err) {
      setError(err as ApiError);
    }
  };
  return (
    <Card sx={{ maxWidth: 480, mx: 'auto' }}>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('password.title')}
          </Typography>
          {user?.expiredPassword && <Alert severity="warning">{t('password.expired')}</Alert>}
          {error && <Alert severity="error">{error.message}</Alert>}
          {done && <Alert severity="success">{t('password.done')}</Alert>}
          {field('claveActual', t('password.current'))}
          {field('nuevaClave', t('password.new'), t('password.rule'), weak)}
          {field('confirmarClave', t('password.confirm'), mismatch ? t('password.mismatch') : undefined, mismatch)}
          <Button type="submit" variant="contained" disabled={weak || mismatch || !form.claveActual || !form.nuevaClave}>
            {t('app.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
