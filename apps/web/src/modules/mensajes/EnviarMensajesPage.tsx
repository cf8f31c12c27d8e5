import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert, Autocomplete, Button, Card, CardContent, Checkbox, FormControlLabel, LinearProgress, MenuItem, Stack, TextField, Typography,
} from '@mui/material';
import { api, ApiError } from '../../platform/api.ts';
import { useLookup } from '../resources/useLookup.ts';
import { rolLabel, useRoles, type UsuarioResumen } from '../seguridad/pickers.tsx';

interface Progress {
  envioId: number;
  total: number;
  correo: boolean;
  correosEnCola: number;
  correosEnviados: number;
  correosFallidos: number;
}
interface Plantilla {
  plantillaMensajeId: number;
  plMeNombre: string;
  plMeAsunto: string;
  plMeTexto: string;
  estatus: boolean;
}

/** `/administracion-sistema/mensajes`: a message to users, roles or campuses, by notification and e-mail. */
export default function EnviarMensajesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const sedes = useLookup('sede');
  const [text, setText] = useState('');
  const [asunto, setAsunto] = useState('');
  const [usuarios, setUsuarios] = useState<UsuarioResumen[]>([]);
  const [rolIds, setRolIds] = useState<number[]>([]);
  const [sedeIds, setSedeIds] = useState<number[]>([]);
  const [correo, setCorreo] = useState(false);
  const [search, setSearch] = useState('');
  const [envio, setEnvio] = useState<Progress | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const found = useQuery({
    queryKey: ['usuarios-buscar', search],
    queryFn: () => api<UsuarioResumen[]>('/api/seguridad/usuarios', { query: { value: search, pageSize: 20 } }),
  });
  const plantillas = useQuery({
    queryKey: ['plantillas'],
    queryFn: () => api<Plantilla[]>('/api/administracion-sistema/plantillas-mensajes', { query: { activos: 'true' } }),
  });
  // E-mail copies go out in the background: follow them until none is left in the queue.
  const progress = useQuery({
    queryKey: ['envio', envio?.envioId],
    queryFn: () => api<Progress>(`/api/administracion-sistema/mensajes/envios/${envio!.envioId}`),
    enabled: !!envio?.correo,
    refetchInterval: (q) => (q.state.data && q.state.data.correosEnCola === 0 && q.state.data.correosEnviados + q.state.data.correosFallidos >= q.state.data.total ? false : 1500),
  });
  const send = useMutation({
    mutationFn: () =>
      api<Progress>('/api/administracion-sistema/mensajes', {
        method: 'POST',
        body: { mensaje: text, asunto: asunto || null, usuarios: usuarios.map((u) => u.usuarioId), roles: rolIds, sedes: sedeIds, correo },
      }),
    onMutate: () => setError(null),
    onSuccess: (p) => setEnvio(p),
    onError: (e: ApiError) => setError(e),
  });
  const p = progress.data ?? envio;
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Typography variant="h5" component="h1">{t('messages.send')}</Typography>
      {error && <Alert severity="error">{error.message}{Object.values(error.fields).length ? `: ${Object.values(error.fields).join(' ')}` : ''}</Alert>}
      {p && (
        <Alert severity="success">
          {t('messages.sent', { count: p.total })}
          {p.correo && ` ${t('messages.progress', { sent: p.correosEnviados, queued: p.correosEnCola, failed: p.correosFallidos, total: p.total })}`}
          {p.correo && <LinearProgress variant="determinate" value={p.total ? (100 * (p.correosEnviados + p.correosFallidos)) / p.total : 100} sx={{ mt: 1 }} />}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <TextField select label={t('messages.template')} value="" onChange={(e) => {
              const tpl = plantillas.data?.find((x) => x.plantillaMensajeId === Number(e.target.value));
              if (tpl) {
                setAsunto(tpl.plMeAsunto);
                setText(tpl.plMeTexto);
              }
            }}>
              {plantillas.data?.map((x) => <MenuItem key={x.plantillaMensajeId} value={x.plantillaMensajeId}>{x.plMeNombre}</MenuItem>)}
            </TextField>
            <TextField label={t('messages.subject')} value={asunto} onChange={(e) => setAsunto(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TextField label={t('messages.text')} required multiline minRows={3} value={text} onChange={(e) => setText(e.target.value)} error={!!error?.fields.mensaje} helperText={error?.fields.mensaje} slotProps={{ htmlInput: { maxLength: 4000 } }} />
            <Autocomplete
              multiple
              options={found.data ?? []}
              value={usuarios}
              filterOptions={(x) => x}
              isOptionEqualToValue={(a, b) => a.usuarioId === b.usuarioId}
              getOptionLabel={(u) => `${u.usuaNombre} — ${u.persNombres} ${u.persApellidos}`}
              onInputChange={(_, v) => setSearch(v)}
              onChange={(_, v) => setUsuarios(v)}
              renderInput={(params) => <TextField {...params} label={t('messages.users')} error={!!error?.fields.usuarios} />}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label={t('messages.roles')} value={rolIds} slotProps={{ select: { multiple: true } }} onChange={(e) => setRolIds(e.target.value as unknown as number[])}>
                {roles.data?.map((r) => <MenuItem key={r.rolId} value={r.rolId}>{rolLabel(r)}</MenuItem>)}
              </TextField>
              <TextField select label={t('messages.campuses')} value={sedeIds} slotProps={{ select: { multiple: true } }} onChange={(e) => setSedeIds(e.target.value as unknown as number[])}>
                {sedes.options.map((s) => <MenuItem key={s.id} value={s.id}>{s.label}</MenuItem>)}
              </TextField>
            </Stack>
            <FormControlLabel control={<Checkbox checked={correo} onChange={(e) => setCorreo(e.target.checked)} />} label={t('messages.byEmail')} />
            <Button variant="contained" sx={{ alignSelf: 'end' }} disabled={!text.trim() || send.isPending} onClick={() => send.mutate()}>{t('messages.sendNow')}</Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
