import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { api, ApiError } from '../../platform/api.ts';
import { useLookup } from '../resources/useLookup.ts';
import { PersonAvatar } from './PersonAvatar.tsx';

interface Perfil {
  personaId: number;
  persNombres: string;
  persApellidos: string;
  usuaNombre: string;
  usuaEmail: string;
  persFoto: string | null;
  telefonos: { tipoTelefonoId: number; peTeTelefono: string }[];
  emails: { tipoEmailId: number; peEmEmail: string }[];
  direcciones: { paisId: number | null; provinciaId: number | null; peDiDireccion: string }[];
}

/** The user's own personal data: photo, phones, e-mails and addresses. */
export default function PersonalDataPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const perfil = useQuery({ queryKey: ['perfil'], queryFn: () => api<Perfil>('/api/seguridad/perfil') });
  const tiposTel = useLookup('tipoTelefono');
  const tiposEmail = useLookup('tipoEmail');
  const paises = useLookup('pais');
  const [draft, setDraft] = useState<Pick<Perfil, 'telefonos' | 'emails' | 'direcciones'> | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string; fields?: Record<string, string> } | null>(null);
  useEffect(() => {
    if (perfil.data && !draft) setDraft({ telefonos: perfil.data.telefonos, emails: perfil.data.emails, direcciones: perfil.data.direcciones });
  }, [perfil.data, draft]);

  const save = useMutation({
    mutationFn: () => api<Perfil>('/api/seguridad/perfil', { method: 'PUT', body: draft }),
    onSuccess: (data) => {
      qc.setQueryData(['perfil'], data);
      setMessage({ ok: true, text: t('app.saved') });
    },
    onError: (e: ApiError) => setMessage({ ok: false, text: e.message, fields: e.fields }),
  });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('personaId', String(perfil.data!.personaId));
      form.append('file', file);
      return api('/api/seguridad/usuarios/user-image', { method: 'POST', body: form });
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['perfil'] }),
    onError: (e: ApiError) => setMessage({ ok: false, text: e.message }),
  });
  if (!perfil.data || !draft) return null;
  const p = perfil.data;
  const err = (key: string) => message?.fields?.[key];
  const set = <K extends keyof typeof draft>(k: K, v: (typeof draft)[K]) => setDraft({ ...draft, [k]: v });

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1">{t('profile.title')}</Typography>
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <PersonAvatar photo={p.persFoto} name={p.persNombres} sx={{ width: 96, height: 96 }} />
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h6">{p.persNombres} {p.persApellidos}</Typography>
              <Typography color="text.secondary">{p.usuaNombre} · {p.usuaEmail}</Typography>
              <Typography variant="caption" color="text.secondary">{t('profile.photoHint')}</Typography>
            </Box>
            <Button variant="outlined" component="label">
              {t('profile.changePhoto')}
              <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => e.target.files?.[0] && upload.mutate(e.target.files[0])} />
            </Button>
          </Stack>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t('profile.phones')}</Typography>
            {draft.telefonos.map((tel, i) => (
              <Stack key={i} direction="row" spacing={1}>
                <TextField select label={t('profile.phoneType')} value={tel.tipoTelefonoId} sx={{ maxWidth: 180 }}
                  onChange={(e) => set('telefonos', draft.telefonos.map((x, j) => (j === i ? { ...x, tipoTelefonoId: Number(e.target.value) } : x)))}>
                  {tiposTel.options.map((o) => <MenuItem key={o.id} value={o.id}>{o.label}</MenuItem>)}
                </TextField>
                <TextField label={t('profile.phone')} value={tel.peTeTelefono} error={!!err(`telefonos.${i}.peTeTelefono`)} helperText={err(`telefonos.${i}.peTeTelefono`)}
                  onChange={(e) => set('telefonos', draft.telefonos.map((x, j) => (j === i ? { ...x, peTeTelefono: e.target.value } : x)))} slotProps={{ htmlInput: { inputMode: 'tel' } }} />
                <IconButton aria-label={t('profile.remove')} onClick={() => set('telefonos', draft.telefonos.filter((_, j) => j !== i))}><DeleteIcon /></IconButton>
              </Stack>
            ))}
            <Button sx={{ alignSelf: 'start' }} onClick={() => set('telefonos', [...draft.telefonos, { tipoTelefonoId: tiposTel.options[0]?.id ?? 1, peTeTelefono: '' }])}>{t('profile.add')}</Button>

            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t('profile.emails')}</Typography>
            {draft.emails.map((em, i) => (
              <Stack key={i} direction="row" spacing={1}>
                <TextField select label={t('profile.emailType')} value={em.tipoEmailId} sx={{ maxWidth: 180 }}
                  onChange={(e) => set('emails', draft.emails.map((x, j) => (j === i ? { ...x, tipoEmailId: Number(e.target.value) } : x)))}>
                  {tiposEmail.options.map((o) => <MenuItem key={o.id} value={o.id}>{o.label}</MenuItem>)}
                </TextField>
                <TextField type="email" label="E-mail" value={em.peEmEmail} error={!!err(`emails.${i}.peEmEmail`)} helperText={err(`emails.${i}.peEmEmail`)}
                  onChange={(e) => set('emails', draft.emails.map((x, j) => (j === i ? { ...x, peEmEmail: e.target.value } : x)))} />
                <IconButton aria-label={t('profile.remove')} onClick={() => set('emails', draft.emails.filter((_, j) => j !== i))}><DeleteIcon /></IconButton>
              </Stack>
            ))}
            <Button sx={{ alignSelf: 'start' }} onClick={() => set('emails', [...draft.emails, { tipoEmailId: tiposEmail.options[0]?.id ?? 1, peEmEmail: '' }])}>{t('profile.add')}</Button>

            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t('profile.addresses')}</Typography>
            {draft.direcciones.map((d, i) => (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField select label={t('profile.country')} value={d.paisId ?? ''} sx={{ maxWidth: { sm: 220 } }}
                  onChange={(e) => set('direcciones', draft.direcciones.map((x, j) => (j === i ? { ...x, paisId: Number(e.target.value) } : x)))}>
                  {paises.options.map((o) => <MenuItem key={o.id} value={o.id}>{o.label}</MenuItem>)}
                </TextField>
                <TextField label={t('profile.address')} value={d.peDiDireccion} error={!!err(`direcciones.${i}.peDiDireccion`)} helperText={err(`direcciones.${i}.peDiDireccion`)}
                  onChange={(e) => set('direcciones', draft.direcciones.map((x, j) => (j === i ? { ...x, peDiDireccion: e.target.value } : x)))} />
                <IconButton aria-label={t('profile.remove')} onClick={() => set('direcciones', draft.direcciones.filter((_, j) => j !== i))}><DeleteIcon /></IconButton>
              </Stack>
            ))}
            <Button sx={{ alignSelf: 'start' }} onClick={() => set('direcciones', [...draft.direcciones, { paisId: paises.options[0]?.id ?? null, provinciaId: null, peDiDireccion: '' }])}>{t('profile.add')}</Button>
            <Button variant="contained" sx={{ alignSelf: 'end' }} disabled={save.isPending} onClick={() => save.mutate()}>{t('app.save')}</Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
