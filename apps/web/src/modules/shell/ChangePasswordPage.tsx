import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { sesionApi, sesionLabels } from '@claustro/domain/login/sesion.contract';
import { confirmedPassword } from '@claustro/domain/seguridad/password.rules';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormText } from '../../platform/form-fields.tsx';
import { useSession } from '../../platform/session.tsx';
import { cambiarClave } from './api.ts';

const schema = confirmedPassword(sesionApi.cambiarClave.body);

/** `/seguridad/cambiar-clave`: the user's own password (forced when it expired). */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { user, adopt } = useSession();
  const navigate = useNavigate();
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { control, handleSubmit, setError, formState } = useContractForm(
    schema,
    sesionLabels,
    { claveActual: '', nuevaClave: '', confirmarClave: '' },
    'onTouched',
  );
  // Home a moment after the change is confirmed, unless the guard has already sent the user elsewhere
  // (a student whose data must be confirmed first): leaving the page cancels it, so a form the user
  // has started there is never swept away.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), 800);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  const submit = handleSubmit(async (body) => {
    setGeneral(null);
    try {
      adopt(await cambiarClave(body));
      setDone(true);
    } catch (err) {
      setGeneral(applyServerErrors(err, setError));
    }
  });
  return (
    <Card sx={{ maxWidth: 480, mx: 'auto' }}>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('password.title')}
          </Typography>
          {user?.expiredPassword && <Alert severity="warning">{t('password.expired')}</Alert>}
          {general && <Alert severity="error">{general}</Alert>}
          {done && <Alert severity="success">{t('password.done')}</Alert>}
          <FormText control={control} name="claveActual" type="password" label={t('password.current')} autoComplete="current-password" required />
          <FormText
            control={control}
            name="nuevaClave"
            type="password"
            label={t('password.new')}
            helperText={t('password.rule')}
            autoComplete="new-password"
            required
          />
          <FormText control={control} name="confirmarClave" type="password" label={t('password.confirm')} autoComplete="new-password" required />
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('app.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
