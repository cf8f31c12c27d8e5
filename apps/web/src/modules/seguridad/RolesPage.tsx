import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Chip, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { rolIn, rolLabels } from '@claustro/domain/seguridad/usuario.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormSwitch, FormText } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { rolLabel, type Rol } from './pickers.tsx';
import { useRoles, useSaveRol } from './api.ts';

const blank = { rolDescripcion: '', rolDescripcionIngles: '', estatus: true };

/** `/seguridad/roles`: the roles users hold. What each opens is set on the permissions screen. */
export default function RolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  /** The role being edited, or 'new'; null when the dialog is closed. */
  const [editing, setEditing] = useState<Rol | 'new' | null>(null);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('security.roles')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('app.new')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        <List disablePadding>
          {roles.data?.map((r) => (
            <ListItem key={r.rolId} disablePadding divider>
              <ListItemButton onClick={() => setEditing(r)}>
                <ListItemText primary={`${r.rolId} · ${rolLabel(r)}`} secondary={r.esEstudiante ? t('security.studentSelfService') : undefined} />
                <Chip size="small" color={r.estatus ? 'success' : 'default'} label={r.estatus ? t('app.active') : t('app.inactive')} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      {editing && <RolDialog rol={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** Names a role in both languages and says whether it is in use. */
function RolDialog({ rol, onClose }: { rol: Rol | null; onClose: () => void }) {
  const { t } = useTranslation();
  const saveRol = useSaveRol();
  const [general, setGeneral] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useContractForm(
    rolIn,
    rolLabels,
    rol ? { rolDescripcion: rol.rolDescripcion, rolDescripcionIngles: rol.rolDescripcionIngles, estatus: rol.estatus } : blank,
  );
  const save = handleSubmit(async (body) => {
    try {
      await saveRol.mutateAsync({ rolId: rol?.rolId, body });
      onClose();
    } catch (e) {
      setGeneral(applyServerErrors(e, setError));
    }
  });
  return (
    <FormDialog
      title={rol ? t('app.edit') : t('app.new')}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={() => void save()}
      busy={formState.isSubmitting}
      error={general}
    >
      <FormText control={control} name="rolDescripcion" label={t('security.description')} required />
      <FormText control={control} name="rolDescripcionIngles" label={t('security.descriptionEn')} required />
      <FormSwitch control={control} name="estatus" label={t('app.active')} />
    </FormDialog>
  );
}
