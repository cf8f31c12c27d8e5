import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardContent, Stack } from '@mui/material';
import { sugerenciaIn, sugerenciaLabels } from '@claustro/domain/generales/sugerencia.contract';
import { useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { usePublicSubmit } from '../../platform/public-submit.ts';
import { PublicShell } from '../../platform/PublicShell.tsx';
import { dejarSugerencia, usePuntosSugerencias } from './api.ts';

/** `/sugerencias`: a suggestion, complaint or compliment, signed or not; a QR point arrives with `?punto=`. */
export default function SugerenciasPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const puntos = usePuntosSugerencias();
  const [sent, setSent] = useState(false);
  const punto = Number(params.get('punto')) || null;
  const form = useContractForm(sugerenciaIn, sugerenciaLabels, {
    buzonSugerenciaId: punto,
    tipo: 'sugerencia',
    texto: '',
    nombre: '',
    email: '',
  });
  const { control, watch, formState } = form;
  const {
    captcha,
    general,
    submit: send,
  } = usePublicSubmit('sugerencia', form, async (body, token) => {
    await dejarSugerencia({ ...body, token });
    setSent(true);
  });
  const kinds = (['sugerencia', 'queja', 'felicitacion'] as const).map((k) => ({ id: k, label: t(`suggestions.${k}`) }));
  return (
    <PublicShell title={t('suggestions.title')}>
      {sent ? (
        <Alert severity="success">{t('suggestions.thanks')}</Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              {general && <Alert severity="error">{general}</Alert>}
              <FormSelect control={control} name="buzonSugerenciaId" label={t('suggestions.point')} optional options={puntos.data ?? []} />
              <FormSelect control={control} name="tipo" label={t('suggestions.kind')} options={kinds} />
              <FormText
                control={control}
                name="texto"
                label={t('suggestions.text')}
                required
                multiline
                minRows={4}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormText control={control} name="nombre" label={t('suggestions.name')} sx={{ flex: 1 }} />
                <FormText control={control} name="email" label={t('suggestions.email')} type="email" helperText={t('suggestions.optional')} sx={{ flex: 1 }} />
              </Stack>
              {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ minHeight: 78 }} />}
              <Button
                variant="contained"
                sx={{ alignSelf: 'end' }}
                disabled={(watch('texto') ?? '').trim().length < 10 || formState.isSubmitting}
                onClick={send}
              >
                {t('suggestions.send')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </PublicShell>
  );
}
