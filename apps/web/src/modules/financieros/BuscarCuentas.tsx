import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Chip, Stack, TextField } from '@mui/material';
import type { Cuenta } from '@claustro/domain/financieros/cuenta.contract';
import type { ApiError } from '../../platform/api.ts';
import { cuentasPorMatricula } from './api.ts';

/** A student found by matrícula, with each career's account (what finance's screens and forms start from). */
export function useCuentas(inicial = '') {
  const [matricula, setMatricula] = useState(inicial);
  const [cuentas, setCuentas] = useState<Cuenta[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const buscar = async (m = matricula) => {
    setError(null);
    try {
      setCuentas(await cuentasPorMatricula(m.trim()));
    } catch (e) {
      setCuentas(null);
      setError(e as ApiError);
    }
  };
  return { matricula, setMatricula, cuentas, error, buscar };
}

/** The matrícula search, and what it did not find. */
export function BuscarMatricula({ f, variant = 'contained' }: { f: ReturnType<typeof useCuentas>; variant?: 'contained' | 'outlined' }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} component="form" onSubmit={(e) => (e.preventDefault(), void f.buscar())}>
        <TextField label={t('registration.matricula')} value={f.matricula} onChange={(e) => f.setMatricula(e.target.value)} required sx={{ flex: 1 }} />
        <Button type="submit" variant={variant} disabled={!f.matricula.trim()}>
          {t('app.search')}
        </Button>
      </Stack>
      {f.error && <Alert severity="error">{f.error.status === 404 ? t('account.notFound') : f.error.message}</Alert>}
    </Stack>
  );
}

/** Whether an authorisation or a discount stands. */
export function VigenteChip({ vigente }: { vigente: boolean }) {
  const { t } = useTranslation();
  return <Chip size="small" color={vigente ? 'success' : 'default'} label={t(vigente ? 'authorisations.inForce' : 'authorisations.notInForce')} />;
}
