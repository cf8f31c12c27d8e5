import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cuentaApi, procesoRecargoScreen, type RecargoResultado } from '@claustro/domain/financieros/cuenta.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import type { ApiError } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { call } from '../../platform/contract-client.ts';
import { DateInput } from '../../platform/DateInput.tsx';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { cuentaKeys } from './api.ts';

/**
 * `/financieros/proceso-recargo-estudiantes`: late fees for a term as of a date. "Probar" says what
 * would be charged and writes nothing; "Aplicar" writes them — each instalment owed past its
 * late-fee date takes its fee once, so running it again adds nothing.
 */
export default function RecargosPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const periodos = useLookup('periodoAcademico');
  const [periodo, setPeriodo] = useState<number | ''>('');
  const [fecha, setFecha] = useState<string | null>(null);
  const [resultado, setResultado] = useState<RecargoResultado | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const run = useMutation({
    mutationFn: (prueba: boolean) => call(cuentaApi.recargos, { body: { periodoAcademicoId: Number(periodo), fecha, prueba } }),
    onSuccess: (r) => {
      setResultado(r);
      setError(null);
      if (!r.prueba) void qc.invalidateQueries({ queryKey: cuentaKeys.all });
    },
    onError: (e) => setError(e as ApiError),
  });
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(procesoRecargoScreen, lang)!} />
      <Typography variant="body2" color="text.secondary">
        {t('lateFees.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ChoiceField label={t('account.term')} value={periodo} onChange={setPeriodo} options={periodos.options} required />
        <DateInput label={t('lateFees.asOf')} value={fecha} onChange={setFecha} helperText={t('lateFees.asOfHint')} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={!periodo || run.isPending} onClick={() => run.mutate(true)}>
          {t('lateFees.try')}
        </Button>
        <Button variant="contained" disabled={!periodo || run.isPending} onClick={() => run.mutate(false)}>
          {t('lateFees.apply')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {resultado && (
        <Alert severity={resultado.prueba ? 'info' : 'success'} aria-live="polite">
          {t(resultado.prueba ? 'lateFees.wouldWrite' : 'lateFees.wrote', {
            count: resultado.recargos,
            estudiantes: resultado.estudiantes,
            fecha: formatDate(resultado.fecha, lang),
            total: resultado.montos.map((m) => formatMoney(m.total, m.moneda)).join(' + ') || formatMoney('0'),
          })}
        </Alert>
      )}
    </Stack>
  );
}
