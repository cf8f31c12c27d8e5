import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Typography } from '@mui/material';
import { GrantEditor } from './GrantEditor.tsx';
import { RolPicker } from './pickers.tsx';

/** `/seguridad/proceso-permiso-usuarios`: the screens each role opens. */
export default function PermisosRolPage() {
  const { t } = useTranslation();
  const [rolId, setRolId] = useState<number | ''>('');
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('security.grantsRole')}
      </Typography>
      <RolPicker label={t('security.pickRole')} value={rolId} onChange={setRolId} />
      {rolId !== '' && <GrantEditor key={rolId} owner={{ rolId }} />}
    </Stack>
  );
}
