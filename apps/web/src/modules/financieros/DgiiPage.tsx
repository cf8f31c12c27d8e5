import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { compra } from '@claustro/domain/financieros/compra.resource';
import { dgiiScreen } from '@claustro/domain/financieros/dgii.contract';
import { tiposAnulacion } from '@claustro/domain/financieros/dgii.rules';
import { formatMoney } from '@claustro/domain/platform/money';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { descargarDgii, useResumenDgii } from './api.ts';
import { RecordTable } from '../../platform/RecordTable.tsx';

/** Last month: the one whose formats are due by the 15th. */
const mesAnterior = () => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return { ano: d.getFullYear(), mes: d.getMonth() + 1 };
};
const fechaDgii = (f: string) => `${f.slice(6, 8)}/${f.slice(4, 6)}/${f.slice(0, 4)}`;

/** One format's card: its name, what it holds, and its file. */
function Formato({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {titulo}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * `/financieros/reportes-dgii`: a month's 606, 607 and 608 — what they hold, the total of small consumer
 * receipts to declare in the Oficina Virtual, the numbers annulled — and each file to send. It opens
 * on last month, the one due by the 15th.
 */
export default function DgiiPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const [inicial] = useState(mesAnterior);
  const [ano, setAno] = useState<number | ''>(inicial.ano);
  const [mes, setMes] = useState<number | ''>(inicial.mes);
  const periodo = ano && mes ? `${ano}-${String(mes).padStart(2, '0')}` : null;
  const r = useResumenDgii(periodo).data;
  const meses = Array.from({ length: 12 }, (_x, i) => ({
    id: i + 1,
    label: new Date(2026, i, 1).toLocaleDateString(lang === 'es' ? 'es-DO' : 'en-US', { month: 'long' }).replace(/^./, (c) => c.toUpperCase()),
  }));
  const anos = Array.from({ length: 5 }, (_x, i) => inicial.ano + 1 - i).map((a) => ({ id: a, label: String(a) }));
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(dgiiScreen, lang)!} />
      <Typography variant="body2" color="text.secondary">
        {t('dgii.intro')}
      </Typography>
      <Stack direction="row" spacing={2} role="group" aria-label={t('dgii.month')} sx={{ maxWidth: { sm: 420 } }}>
        <ChoiceField label={t('dgii.month')} value={mes} onChange={setMes} options={meses} required />
        <ChoiceField label={t('dgii.year')} value={ano} onChange={setAno} options={anos} required />
      </Stack>
      {r && !r.rnc && <Alert severity="error">{t('dgii.noRnc')}</Alert>}
      {r && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Formato titulo={t('dgii.f606')}>
            <Typography>
              {t('dgii.purchases', { count: r.f606.registros, monto: formatMoney(r.f606.monto, 'DOP'), itbis: formatMoney(r.f606.itbis, 'DOP') })}
            </Typography>
            <Button component={RouterLink} to={compra.screen} sx={{ alignSelf: 'flex-start' }}>
              {t('dgii.openPurchases')}
            </Button>
            <FileButton variant="contained" label={t('dgii.download606')} disabled={!r.rnc} run={() => descargarDgii('606', r.rnc!, r.periodo)} />
          </Formato>
          <Formato titulo={t('dgii.f607')}>
            <Typography>{t('dgii.listed', { count: r.f607.registros, monto: formatMoney(r.f607.monto, 'DOP') })}</Typography>
            <Alert severity="info">{t('dgii.smallConsumer', { count: r.consumoMenor.registros, monto: formatMoney(r.consumoMenor.monto, 'DOP') })}</Alert>
            <FileButton variant="contained" label={t('dgii.download607')} disabled={!r.rnc} run={() => descargarDgii('607', r.rnc!, r.periodo)} />
          </Formato>
          <Formato titulo={t('dgii.f608')}>
            <Typography>{t('dgii.annulled', { count: r.f608.registros })}</Typography>
            <FileButton variant="contained" label={t('dgii.download608')} disabled={!r.rnc} run={() => descargarDgii('608', r.rnc!, r.periodo)} />
          </Formato>
        </Stack>
      )}
      {!!r?.anulados.length && (
        <RecordTable
          label={t('dgii.f608')}
          head={['NCF', { label: t('dgii.receiptDate'), nowrap: true }, t('dgii.reasonCode'), t('dgii.reason')]}
          rows={r.anulados.map((a) => ({
            key: a.ncf,
            cells: [a.ncf, fechaDgii(a.fecha), `${a.tipoAnulacion} · ${tiposAnulacion[a.tipoAnulacion]?.[lang] ?? ''}`, a.motivo],
          }))}
        />
      )}
    </Stack>
  );
}
