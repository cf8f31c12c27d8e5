import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { estudianteLabels, estudiantesApi } from '@claustro/domain/academicos/estudiante.contract';
import { applyServerErrors, tidiedFirst, useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { StudentIdentityFields } from './StudentIdentityFields.tsx';
import { usePlanOptions, useRegistrarEstudiante } from './api.ts';

/*
 * Registering a student, in a dialog of its own chunk: the list loads without the form's code and
 * without the catalogues the form offers (careers, campuses, document types), fetched when it opens.
 */

/** The registration form: one phone and one e-mail to start with (mobile, personal); left blank, none is sent. */
const blank = {
  persNombres: '',
  persApellidos: '',
  persFechaNacimiento: null,
  persAlergico: null,
  documentosIdentificacion: [],
  telefonos: [{ tipoTelefonoId: 2, peTeTelefono: '' }],
  emails: [{ tipoEmailId: 1, peEmEmail: '' }],
  carreraId: '',
  planEstudioId: '',
  sedeId: '',
  admitidoComoId: null,
};
const withoutBlank = (list: unknown, field: string) => (Array.isArray(list) ? list.filter((x) => String(x?.[field] ?? '').trim() !== '') : list);
/** The contract's schema, with the blank phone and e-mail of the form left out. */
const registration = tidiedFirst(
  (v) =>
    v && typeof v === 'object'
      ? {
          ...v,
          telefonos: withoutBlank((v as Record<string, unknown>).telefonos, 'peTeTelefono'),
          emails: withoutBlank((v as Record<string, unknown>).emails, 'peEmEmail'),
        }
      : v,
  estudiantesApi.create.body,
);

export default function RegisterDialog({ open, onClose }: { open: boolean; onClose: (matricula?: string) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const carreras = useLookup('carrera');
  const sedes = useLookup('sede');
  const admitidos = useLookup('admitidoComo');
  const registrar = useRegistrarEstudiante();
  const [general, setGeneral] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, setValue, watch, formState } = useContractForm(registration, estudianteLabels, blank);
  const carreraId = watch('carreraId') as number | '';
  const plans = usePlanOptions(carreraId);
  useEffect(() => setValue('planEstudioId', ''), [carreraId, setValue]);
  const save = handleSubmit(async (body) => {
    setGeneral(null);
    try {
      const created = await registrar.mutateAsync(body);
      reset(blank);
      onClose(created.matriculaId);
    } catch (e) {
      setGeneral(applyServerErrors(e, setError));
    }
  });
  return (
    <Dialog open={open} onClose={() => onClose()} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{t('students.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {general && <Alert severity="error">{general}</Alert>}
          <StudentIdentityFields control={control} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormText control={control} name="telefonos.0.peTeTelefono" label={t('students.phone')} slotProps={{ htmlInput: { inputMode: 'tel' } }} />
            <FormText control={control} name="emails.0.peEmEmail" label={t('students.email')} type="email" />
          </Stack>
          <FormText control={control} name="persAlergico" label={t('students.allergies')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelect control={control} name="carreraId" label={t('students.career')} required options={carreras.options} sx={{ minWidth: 200 }} />
            <FormSelect control={control} name="planEstudioId" label={t('students.plan')} required options={plans} sx={{ minWidth: 200 }} />
            <FormSelect control={control} name="sedeId" label={t('students.campus')} required options={sedes.options} sx={{ minWidth: 160 }} />
            <FormSelect control={control} name="admitidoComoId" label={t('students.admittedAs')} optional options={admitidos.options} sx={{ minWidth: 160 }} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={formState.isSubmitting}>
          {t('app.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
