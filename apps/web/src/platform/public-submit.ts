import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useCaptcha } from './captcha.ts';
import { applyServerErrors } from './forms.ts';

/**
 * Sends a public form (no sign-in) with its captcha: the server's problems land on their fields and
 * the rest says why above the form; a refused send resets the captcha for the next try.
 */
export function usePublicSubmit<I extends FieldValues, O>(
  action: string,
  form: UseFormReturn<I, unknown, O>,
  send: (values: O, token: string) => Promise<unknown>,
) {
  const captcha = useCaptcha(action);
  const [general, setGeneral] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await send(values, await captcha.token());
    } catch (e) {
      setGeneral(applyServerErrors(e, form.setError));
      captcha.reset();
    }
  });
  return { captcha, general, submit };
}
