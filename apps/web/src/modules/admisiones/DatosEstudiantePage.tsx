import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { datosLabels, datosPersonalesIn } from '@claustro/domain/academicos/datos-estudiante.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { useConfirmarDatos, useDatosPropios } from './api.ts';
import { useSession } from '../../platform/session.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { FormContactLists } from '../../platform/ContactListsEditor.tsx';
import { PublicShell } from '../../platform/PublicShell.tsx';

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
  const [general, setGeneral] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useContractForm(datosPersonalesIn, datosLabels, {
    telefonos: [],
    emails: [],
    direcciones: [],
    estuEnCasoEmergencia: '',
    estuContactoEmergencia: '',
    persAlergico: null,
    tipoSangreId: null,
  });
  const d = datos.data;
  useEffect(() => {
    if (d)
      reset({
        telefonos: d.telefonos,
        emails: d.emails,
        direcciones: d.direcciones,
        estuEnCasoEmergencia: d.estuEnCasoEmergencia ?? '',
        estuContactoEmergencia: d.estuContactoEmergencia ?? '',
        persAlergico: d.persAlergico,
        tipoSangreId: d.tipoSangreId,
      });
  }, [d, reset]);
  if (!user) return <Navigate to="/login" replace />;
  const save = handleSubmit(async (body) => {
    setGeneral(null);
    try {
      await confirmar.mutateAsync(body);
      navigate('/');
    } catch (e) {
      setGeneral(applyServerErrors(e, setError));
    }
  });
  return (
    <PublicShell title={t('studentData.title')} signedIn>
      {datos.isError && <Alert severity="error">{(datos.error as ApiError).message}</Alert>}
      {d && (
        <Stack spacing={2}>
          <Alert severity={d.alDia ? 'info' : 'warning'}>{d.alDia ? t('studentData.current') : t('studentData.pending')}</Alert>
          <Typography>
            {d.matriculaId} — {d.persNombres} {d.persApellidos}
          </Typography>
          {general && <Alert severity="error">{general}</Alert>}
          <Card variant="outlined">
            <CardContent>
              <FormContactLists control={control} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <FormText control={control} name="estuEnCasoEmergencia" label={t('studentData.emergencyName')} />
                <FormText control={control} name="estuContactoEmergencia" label={t('studentData.emergencyPhone')} />
                <FormText control={control} name="persAlergico" label={t('students.allergies')} helperText={t('admission.allergiesHint')} />
                <FormSelect control={control} name="tipoSangreId" label={t('admission.bloodType')} optional options={sangre.options} />
              </Stack>
            </CardContent>
          </Card>
          <Button variant="contained" sx={{ alignSelf: 'end' }} disabled={formState.isSubmitting} onClick={save}>
            {t('studentData.confirm')}
          </Button>
        </Stack>
      )}
    </PublicShell>
  );
}
