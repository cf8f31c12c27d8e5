import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { seguridadApi, usuarioLabels } from '@claustro/domain/seguridad/usuario.contract';
import { confirmedPassword } from '@claustro/domain/seguridad/password.rules';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormSwitch, FormText } from '../../platform/form-fields.tsx';
import { useSetPassword } from './api.ts';
import { UsuarioPicker, type UsuarioResumen } from './pickers.tsx';

const schema = confirmedPassword(seguridadApi.claveDeUsuario.body);
const blank = { nuevaClave: '', confirmarClave: '', usuaCambiaClave: true };

/** `/seguridad/usr-cambiar-clave`: an administrator sets another user's password. */
export default function AdminPasswordPage() {
  const { t } = useTranslation();
  const [user, setUser] = useState<UsuarioResumen | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const setPassword = useSetPassword();
  const { control, handleSubmit, reset, setError, formState } = useContractForm(schema, usuarioLabels, blank, 'onTouched');
  const save = handleSubmit(async (body) => {
    try {
      await setPassword.mutateAsync({ usuarioId: user!.usuarioId, body });
      setResult({ ok: true, text: t('password.done') });
      reset(blank);
    } catch (e) {
      setResult({ ok: false, text: applyServerErrors(e, setError) });
    }
  });
  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('security.setPassword')}
          </Typography>
          {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
          <UsuarioPicker label={t('security.pickUser')} onChange={setUser} />
          <FormText control={control} name="nuevaClave" type="password" label={t('password.new')} helperText={t('password.rule')} autoComplete="new-password" />
          <FormText control={control} name="confirmarClave" type="password" label={t('password.confirm')} autoComplete="new-password" />
          <FormSwitch control={control} name="usuaCambiaClave" label={t('security.mustChange')} />
          <Button variant="contained" disabled={!user || formState.isSubmitting} onClick={save}>
            {t('app.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
