import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { api, ApiError } from '../../platform/api.ts';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { UsuarioPicker, type UsuarioResumen } from '../seguridad/pickers.tsx';
import type { Acceso } from '@claustro/domain/academicos/carrera-acceso.contract';

const base = '/api/administracion-sistema/carreras-usuarios-accesos';

/** `/administracion-sistema/carreras-accesos-usuarios`: which careers each user works with. */
export default function CarrerasAccesosPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const carreras = useLookup('carrera');
  const [user, setUser] = useState<UsuarioResumen | null>(null);
  const [carreraId, setCarreraId] = useState<number | ''>('');
  const [coordinador, setCoordinador] = useState(false);
  const [director, setDirector] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const grants = useQuery({ queryKey: ['accesos', user?.usuarioId], queryFn: () => api<Acceso[]>(`${base}/usuario/${user!.usuarioId}`), enabled: !!user });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['accesos'] });
  const add = useMutation({
    mutationFn: () => api(base, { method: 'POST', body: { carreraId, usuarioId: user!.usuarioId, coordinador, director } }),
    onSuccess: () => {
      setError(null);
      setCarreraId('');
      refresh();
    },
    onError: (e: ApiError) => setError(e.message),
  });
  const remove = useMutation({ mutationFn: (id: number) => api(`${base}/${id}`, { method: 'DELETE' }), onSuccess: refresh });
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
                <Button variant="contained" disabled={carreraId === '' || add.isPending} onClick={() => add.mutate()}>
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
