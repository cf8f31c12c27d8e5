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
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { rolIn, rolLabels } from '@claustro/domain/seguridad/usuario.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormSwitch, FormText } from '../../platform/form-fields.tsx';
import { rolLabel, type Rol } from './pickers.tsx';
import { useRoles, useSaveRol } from './api.ts';

const blank = { rolDescripcion: '', rolDescripcionIngles: '', estatus: true };

/** `/seguridad/roles`: the roles users hold. What each opens is set on the permissions screen. */
export default function RolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const saveRol = useSaveRol();
  /** The role being edited: its id, or 'new'; null when the dialog is closed. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useContractForm(rolIn, rolLabels, blank);
  const open = (r: Rol | 'new') => {
    setGeneral(null);
    reset(r === 'new' ? blank : { rolDescripcion: r.rolDescripcion, rolDescripcionIngles: r.rolDescripcionIngles, estatus: r.estatus });
    setEditing(r === 'new' ? 'new' : r.rolId);
  };
  const save = handleSubmit(async (body) => {
    try {
      await saveRol.mutateAsync({ rolId: editing === 'new' ? undefined : (editing as number), body });
      setEditing(null);
    } catch (e) {
      setGeneral(applyServerErrors(e, setError));
    }
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('security.roles')}
        </Typography>
        <Button variant="contained" onClick={() => open('new')}>
          {t('app.new')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        <List disablePadding>
          {roles.data?.map((r) => (
            <ListItem key={r.rolId} disablePadding divider>
              <ListItemButton onClick={() => open(r)}>
                <ListItemText primary={`${r.rolId} · ${rolLabel(r)}`} secondary={r.esEstudiante ? t('security.studentSelfService') : undefined} />
                <Chip size="small" color={r.estatus ? 'success' : 'default'} label={r.estatus ? t('app.active') : t('app.inactive')} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="xs">
        <DialogTitle>{editing === 'new' ? t('app.new') : t('app.edit')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {general && <Alert severity="error">{general}</Alert>}
            <FormText control={control} name="rolDescripcion" label={t('security.description')} required />
            <FormText control={control} name="rolDescripcionIngles" label={t('security.descriptionEn')} required />
            <FormSwitch control={control} name="estatus" label={t('app.active')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{t('app.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={formState.isSubmitting}>
            {t('app.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
