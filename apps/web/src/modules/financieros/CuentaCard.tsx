import { useTranslation } from 'react-i18next';
import { Box, Stack, Typography } from '@mui/material';
import type { Cuenta } from '@claustro/domain/financieros/cuenta.contract';
import { FileButton } from '../../platform/PrintButton.tsx';
import { imprimirEstadoCuenta } from './api.ts';

/** A student career's account as finance screens show it: who and which career, its statement to print, then what the screen adds. */
export function CuentaCard({ cuenta: c, children }: { cuenta: Cuenta; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={`${c.matricula} · ${c.carrera}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}>
        <div>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {c.matricula} · {c.nombre}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {c.carrera} · {c.sede}
          </Typography>
        </div>
        <FileButton label={t('account.printStatement')} run={() => imprimirEstadoCuenta(c.estudianteCarreraId)} />
      </Stack>
      {children}
    </Box>
  );
}
