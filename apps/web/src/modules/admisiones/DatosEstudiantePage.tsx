import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import type { DatosPersonales as Datos } from '@claustro/domain/academicos/datos-estudiante.contract';
import { useConfirmarDatos, useDatosPropios } from './api.ts';
import { useSession } from '../../platform/session.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { ContactListsEditor } from '../shell/ContactListsEditor.tsx';
import { PublicShell } from './PublicShell.tsx';

/**
 * `/academicos/estudiantes-datos-personales`: a student confirms their contacts, emergency contact
 * and health data. While a campaign asks for it, the rest of the system waits for this page.
 */
export default function DatosEstudiantePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const sangre = useLookup('tipoSangre');
  const datos = useDatosPropios(!!user);
  const confirmar = useConfirmarDatos();
  const [draft, setDraft] = useState<Datos | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    if (datos.data && !draft) setDraft(datos.data);
  }, [datos.data, draft]);
  if (!user) return <Navigate to="/login" replace />;
  const save = async () => {
    setError(null);
    try {
      const { telefonos, emails, direcciones, estuEnCasoEmergencia, estuContactoEmergencia, persAlergico, tipoSangreId } = draft!;
      await confirmar.mutateAsync({
        telefonos,
        emails,
        direcciones,
        estuEnCasoEmergencia: estuEnCasoEmergencia ?? '',
        estuContactoEmergencia: estuContactoEmergencia ?? '',
        persAlergico,
        tipoSangreId,
      });
      navigate('/');
    } catch (e) {
      setError(e as ApiError);
    }
  };
  const field = (k: 'estuEnCasoEmergencia' | 'estuContactoEmergencia' | 'persAlergico', label: string, helper?: string) => (
    <TextField
      label={label}
      value={draft?.[k] ?? ''}
      onChange={(e) => setDraft({ ...draft!, [k]: e.target.value })}
      error={!!error?.fields[k]}
      helperText={error?.fields[k] ?? helper}
    />
  );
  return (
    <PublicShell title={t('studentData.title')} signedIn>
      {datos.isError && <Alert severity="error">{(datos.error as ApiError).message}</Alert>}
      {draft && (
        <Stack spacing={2}>
          <Alert severity={draft.alDia ? 'info' : 'warning'}>{draft.alDia ? t('studentData.current') : t('studentData.pending')}</Alert>
          <Typography>
            {draft.matriculaId} — {draft.persNombres} {draft.persApellidos}
          </Typography>
          {error && <Alert severity="error">{error.message}</Alert>}
          <Card variant="outlined">
            <CardContent>
              <ContactListsEditor value={draft} onChange={setDraft} errors={error?.fields} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                {field('estuEnCasoEmergencia', t('studentData.emergencyName'))}
                {field('estuContactoEmergencia', t('studentData.emergencyPhone'))}
                {field('persAlergico', t('students.allergies'), t('admission.allergiesHint'))}
                <TextField
                  select
                  label={t('admission.bloodType')}
                  value={draft.tipoSangreId ?? ''}
                  onChange={(e) => setDraft({ ...draft, tipoSangreId: Number(e.target.value) || null })}
                >
                  <MenuItem value="">—</MenuItem>
                  {sangre.options.map((o) => (
                    <MenuItem key={o.id} value={o.id}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            </CardContent>
          </Card>
          <Button variant="contained" sx={{ alignSelf: 'end' }} onClick={() => void save()}>
            {t('studentData.confirm')}
          </Button>
        </Stack>
      )}
    </PublicShell>
  );
}
