import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { CuentaParticipante as Cuenta } from '@claustro/domain/financieros/participante.contract';
import { cobroScreen } from '@claustro/domain/financieros/caja.contract';
import { CuentaResumen } from './CuentaResumen.tsx';

/**
 * A continuing-education participant's account: who they are, their requests (course and status),
 * their charges course by course with what is paid and left, the receipts; and the way to the
 * register, where they pay (payer "participante", found by their ID number).
 */
export function CuentaParticipante({ cuenta: c }: { cuenta: Cuenta }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {[c.identificacion, c.email, c.celular].filter(Boolean).join(' · ')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={`${cobroScreen}?pagador=participante&codigo=${encodeURIComponent(c.identificacion)}`}>
          {t('participants.collect')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('participants.requests')}>
        {c.solicitudes.map((s) => (
          <Chip key={`${s.codigo}-${s.curso}`} variant="outlined" label={`${s.curso} · ${s.estado}${s.codigo ? ` · ${s.codigo}` : ''}`} />
        ))}
      </Stack>
      <CuentaResumen cuenta={c} />
    </Stack>
  );
}
