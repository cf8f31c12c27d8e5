import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { cotizacionApi, cotizacionScreen } from '@claustro/domain/financieros/cotizacion.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import type { ApiError } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { DateInput } from '../../platform/DateInput.tsx';
import { CotizacionCursoResumen } from './CotizacionCurso.tsx';
import { call, queryKeys } from '../../platform/contract-client.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { screenTitle } from '../../platform/screen-title.ts';

const keys = queryKeys('cotizacion');

/**
 * `/financiero/cotizacion`: a term's price quote for someone asking what a career costs — the fee and
 * the tuition instalments with their dates, by the plan that would charge them, for the credits and a
 * scholarship — printable to hand over.
 */
export default function CotizacionPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const sedes = useLookup('sede');
  const carreras = useLookup('carrera');
  const periodos = useLookup('periodoAcademico');
  const [sede, setSede] = useState<number | ''>('');
  const [carrera, setCarrera] = useState<number | ''>('');
  const [periodo, setPeriodo] = useState<number | ''>('');
  const [creditos, setCreditos] = useState('20');
  const [nuevo, setNuevo] = useState(true);
  const [descuento, setDescuento] = useState('0');
  const listo = !!sede && !!carrera && !!periodo && Number(creditos) > 0;
  const query = {
    sedeId: Number(sede),
    carreraId: Number(carrera),
    periodoAcademicoId: Number(periodo),
    creditos: Number(creditos),
    nuevo: String(nuevo) as 'true' | 'false',
    descuento: Number(descuento) || 0,
  };
  const q = useQuery({ queryKey: keys.of('q', query), enabled: listo, retry: false, queryFn: () => call(cotizacionApi.cotizar, { query }) });
  const c = q.data;
  const error = q.error as ApiError | null;
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(cotizacionScreen, lang)!}>
        <Button variant="outlined" disabled={!c} onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
          {t('quote.print')}
        </Button>
      </ListHeader>
      <Typography variant="body2" color="text.secondary" sx={{ displayPrint: 'none' }}>
        {t('quote.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ displayPrint: 'none' }}>
        <ChoiceField label={t('quote.campus')} value={sede} onChange={setSede} options={sedes.options} required />
        <ChoiceField label={t('onlinePay.career')} value={carrera} onChange={setCarrera} options={carreras.options} required />
        <ChoiceField label={t('account.term')} value={periodo} onChange={setPeriodo} options={periodos.options} required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, displayPrint: 'none' }}>
        <TextField
          label={t('quote.credits')}
          value={creditos}
          onChange={(e) => setCreditos(e.target.value.replace(/\D/g, '').slice(0, 2))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={
            !c ? t('quote.creditsAsk') : c.porCredito ? t('quote.perCredit', { monto: formatMoney(c.costoCredito ?? '0', c.moneda) }) : t('quote.creditsHint')
          }
        />
        <TextField
          label={t('quote.discount')}
          value={descuento}
          onChange={(e) => setDescuento(e.target.value.replace(/[^\d.]/g, '').slice(0, 5))}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={!!error?.fields?.descuento}
          helperText={error?.fields?.descuento ?? t('quote.discountHint')}
        />
        <FormControlLabel
          sx={{ whiteSpace: 'nowrap' }}
          control={<Switch checked={nuevo} onChange={(e) => setNuevo(e.target.checked)} />}
          label={t('quote.newStudent')}
        />
      </Stack>
      {error && !error.fields && <Alert severity="warning">{error.message}</Alert>}
      {c && (
        <Box component="section" aria-label={t('quote.result')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Stack spacing={1.5}>
            <Box>
              <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
                {`${carreras.options.find((o) => o.id === carrera)?.label ?? ''} · ${sedes.options.find((o) => o.id === sede)?.label ?? ''}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('quote.planLine', { periodo: c.periodo, plan: c.plan, creditos: c.creditos })}
              </Typography>
            </Box>
            <RecordTable
              label={t('quote.result')}
              head={[t('account.concept'), t('account.due'), t('account.amount'), t('quote.discountCol')]}
              rows={c.cargos.map((x) => ({
                key: `${x.tipo}-${x.cuota}`,
                cells: [
                  x.tipo === 'inscripcion'
                    ? t(nuevo ? 'quote.enrolment' : 'quote.reenrolment')
                    : t('quote.instalment', { n: x.cuota, de: c.cargos.filter((y) => y.tipo === 'cuota').length }),
                  formatDate(x.vence, lang),
                  formatMoney(x.monto, c.moneda),
                  formatMoney(x.descuento, c.moneda),
                ],
              }))}
            />
            <Typography sx={{ fontWeight: 700 }}>{t('quote.total', { monto: formatMoney(c.total, c.moneda) })}</Typography>
            {c.descuentoTotal !== '0.00' && <Typography variant="body2">{t('quote.saved', { monto: formatMoney(c.descuentoTotal, c.moneda) })}</Typography>}
            <Typography variant="caption" color="text.secondary">
              {t('quote.note')}
            </Typography>
          </Stack>
        </Box>
      )}
      <CotizacionEmpresa />
    </Stack>
  );
}

/** A company's quote for a closed group of a continuing-education course (a template), printed as a PDF. */
function CotizacionEmpresa() {
  const { t } = useTranslation();
  const plantillas = useLookup('cursoPlantilla');
  const empresas = useLookup('empresa');
  const [plantilla, setPlantilla] = useState<number | ''>('');
  const [empresa, setEmpresa] = useState<number | ''>('');
  const [participantes, setParticipantes] = useState('10');
  const [descuento, setDescuento] = useState('0');
  const [inicio, setInicio] = useState<string | null>(null);
  const n = Number(participantes);
  const d = Number(descuento);
  const listo = !!plantilla && n > 0 && n <= 1000 && d >= 0 && d <= 100;
  return (
    <Stack spacing={2} sx={{ displayPrint: 'none', pt: 2 }} component="section" aria-label={t('quote.companyTitle')}>
      <ListHeader title={t('quote.companyTitle')} secondary />
      <Typography variant="body2" color="text.secondary">
        {t('quote.companyIntro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ChoiceField label={t('quote.companyCourse')} value={plantilla} onChange={setPlantilla} options={plantillas.options} required />
        <ChoiceField label={t('quote.company')} value={empresa} onChange={setEmpresa} options={empresas.options} empty="—" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('quote.companyParticipants')}
          value={participantes}
          onChange={(e) => setParticipantes(e.target.value.replace(/\D/g, '').slice(0, 4))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={t('quote.discount')}
          value={descuento}
          onChange={(e) => setDescuento(e.target.value.replace(/[^\d.]/g, '').slice(0, 5))}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <DateInput label={t('quote.companyStart')} value={inicio} onChange={setInicio} />
      </Stack>
      {listo && <CotizacionCursoResumen pedido={{ cursoPlantillaId: plantilla, participantes: n, descuento: d, empresaId: empresa || undefined, inicio }} />}
    </Stack>
  );
}
