import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { accesoIn, accesoLabels } from '@claustro/domain/academicos/carrera-acceso.contract';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormCheckbox, FormSelect } from '../../platform/form-fields.tsx';
import { UsuarioPicker, type UsuarioResumen } from '../seguridad/public.ts';
import { useAccesos, useCambiarAcceso } from './api.ts';

/** `/administracion-sistema/carreras-accesos-usuarios`: which careers each user works with. */
export default function CarrerasAccesosPage() {
  const { t } = useTranslation();
  const carreras = useLookup('carrera');
  const [user, setUser] = useState<UsuarioResumen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const grants = useAccesos(user?.usuarioId);
  const { conceder, revocar: remove } = useCambiarAcceso();
  const blank = { carreraId: '', usuarioId: 0, coordinador: false, director: false };
  const { control, handleSubmit, reset, setError: setFieldError, watch } = useContractForm(accesoIn, accesoLabels, blank);
  const add = handleSubmit(async (body) => {
    try {
      await conceder.mutateAsync(body);
      setError(null);
      reset({ ...blank, usuarioId: user!.usuarioId });
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });
  const choose = (u: UsuarioResumen | null) => {
    setUser(u);
    setError(null);
    reset({ ...blank, usuarioId: u?.usuarioId ?? 0 });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Typography variant="h5" component="h1">
        {t('access.title')}
      </Typography>
      <UsuarioPicker label={t('security.pickUser')} onChange={choose} />
      {error && <Alert severity="error">{error}</Alert>}
      {user && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <FormSelect control={control} name="carreraId" label={t('access.career')} options={carreras.options} sx={{ minWidth: 240 }} />
                <FormCheckbox control={control} name="coordinador" label={t('access.coordinator')} />
                <FormCheckbox control={control} name="director" label={t('access.director')} />
                <Button variant="contained" disabled={watch('carreraId') === '' || conceder.isPending} onClick={add}>
                  {t('profile.add')}
                </Button>
              </Stack>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('access.career')}</TableCell>
                    <TableCell>{t('access.coordinator')}</TableCell>
                    <TableCell>{t('access.director')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {grants.data?.map((g) => (
                    <TableRow key={g.id}>
                      <TableCell>
                        {g.carrDescripcion} ({g.carrAlias})
                      </TableCell>
                      <TableCell>{g.coordinador ? t('app.yes') : t('app.no')}</TableCell>
                      <TableCell>{g.director ? t('app.yes') : t('app.no')}</TableCell>
                      <TableCell align="right">
                        <IconButton aria-label={t('profile.remove')} onClick={() => remove.mutate(g.id)}>
                          <DeleteIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
