import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { rolLabel, type Rol } from './pickers.tsx';
import { useRoles, useSaveRol } from './api.ts';

type Draft = Pick<Rol, 'rolDescripcion' | 'rolDescripcionIngles' | 'estatus'> & { rolId?: number };

/** `/seguridad/roles`: the roles users hold. What each opens is set on the permissions screen. */
export default function RolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const saveRol = useSaveRol();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const save = async () => {
    setError(null);
    try {
      const body = { rolDescripcion: draft!.rolDescripcion, rolDescripcionIngles: draft!.rolDescripcionIngles, estatus: draft!.estatus };
      await saveRol.mutateAsync({ rolId: draft!.rolId, body });
      setDraft(null);
    } catch (e) {
      setError(e as ApiError);
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('security.roles')}
        </Typography>
        <Button variant="contained" onClick={() => setDraft({ rolDescripcion: '', rolDescripcionIngles: '', estatus: true })}>
          {t('app.new')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        <List disablePadding>
          {roles.data?.map((r) => (
            <ListItemButton key={r.rolId} divider onClick={() => setDraft(r)}>
              <ListItemText primary={`${r.rolId} · ${rolLabel(r)}`} secondary={r.esEstudiante ? t('security.studentSelfService') : undefined} />
              <Chip size="small" color={r.estatus ? 'success' : 'default'} label={r.estatus ? t('app.active') : t('app.inactive')} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Dialog open={!!draft} onClose={() => setDraft(null)} fullWidth maxWidth="xs">
        <DialogTitle>{draft?.rolId ? t('app.edit') : t('app.new')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error.message}</Alert>}
            <TextField
              label={t('security.description')}
              required
              value={draft?.rolDescripcion ?? ''}
              onChange={(e) => setDraft({ ...draft!, rolDescripcion: e.target.value })}
              error={!!error?.fields.rolDescripcion}
              helperText={error?.fields.rolDescripcion}
            />
            <TextField
              label={t('security.descriptionEn')}
              required
              value={draft?.rolDescripcionIngles ?? ''}
              onChange={(e) => setDraft({ ...draft!, rolDescripcionIngles: e.target.value })}
              error={!!error?.fields.rolDescripcionIngles}
              helperText={error?.fields.rolDescripcionIngles}
            />
            <FormControlLabel
              control={<Switch checked={draft?.estatus ?? true} onChange={(e) => setDraft({ ...draft!, estatus: e.target.checked })} />}
              label={t('app.active')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft(null)}>{t('app.cancel')}</Button>
          <Button variant="contained" onClick={save}>
            {t('app.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
