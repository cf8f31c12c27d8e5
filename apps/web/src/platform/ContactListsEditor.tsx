import { useTranslation } from 'react-i18next';
import { useController, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { SelectField } from './SelectField.tsx';
import DeleteIcon from '@mui/icons-material/Delete';
import { useLookup } from './resources/useLookup.ts';
import { messagesByPath } from './form-fields.tsx';

export interface ContactLists {
  telefonos: { tipoTelefonoId: number; peTeTelefono: string }[];
  emails: { tipoEmailId: number; peEmEmail: string }[];
  direcciones: { paisId: number | null; provinciaId: number | null; peDiDireccion: string }[];
}

/** A person's phones, e-mails and addresses as editable lists; `errors` are the server's, by field path. */
export function ContactListsEditor<T extends ContactLists>({
  value: draft,
  onChange,
  errors,
}: {
  value: T;
  onChange: (v: T) => void;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const tiposTel = useLookup('tipoTelefono');
  const tiposEmail = useLookup('tipoEmail');
  const paises = useLookup('pais');
  const err = (k: string) => errors?.[k];
  const set = <K extends keyof ContactLists>(k: K, v: ContactLists[K]) => onChange({ ...draft, [k]: v });
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('profile.phones')}
      </Typography>
      {err('telefonos') && (
        <Typography variant="body2" color="error" role="alert">
          {err('telefonos')}
        </Typography>
      )}
      {draft.telefonos.map((tel, i) => (
        <Stack key={i} direction="row" spacing={1}>
          <SelectField
            label={t('profile.phoneType')}
            value={tel.tipoTelefonoId}
            sx={{ maxWidth: 180 }}
            onChange={(v) =>
              set(
                'telefonos',
                draft.telefonos.map((x, j) => (j === i ? { ...x, tipoTelefonoId: Number(v) } : x)),
              )
            }
            options={tiposTel.options}
          />
          <TextField
            label={t('profile.phone')}
            value={tel.peTeTelefono}
            error={!!err(`telefonos.${i}.peTeTelefono`)}
            helperText={err(`telefonos.${i}.peTeTelefono`)}
            onChange={(e) =>
              set(
                'telefonos',
                draft.telefonos.map((x, j) => (j === i ? { ...x, peTeTelefono: e.target.value } : x)),
              )
            }
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <IconButton
            aria-label={t('profile.remove')}
            onClick={() =>
              set(
                'telefonos',
                draft.telefonos.filter((_, j) => j !== i),
              )
            }
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        sx={{ alignSelf: 'start' }}
        onClick={() => set('telefonos', [...draft.telefonos, { tipoTelefonoId: tiposTel.options[0]?.id ?? 1, peTeTelefono: '' }])}
      >
        {t('profile.add')}
      </Button>

      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('profile.emails')}
      </Typography>
      {err('emails') && (
        <Typography variant="body2" color="error" role="alert">
          {err('emails')}
        </Typography>
      )}
      {draft.emails.map((em, i) => (
        <Stack key={i} direction="row" spacing={1}>
          <SelectField
            label={t('profile.emailType')}
            value={em.tipoEmailId}
            sx={{ maxWidth: 180 }}
            onChange={(v) =>
              set(
                'emails',
                draft.emails.map((x, j) => (j === i ? { ...x, tipoEmailId: Number(v) } : x)),
              )
            }
            options={tiposEmail.options}
          />
          <TextField
            type="email"
            label="E-mail"
            value={em.peEmEmail}
            error={!!err(`emails.${i}.peEmEmail`)}
            helperText={err(`emails.${i}.peEmEmail`)}
            onChange={(e) =>
              set(
                'emails',
                draft.emails.map((x, j) => (j === i ? { ...x, peEmEmail: e.target.value } : x)),
              )
            }
          />
          <IconButton
            aria-label={t('profile.remove')}
            onClick={() =>
              set(
                'emails',
                draft.emails.filter((_, j) => j !== i),
              )
            }
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button sx={{ alignSelf: 'start' }} onClick={() => set('emails', [...draft.emails, { tipoEmailId: tiposEmail.options[0]?.id ?? 1, peEmEmail: '' }])}>
        {t('profile.add')}
      </Button>

      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('profile.addresses')}
      </Typography>
      {err('direcciones') && (
        <Typography variant="body2" color="error" role="alert">
          {err('direcciones')}
        </Typography>
      )}
      {draft.direcciones.map((d, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <SelectField
            label={t('profile.country')}
            value={d.paisId ?? ''}
            sx={{ maxWidth: { sm: 220 } }}
            onChange={(v) =>
              set(
                'direcciones',
                draft.direcciones.map((x, j) => (j === i ? { ...x, paisId: Number(v) } : x)),
              )
            }
            options={paises.options}
          />
          <TextField
            label={t('profile.address')}
            value={d.peDiDireccion}
            error={!!err(`direcciones.${i}.peDiDireccion`)}
            helperText={err(`direcciones.${i}.peDiDireccion`)}
            onChange={(e) =>
              set(
                'direcciones',
                draft.direcciones.map((x, j) => (j === i ? { ...x, peDiDireccion: e.target.value } : x)),
              )
            }
          />
          <IconButton
            aria-label={t('profile.remove')}
            onClick={() =>
              set(
                'direcciones',
                draft.direcciones.filter((_, j) => j !== i),
              )
            }
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        sx={{ alignSelf: 'start' }}
        onClick={() => set('direcciones', [...draft.direcciones, { paisId: paises.options[0]?.id ?? null, provinciaId: null, peDiDireccion: '' }])}
      >
        {t('profile.add')}
      </Button>
    </Stack>
  );
}

/** The contact lists of a react-hook-form form (its `telefonos`, `emails` and `direcciones`), each message under its entry. */
export function FormContactLists<T extends FieldValues>({ control }: { control: Control<T> }) {
  const telefonos = useController({ control, name: 'telefonos' as Path<T> });
  const emails = useController({ control, name: 'emails' as Path<T> });
  const direcciones = useController({ control, name: 'direcciones' as Path<T> });
  const { errors } = useFormState({ control });
  const value = { telefonos: telefonos.field.value, emails: emails.field.value, direcciones: direcciones.field.value } as ContactLists;
  return (
    <ContactListsEditor
      value={value}
      onChange={(v) => {
        if (v.telefonos !== value.telefonos) telefonos.field.onChange(v.telefonos);
        if (v.emails !== value.emails) emails.field.onChange(v.emails);
        if (v.direcciones !== value.direcciones) direcciones.field.onChange(v.direcciones);
      }}
      errors={messagesByPath(errors)}
    />
  );
}
