import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { estudianteLabels, estudiantesApi, type Estudiante } from '@claustro/domain/academicos/estudiante.contract';
import { datosLabels } from '@claustro/domain/academicos/datos-estudiante.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { StudentIdentityFields } from './StudentIdentityFields.tsx';
import { FormContactLists } from '../../platform/ContactListsEditor.tsx';
import { useActualizarEstudiante } from './api.ts';

const labels = { ...datosLabels, ...estudianteLabels };

/** The form's values from the student as read (ids, not names). */
const valuesOf = (s: Estudiante) => ({
  persNombres: s.persNombres,
  persApellidos: s.persApellidos,
  persFechaNacimiento: s.persFechaNacimiento,
  sexoId: s.sexoId,
  nacionalidadId: s.nacionalidadId,
  estadoCivilId: s.estadoCivilId,
  paisId: s.paisId,
  tipoSangreId: s.tipoSangreId,
  persAlergico: s.persAlergico ?? '',
  estuEnCasoEmergencia: s.estuEnCasoEmergencia ?? '',
  estuContactoEmergencia: s.estuContactoEmergencia ?? '',
  documentosIdentificacion: s.personaDocumentosIdentificacion,
  telefonos: s.personaTelefonos,
  emails: s.personaEmails,
  direcciones: s.personaDirecciones,
});

/** Staff edit a student's identity, contacts and emergency data from the record (the students' screen). */
export function EditarEstudianteDialog({ student, onClose }: { student: Estudiante | undefined; onClose: (saved?: boolean) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const sexos = useLookup('sexo');
  const nacionalidades = useLookup('nacionalidad');
  const estadosCiviles = useLookup('estadoCivil');
  const paises = useLookup('pais');
  const sangres = useLookup('tipoSangre');
  const save = useActualizarEstudiante(student?.estudianteId ?? 0);
  const [general, setGeneral] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useContractForm(estudiantesApi.update.body, labels, student ? valuesOf(student) : {});
  useEffect(() => {
    if (student) reset(valuesOf(student));
  }, [student, reset]);
  const submit = handleSubmit(async (body) => {
    setGeneral(null);
    try {
      await save.mutateAsync(body);
      onClose(true);
    } catch (e) {
      setGeneral(applyServerErrors(e, setError));
    }
  });
  return (
    <Dialog open={!!student} onClose={() => onClose()} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{t('record.edit')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {general && <Alert severity="error">{general}</Alert>}
          <StudentIdentityFields control={control} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelect control={control} name="sexoId" label={t('record.sex')} optional options={sexos.options} sx={{ flex: 1 }} />
            <FormSelect control={control} name="estadoCivilId" label={t('record.maritalStatus')} optional options={estadosCiviles.options} sx={{ flex: 1 }} />
            <FormSelect control={control} name="tipoSangreId" label={t('record.bloodType')} optional options={sangres.options} sx={{ flex: 1 }} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelect control={control} name="nacionalidadId" label={t('record.nationality')} optional options={nacionalidades.options} sx={{ flex: 1 }} />
            <FormSelect control={control} name="paisId" label={t('record.country')} optional options={paises.options} sx={{ flex: 1 }} />
          </Stack>
          <FormText control={control} name="persAlergico" label={t('students.allergies')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormText control={control} name="estuEnCasoEmergencia" label={t('record.emergencyContact')} />
            <FormText control={control} name="estuContactoEmergencia" label={t('record.emergencyPhone')} slotProps={{ htmlInput: { inputMode: 'tel' } }} />
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {t('record.contacts')}
          </Typography>
          <FormContactLists control={control} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={formState.isSubmitting}>
          {t('app.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
