import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@mui/material';
import { label } from '@claustro/domain/platform/i18n';
import { motivo } from '@claustro/domain/platform/schemas';
import { FormText } from './form-fields.tsx';
import { applyServerErrors, useContractForm } from './forms.ts';

/** An act that only asks why (annulling a graduation, an official letter): the contracts' reason, a sentence. */
const motivoIn = z.object({ motivo });
const motivoLabels = { motivo: label('Motivo', 'Reason') };

/**
 * The reason as a form checked by the contracts' `motivo`: its problem shows under the field as the
 * user leaves it, leaving with a reason typed asks first, and `send` runs the act with it (the
 * server's refusal is `general`).
 */
export function useMotivoForm() {
  const form = useContractForm(motivoIn, motivoLabels, { motivo: '' }, 'onTouched');
  const [general, setGeneral] = useState<string | null>(null);
  const send = (act: (motivo: string) => Promise<unknown>, then: () => void) =>
    form.handleSubmit(async (v) => {
      setGeneral(null);
      try {
        await act(v.motivo);
        form.reset({ motivo: '' });
        then();
      } catch (e) {
        setGeneral(applyServerErrors(e, form.setError));
      }
    })();
  return { form, send, general, setGeneral };
}

/** Why something is annulled (a graduation, an official letter, a receipt): the form's `motivo`, and what the server said. */
export function MotivoAnulacion<T extends FieldValues>(props: { control: Control<T>; label: string; hint: string; general: string | null; show?: boolean }) {
  return (
    <>
      {(props.show ?? true) && (
        <FormText control={props.control} name={'motivo' as Path<T>} label={props.label} helperText={props.hint} multiline minRows={2} required />
      )}
      {props.general && <Alert severity="error">{props.general}</Alert>}
    </>
  );
}
