import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { pagarMatriculacionScreen } from '@claustro/domain/financieros/participante.contract';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { useCuentaParticipante } from './api.ts';
import { CuentaParticipante } from './CuentaParticipante.tsx';

/**
 * `/financiero/educacion-continuada/pagar-matriculacion`: a continuing-education participant comes to
 * pay their enrolment. Find them by their request's code or ID number, see what their courses charge
 * and what is paid, and go to the register with them chosen.
 */
export default function PagarMatriculacionPage() {
  const { t } = useTranslation();
  const title = screenTitle(pagarMatriculacionScreen, currentLang())!;
  const [texto, setTexto] = useState('');
  const [codigo, setCodigo] = useState<string | null>(null);
  const cuenta = useCuentaParticipante(codigo);
  const error = cuenta.error as ApiError | null;
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <Typography variant="body2" color="text.secondary">
        {t('participants.payIntro')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={(e) => {
          e.preventDefault();
          setCodigo(texto.trim() || null);
        }}
      >
        <TextField label={t('participants.find')} value={texto} onChange={(e) => setTexto(e.target.value)} sx={{ flex: 1, maxWidth: { sm: 420 } }} />
        <Button type="submit" variant="contained" disabled={!texto.trim() || cuenta.isFetching}>
          {t('collect.find')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.status === 404 ? t('participants.notFound') : error.message}</Alert>}
      {cuenta.data && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {cuenta.data.nombre}
            </Typography>
            <CuentaParticipante cuenta={cuenta.data} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
