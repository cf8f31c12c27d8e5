import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Typography } from '@mui/material';
import { GrantEditor } from './GrantEditor.tsx';
import { UsuarioPicker, type UsuarioResumen } from './pickers.tsx';

/** `/seguridad/agregar-permiso-usuario-seleccion`: screens granted to one user beyond their role. */
export default function PermisosUsuarioPage() {
  const { t } = useTranslation();
  const [user, setUser] = useState<UsuarioResumen | null>(null);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('security.grantsUser')}
      </Typography>
      <UsuarioPicker label={t('security.pickUser')} onChange={setUser} />
      {user && <GrantEditor key={user.usuarioId} owner={{ usuarioId: user.usuarioId }} />}
    </Stack>
  );
}
