import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { diplomaApi, emitirIn, emitirLabels } from '@claustro/domain/diploma/diploma.contract';
import { call } from '../../platform/contract-client.ts';
import { openInNewTab } from '../../platform/api.ts';
import { FormDate, FormSelect, FormText } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { ServerPicker } from '../../platform/ServerPicker.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { diplomaKeys as keys } from './api.ts';

type Estudiante = { id: number; nombre: string; matricula: string };
const datos = emitirIn.omit({ destinatarios: true });

/**
 * Issues diplomas of a kind, for a reason, on a date: to students found on the server (each its own
 * chip) and to people named as printed (a name a line). Issued, they open as one PDF to print.
 */
export function EmitirDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const tipos = useLookup('tipoDiploma');
  const [estudiantes, setEstudiantes] = useState<Estudiante[]>([]);
  const [otros, setOtros] = useState('');
  const [buscador, setBuscador] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm(datos, emitirLabels, { tipoDiplomaId: '' as never, fecha: '', motivo: '' });
  const nombres = otros
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  const n = estudiantes.length + nombres.length;
  const emitir = form.handleSubmit(async (values) => {
    if (!n) return setError(t('diplomas.noRecipients'));
    setError(null);
    try {
      const destinatarios = [...estudiantes.map((e) => ({ estudianteId: e.id })), ...nombres.map((nombre) => ({ nombre }))];
      const hechos = await call(diplomaApi.emitir, { body: { ...values, destinatarios } });
      await qc.invalidateQueries({ queryKey: keys.all });
      onClose();
      await openInNewTab(diplomaApi.pdf.path, { query: { ids: hechos.map((d) => d.diplomaId).join(',') } });
    } catch (e) {
      setError(applyServerErrors(e, form.setError));
    }
  });
  return (
    <FormDialog
      title={t('diplomas.issue')}
      onClose={onClose}
      onSubmit={() => void emitir()}
      action={t('diplomas.issue')}
      busy={form.formState.isSubmitting}
      error={error}
    >
      <FormSelect control={form.control} name="tipoDiplomaId" label={emitirLabels.tipoDiplomaId![lang]} options={tipos.options} required />
      <FormDate control={form.control} name="fecha" label={emitirLabels.fecha![lang]} required />
      <FormText control={form.control} name="motivo" label={emitirLabels.motivo![lang]} />
      <Typography variant="subtitle2">{t('diplomas.students')}</Typography>
      <ServerPicker<Estudiante>
        key={buscador}
        label={t('diplomas.addStudent')}
        inicial={null}
        etiqueta={(e) => `${e.matricula} · ${e.nombre}`}
        queryKey={(value) => keys.of('estudiantes', value)}
        buscar={(value) => call(diplomaApi.estudiantes, { query: { value } })}
        onChange={(_id, e) => {
          if (e && !estudiantes.some((x) => x.id === e.id)) setEstudiantes((l) => [...l, e]);
          setBuscador((k) => k + 1);
        }}
        noneFound={t('diplomas.nobodyFound')}
        typeToSearch={t('diplomas.typeToSearch')}
      />
      {estudiantes.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {estudiantes.map((e) => (
            <Chip key={e.id} label={`${e.matricula} · ${e.nombre}`} onDelete={() => setEstudiantes((l) => l.filter((x) => x.id !== e.id))} />
          ))}
        </Stack>
      )}
      <TextField label={t('diplomas.others')} value={otros} onChange={(e) => setOtros(e.target.value)} multiline minRows={3} />
      <Typography variant="body2" color="text.secondary">
        {t('diplomas.recipients', { n })}
      </Typography>
    </FormDialog>
  );
}
