import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { tipoExcepcionSeleccion } from '@claustro/domain/academicos/tipo-excepcion-seleccion.resource';
import { excepcionIn, seleccionLabels } from '@claustro/domain/seleccion/seleccion.contract';
import type { ApiError } from '../../platform/api.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { useCatalogueRows } from '../../platform/resources/useLookup.ts';

type Excepcion = { tipoExcepcionSeleccionId: number; motivoExcepcion: string };

/** Staff add a section under an exception (a clash or a full section let past): its type and why. */
export function ExceptionDialog(props: {
  seccion: Seccion;
  pending: boolean;
  onClose: () => void;
  onGrant: (e: Excepcion, fail: (e: ApiError) => void) => void;
}) {
  const { t } = useTranslation();
  const types = useCatalogueRows(tipoExcepcionSeleccion, { query: { activos: 'true' } });
  const form = useContractForm(excepcionIn, seleccionLabels, { tipoExcepcionSeleccionId: '' as unknown as number, motivoExcepcion: '' });
  const [general, setGeneral] = useState<string | null>(null);
  const name = `${seccionNombre(props.seccion)} ${props.seccion.asignaturaDescripcion}`;
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    props.onGrant(body, (e) => setGeneral(applyServerErrors(e, form.setError)));
  });
  return (
    <FormDialog
      title={`${t('registration.withException')}: ${name}`}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      action={t('registration.add')}
      busy={props.pending}
      error={general}
    >
      <FormSelect
        control={form.control}
        name="tipoExcepcionSeleccionId"
        label={t('registration.exceptionType')}
        required
        options={(types.data ?? []).map((x) => ({ id: x.tipoExcepcionSeleccionId, label: x.tiExDescripcion ?? '' }))}
      />
      <FormText
        control={form.control}
        name="motivoExcepcion"
        label={t('registration.exceptionReason')}
        required
        multiline
        rows={2}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
    </FormDialog>
  );
}
