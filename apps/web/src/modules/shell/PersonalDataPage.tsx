import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { perfilInput, usuarioLabels } from '@claustro/domain/seguridad/usuario.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { usePerfil, useSavePerfil, useUploadPhoto } from '../seguridad/api.ts';
import { PersonAvatar } from '../../platform/PersonAvatar.tsx';
import { FormContactLists } from '../../platform/ContactListsEditor.tsx';
import { UploadButton } from '../../platform/UploadButton.tsx';

/** The user's own personal data: photo, phones, e-mails and addresses. */
export default function PersonalDataPage() {
  const { t } = useTranslation();
  const perfil = usePerfil();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useContractForm(perfilInput, usuarioLabels, { telefonos: [], emails: [], direcciones: [] });
  const p = perfil.data;
  useEffect(() => {
    if (p) reset({ telefonos: p.telefonos, emails: p.emails, direcciones: p.direcciones });
  }, [p, reset]);
  const save = useSavePerfil();
  const photo = useUploadPhoto();
  const saveDraft = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      setMessage({ ok: true, text: t('app.saved') });
    } catch (e) {
      setMessage({ ok: false, text: applyServerErrors(e, setError) });
    }
  });
  const upload = (file: File) => photo.mutate({ personaId: p!.personaId, file }, { onError: (e) => setMessage({ ok: false, text: e.message }) });
  if (!p) return null;

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
            <UploadButton variant="outlined" kind="image" name={t('profile.changePhoto')} onFile={(f) => void upload(f)}>
              {t('profile.changePhoto')}
            </UploadButton>
          </Stack>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5}>
            <FormContactLists control={control} />
            <Button variant="contained" sx={{ alignSelf: 'end' }} disabled={formState.isSubmitting} onClick={saveDraft}>
              {t('app.save')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
