import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { destinoLabels, destinosDonacion, donacionApi, donacionIn, donacionLabels, type DonacionHecha } from '@claustro/domain/donaciones/donacion.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { call, queryKeys } from '../../platform/contract-client.ts';
import { usePublicSubmit } from '../../platform/public-submit.ts';
import { postToCheckout } from '../../platform/checkout.ts';
import { FormSelect, FormSwitch, FormText, FormContact } from '../../platform/form-fields.tsx';
import { useContractForm } from '../../platform/forms.ts';
import { currentLang } from '../../platform/i18n.ts';
import { PublicShell } from '../../platform/PublicShell.tsx';

const keys = queryKeys('donaciones');
const datos = donacionIn.omit({ clave: true, token: true });

/**
 * `/donaciones/donaciones` (public): a gift — who, how much, in which currency, for what — paid by card
 * at the institution's checkout when it has one, else pledged with a receipt code. Back from the
 * checkout (`?codigo=`), or with a pledge made, it says where the gift stands.
 */
export default function DonarPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const codigo = params.get('codigo');
  return (
    <PublicShell title={t('donations.title')}>
      {codigo ? <Donacion codigo={codigo} otra={() => setParams({})} /> : <Formulario alHacer={(d) => setParams({ codigo: d.codigo })} />}
    </PublicShell>
  );
}

function Formulario({ alHacer }: { alHacer: (d: DonacionHecha) => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [clave] = useState(() => crypto.randomUUID());
  const oferta = useQuery({ queryKey: keys.of('oferta'), queryFn: () => call(donacionApi.oferta) });
  const form = useContractForm(datos, donacionLabels, {
    nombre: '',
    email: '',
    telefono: '',
    documento: '',
    monedaPagoId: '' as never,
    monto: '',
    destino: 'general',
    mensaje: '',
    anonimo: false,
  });
  const monedas = oferta.data?.monedas ?? [];
  const primera = monedas[0]?.monedaPagoId;
  useEffect(() => {
    if (primera && !form.getValues('monedaPagoId')) form.setValue('monedaPagoId', primera);
  }, [primera, form]);
  const {
    captcha,
    general,
    submit: donar,
  } = usePublicSubmit('donacion', form, async (values, token) => {
    const d = await call(donacionApi.donar, { body: { ...values, clave, token } });
    if (d.checkout) postToCheckout(d.checkout);
    else alHacer(d);
  });
  const label = (k: string) => donacionLabels[k]![lang];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} component="form" onSubmit={(e) => void donar(e)}>
          <Typography color="text.secondary">{t('donations.intro')}</Typography>
          {oferta.data && <Alert severity="info">{oferta.data.tarjeta ? t('donations.card') : t('donations.pledge')}</Alert>}
          {general && <Alert severity="error">{general}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelect
              control={form.control}
              name="monedaPagoId"
              label={label('monedaPagoId')}
              options={monedas.map((m) => ({ id: m.monedaPagoId, label: m.codigo }))}
              sx={{ flex: 1 }}
            />
            <FormText control={form.control} name="monto" label={label('monto')} required inputMode="decimal" sx={{ flex: 2 }} />
          </Stack>
          <FormSelect
            control={form.control}
            name="destino"
            label={label('destino')}
            options={destinosDonacion.map((d) => ({ id: d, label: destinoLabels[d][lang] }))}
          />
          <FormText control={form.control} name="nombre" label={label('nombre')} required autoComplete="name" />
          <FormContact control={form.control} labels={{ email: label('email'), telefono: label('telefono') }} optional={t('donations.optional')} />
          <FormText control={form.control} name="documento" label={label('documento')} helperText={t('donations.optional')} />
          <FormText control={form.control} name="mensaje" label={label('mensaje')} multiline minRows={2} helperText={t('donations.optional')} />
          <FormSwitch control={form.control} name="anonimo" label={label('anonimo')} />
          {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ minHeight: 78 }} />}
          <Button type="submit" variant="contained" sx={{ alignSelf: 'end' }} disabled={form.formState.isSubmitting || !oferta.data}>
            {oferta.data?.tarjeta ? t('donations.giveCard') : t('donations.give')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Where a gift stands, by its code: a pledge's instructions, a card payment confirmed, pending or declined. */
function Donacion({ codigo, otra }: { codigo: string; otra: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const d = useQuery({
    queryKey: keys.of('codigo', codigo),
    queryFn: () => call(donacionApi.consulta, { params: { codigo } }),
    // Back from the checkout, the provider's notice may still be on its way.
    refetchInterval: (q) => (q.state.data?.estado === 'pendiente' && q.state.data.modalidad === 'tarjeta' && q.state.dataUpdateCount < 15 ? 2000 : false),
  });
  if (d.error) return <Alert severity="error">{d.error.message}</Alert>;
  if (!d.data) return null;
  const x = d.data;
  const datos = { codigo: x.codigo, monto: formatMoney(x.monto, x.moneda), destino: destinoLabels[x.destino][lang].toLowerCase() };
  const aviso =
    x.estado === 'recibida' ? (
      <Alert severity="success">{t('donations.received', datos)}</Alert>
    ) : x.estado === 'rechazada' ? (
      <Alert severity="error">{t('donations.declined', datos)}</Alert>
    ) : x.estado === 'anulada' ? (
      <Alert severity="warning">{t('donations.annulled')}</Alert>
    ) : x.modalidad === 'promesa' ? (
      <Alert severity="success">{t('donations.pledgeDone', datos)}</Alert>
    ) : (
      <Alert
        severity="info"
        action={
          x.checkout && (
            <Button color="inherit" onClick={() => postToCheckout(x.checkout!)}>
              {t('donations.payNow')}
            </Button>
          )
        }
      >
        {t('donations.pendingCard', datos)}
      </Alert>
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('donations.codeTitle', { codigo: x.codigo })}
          </Typography>
          {aviso}
          <Button sx={{ alignSelf: 'start' }} onClick={otra}>
            {t('donations.another')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
