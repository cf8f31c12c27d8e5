import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '@mui/material';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { DateInput } from '../../platform/DateInput.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import type { FiltroLibro } from './api.ts';

/* The span finance's ledger and reports read: from and to (this month so far at first), a campus, a currency. */

const isoLocal = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The span the screens open on: this month so far. */
export function useFiltro() {
  const hoy = new Date();
  const [desde, setDesde] = useState<string | null>(isoLocal(new Date(hoy.getFullYear(), hoy.getMonth(), 1)));
  const [hasta, setHasta] = useState<string | null>(isoLocal(hoy));
  const [sedeId, setSede] = useState<number | ''>('');
  const [monedaPagoId, setMoneda] = useState<number | ''>('');
  const valido = !!desde && !!hasta && /^\d{4}-\d{2}-\d{2}$/.test(desde) && /^\d{4}-\d{2}-\d{2}$/.test(hasta) && hasta >= desde;
  const filtro: FiltroLibro | null = valido ? { desde, hasta, sedeId: sedeId || undefined, monedaPagoId: monedaPagoId || undefined } : null;
  return { filtro, campos: { desde, setDesde, hasta, setHasta, sedeId, setSede, monedaPagoId, setMoneda } };
}

export function Filtros({ campos, moneda = true }: { campos: ReturnType<typeof useFiltro>['campos']; moneda?: boolean }) {
  const { t } = useTranslation();
  const sedes = useLookup('sede');
  const monedas = useLookup('monedaPago');
  const alReves = !!campos.desde && !!campos.hasta && campos.hasta < campos.desde;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label={t('ledger.span')}>
      <DateInput label={t('ledger.from')} value={campos.desde} onChange={campos.setDesde} required sx={{ flex: 1 }} />
      <DateInput
        label={t('ledger.to')}
        value={campos.hasta}
        onChange={campos.setHasta}
        required
        error={alReves}
        helperText={alReves ? t('ledger.toBeforeFrom') : undefined}
        sx={{ flex: 1 }}
      />
      <ChoiceField label={t('ledger.campus')} value={campos.sedeId} onChange={campos.setSede} options={sedes.options} empty={t('ledger.allCampuses')} />
      {moneda && (
        <ChoiceField
          label={t('ledger.currency')}
          value={campos.monedaPagoId}
          onChange={campos.setMoneda}
          options={monedas.options}
          empty={t('ledger.allCurrencies')}
        />
      )}
    </Stack>
  );
}
