import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { UsuarioPicker, type UsuarioResumen } from '../seguridad/pickers.tsx';
import { useAccesos, useCambiarAcceso } from './api.ts';

/** `/administracion-sistema/carreras-accesos-usuarios`: which careers each user works with. */
export default function CarrerasAccesosPage() {
  const { t } = useTranslation();
  const carreras = useLookup('carrera');
  const [user, setUser] = useState<UsuarioResumen | null>(null);
  const [carreraId, setCarreraId] = useState<number | ''>('');
  const [coordinador, setCoordinador] = useState(false);
  const [director, setDirector] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const grants = useAccesos(user?.usuarioId);
  const { conceder, revocar: remove } = useCambiarAcceso();
  const add = () =>
    conceder.mutate(
      { carreraId: carreraId as number, usuarioId: user!.usuarioId, coordinador, director },
      {
        onSuccess: () => {
          setError(null);
          setCarreraId('');
        },
        onError: (e) => setError(e.message),
      },
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Typography variant="h5" component="h1">
        {t('access.title')}
      </Typography>
      <UsuarioPicker label={t('security.pickUser')} onChange={setUser} />
      {error && <Alert severity="error">{error}</Alert>}
      {user && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <TextField select label={t('access.career')} value={carreraId} onChange={(e) => setCarreraId(Number(e.target.value))}>
                  {carreras.options.map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {c.label}
                    </MenuItem>
                  ))}
                </TextField>
                <FormControlLabel
                  control={<Checkbox checked={coordinador} onChange={(e) => setCoordinador(e.target.checked)} />}
                  label={t('access.coordinator')}
                />
                <FormControlLabel control={<Checkbox checked={director} onChange={(e) => setDirector(e.target.checked)} />} label={t('access.director')} />
                <Button variant="contained" disabled={carreraId === '' || conceder.isPending} onClick={add}>
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
