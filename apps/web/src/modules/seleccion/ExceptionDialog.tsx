import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { tipoExcepcionSeleccion } from '@claustro/domain/academicos/tipo-excepcion-seleccion.resource';
import type { ApiError } from '../../platform/api.ts';
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
  const [tipo, setTipo] = useState<number | ''>('');
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const name = `${seccionNombre(props.seccion)} ${props.seccion.asignaturaDescripcion}`;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="exception-title">
      <DialogTitle id="exception-title">
        {t('registration.withException')}: {name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error.message}</Alert>}
          <SelectField
            required
            label={t('registration.exceptionType')}
            value={tipo}
            onChange={(v) => setTipo(Number(v))}
            error={!!error?.fields.tipoExcepcionSeleccionId}
            helperText={error?.fields.tipoExcepcionSeleccionId}
            options={(types.data ?? []).map((x) => ({ id: x.tipoExcepcionSeleccionId, label: x.tiExDescripcion ?? '' }))}
          />
          <TextField
            required
            multiline
            rows={2}
            label={t('registration.exceptionReason')}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            error={!!error?.fields.motivoExcepcion}
            helperText={error?.fields.motivoExcepcion}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('app.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!tipo || !motivo.trim() || props.pending}
          onClick={() => {
            setError(null);
            props.onGrant({ tipoExcepcionSeleccionId: Number(tipo), motivoExcepcion: motivo.trim() }, setError);
          }}
        >
          {t('registration.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
