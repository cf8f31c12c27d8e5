import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import { mensajeriaApi } from '@claustro/domain/academicos/mensajeria.contract';
import { useAlcanceMensajeria, useMisCarreras } from './api.ts';
import { useSession } from '../../platform/session.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { MessageComposer } from '../mensajes/public.ts';

/** A multiple choice list of ids. */
function Pick(props: {
  label: string;
  value: number[];
  onChange: (v: number[]) => void;
  options: { id: number; label: string }[];
  error?: string;
  helper?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      label={props.label}
      value={props.value}
      error={!!props.error}
      helperText={props.error ?? props.helper}
      slotProps={{ select: { multiple: true } }}
      onChange={(e) => props.onChange(e.target.value as unknown as number[])}
    >
      {props.options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * `/academicos/mensajeria`: a message to the students of the user's careers, by career, entry period,
 * campus and status. The count of who will receive it updates as the audience changes.
 */
export default function MensajeriaPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [carreras, setCarreras] = useState<number[]>([]);
  const [periodos, setPeriodos] = useState<number[]>([]);
  const [sedes, setSedes] = useState<number[]>([]);
  const [estados, setEstados] = useState<number[]>([]);
  const [tipo, setTipo] = useState<number | ''>('');
  const mine = useMisCarreras(user?.usuarioId);
  const periods = useLookup('periodoAcademico');
  const campuses = useLookup('sede');
  const statuses = useLookup('estadoEstudiante');
  const types = useLookup('tipoEstudianteMensaje');
  const audience = { carreras, periodos, sedes, estados };
  const reach = useAlcanceMensajeria(audience, carreras.length > 0 || periodos.length > 0);
  return (
    <MessageComposer
      title={t('messaging.title')}
      api={mensajeriaApi}
      audience={{ ...audience, tipoEstudianteMensajeId: tipo || null }}
      onSent={() => void reach.refetch()}
      summary={
        reach.data && (
          <Alert severity={reach.data.conCuenta ? 'info' : 'warning'}>
            {t('messaging.reach', { count: reach.data.estudiantes, accounts: reach.data.conCuenta })}
          </Alert>
        )
      }
    >
      {(fields) => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Pick
              label={t('messaging.careers')}
              value={carreras}
              onChange={setCarreras}
              error={fields.carreras}
              options={(mine.data ?? []).map((c) => ({ id: c.carreraId, label: c.carrDescripcion }))}
            />
            <Pick label={t('messaging.periods')} value={periodos} onChange={setPeriodos} options={periods.options} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Pick label={t('messages.campuses')} value={sedes} onChange={setSedes} options={campuses.options} />
            <Pick label={t('messaging.statuses')} value={estados} onChange={setEstados} options={statuses.options} helper={t('messaging.statusesHint')} />
          </Stack>
          <SelectField label={t('messaging.type')} value={tipo} onChange={(v) => setTipo(v === '' ? '' : Number(v))} options={types.options} none="—" />
        </>
      )}
    </MessageComposer>
  );
}
