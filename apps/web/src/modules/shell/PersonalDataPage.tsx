import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { usePerfil, useSavePerfil, useUploadPhoto } from '../seguridad/api.ts';
import { PersonAvatar } from './PersonAvatar.tsx';
import { ContactListsEditor } from './ContactListsEditor.tsx';
import type { Usuario } from '@claustro/domain/seguridad/usuario.contract';

/** The user's own personal data: photo, phones, e-mails and addresses. */
export default function PersonalDataPage() {
  const { t } = useTranslation();
  const perfil = usePerfil();
  const [draft, setDraft] = useState<Pick<Usuario, 'telefonos' | 'emails' | 'direcciones'> | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string; fields?: Record<string, string> } | null>(null);
  useEffect(() => {
    if (perfil.data && !draft) setDraft({ telefonos: perfil.data.telefonos, emails: perfil.data.emails, direcciones: perfil.data.direcciones });
  }, [perfil.data, draft]);

  const save = useSavePerfil();
  const photo = useUploadPhoto();
  const saveDraft = () =>
    save.mutate(draft!, {
      onSuccess: () => setMessage({ ok: true, text: t('app.saved') }),
      onError: (e) => setMessage({ ok: false, text: e.message, fields: (e as ApiError).fields }),
    });
  const upload = (file: File) => photo.mutate({ personaId: perfil.data!.personaId, file }, { onError: (e) => setMessage({ ok: false, text: e.message }) });
  if (!perfil.data || !draft) return null;
  const p = perfil.data;

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {t('profile.title')}
      </Typography>
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <PersonAvatar photo={p.persFoto} name={p.persNombres} sx={{ width: 96, height: 96 }} />
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h6">
                {p.persNombres} {p.persApellidos}
              </Typography>
              <Typography color="text.secondary">
                {p.usuaNombre} · {p.usuaEmail}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('profile.photoHint')}
              </Typography>
            </Box>
            <Button variant="outlined" component="label">
              {t('profile.changePhoto')}
              <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])} />
            </Button>
          </Stack>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5}>
            <ContactListsEditor value={draft} onChange={setDraft} errors={message?.fields} />
            <Button variant="contained" sx={{ alignSelf: 'end' }} disabled={save.isPending} onClick={saveDraft}>
              {t('app.save')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
