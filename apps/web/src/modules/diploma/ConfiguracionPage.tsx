import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { configuracionIn, configuracionLabels, configuracionScreen, diplomaApi, type ConfiguracionDiploma } from '@claustro/domain/diploma/diploma.contract';
import { call } from '../../platform/contract-client.ts';
import { FormSwitch, FormText } from '../../platform/form-fields.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { currentLang } from '../../platform/i18n.ts';
import { ImageField } from '../../platform/ImageField.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { openInNewTab } from '../../platform/api.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { diplomaKeys as keys, useSello } from './api.ts';

/**
 * `/diploma/configuracion`: how diplomas and titles are laid out — the place of issue, the seal (an
 * image, or a drawn one with its text), the border's colour, the verification code — with a sample
 * diploma to look at before printing real ones.
 */
export default function ConfiguracionPage() {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: keys.of('configuracion'), queryFn: () => call(diplomaApi.configuracion, {}) });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {screenTitle(configuracionScreen, currentLang())}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('diplomas.layoutIntro')}
      </Typography>
      {config.error && <Alert severity="error">{config.error.message}</Alert>}
      {config.data && <Formulario actual={config.data} />}
    </Stack>
  );
}

function Formulario({ actual }: { actual: ConfiguracionDiploma }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const sello = useSello();
  const [aviso, setAviso] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useContractForm(configuracionIn, configuracionLabels, actual);
  useEffect(() => form.reset(actual), [actual, form]);
  const guardar = form.handleSubmit(async (values) => {
    try {
      await call(diplomaApi.guardarConfiguracion, { body: values });
      setAviso({ ok: true, text: t('diplomas.saved') });
      await qc.invalidateQueries({ queryKey: keys.all });
    } catch (e) {
      setAviso({ ok: false, text: applyServerErrors(e, form.setError) });
    }
  });
  const named = (name: keyof typeof configuracionLabels & string) => ({
    control: form.control,
    name: name as 'lugar',
    label: configuracionLabels[name]![currentLang()],
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Stack spacing={1.5} sx={{ flex: 2 }} component="form" onSubmit={(e) => void guardar(e)}>
            {aviso && (
              <Alert severity={aviso.ok ? 'success' : 'error'} onClose={() => setAviso(null)}>
                {aviso.text}
              </Alert>
            )}
            <FormText {...named('lugar')} />
            <FormText {...named('colorBorde')} placeholder="#1F4E79" />
            <FormSwitch control={form.control} name="conSello" label={configuracionLabels.conSello![currentLang()]} />
            <FormText {...named('textoSello')} />
            <FormSwitch control={form.control} name="conCodigo" label={configuracionLabels.conCodigo![currentLang()]} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {t('app.save')}
              </Button>
              <FileButton label={t('diplomas.sample')} run={() => openInNewTab(diplomaApi.muestra.path)} />
            </Stack>
          </Stack>
          <ImageField
            label={t('diplomas.seal')}
            current={actual.selloUrl}
            kind="printable"
            width={160}
            upload={(file) => sello.subir.mutateAsync(file)}
            remove={() => sello.quitar.mutateAsync()}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
