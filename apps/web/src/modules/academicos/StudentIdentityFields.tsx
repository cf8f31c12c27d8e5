import { useTranslation } from 'react-i18next';
import { Stack } from '@mui/material';
import type { Control, FieldValues } from 'react-hook-form';
import { FormDate, FormIdDocument, FormText } from '../../platform/form-fields.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';

/** Who a student is — names, identity document, birth date — as registering and editing both ask it. */
export function StudentIdentityFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  const tiposDoc = useLookup('tipoDocumentoIdentificacion');
  const c = control as unknown as Control<FieldValues>;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={c} name="persNombres" label={t('students.firstNames')} required />
        <FormText control={c} name="persApellidos" label={t('students.lastNames')} required />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormIdDocument control={c} types={tiposDoc.options} required emptyHint={t('students.noDocument')} />
        <FormDate control={c} name="persFechaNacimiento" label={t('students.birthDate')} sx={{ flex: 1 }} />
      </Stack>
    </>
  );
}
