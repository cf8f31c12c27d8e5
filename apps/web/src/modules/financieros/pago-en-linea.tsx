import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';
import { formatMoney } from '@claustro/domain/platform/money';
import type { ApiError } from '../../platform/api.ts';
import { abrirReciboEnLinea, pagarEnLinea, usePagoOnline } from './api.ts';

/* Paying online, wherever a screen offers it: the order sent to the provider's checkout, and the answer the student comes back to. */

/** The order the provider sent the student back with: waiting for the bank's answer, then approved with its receipt, or not. */
export function Retorno({ pagoOnlineId }: { pagoOnlineId: number }) {
  const { t } = useTranslation();
  const o = usePagoOnline(pagoOnlineId).data;
  if (!o) return null;
  const monto = formatMoney(o.monto, o.moneda);
  if (o.estado === 'aprobado')
    return (
      <Alert
        severity={o.documentoContableId ? 'success' : 'warning'}
        action={
          o.documentoContableId ? (
            <Button color="inherit" onClick={() => abrirReciboEnLinea(o.pagoOnlineId)}>
              {t('onlinePay.receipt')}
            </Button>
          ) : undefined
        }
      >
        {o.documentoContableId ? t('onlinePay.approved', { monto, numero: o.numero, ncf: o.ncf ?? '—' }) : t('onlinePay.approvedNoReceipt', { monto })}
      </Alert>
    );
  if (o.estado === 'pendiente') return <Alert severity="info">{t('onlinePay.waiting', { monto })}</Alert>;
  return <Alert severity="error">{t(o.estado === 'expirado' ? 'onlinePay.expired' : 'onlinePay.declined', { mensaje: o.mensaje ?? '' })}</Alert>;
}

/** Sends the order and goes to the provider's checkout; a refusal stays on the screen. */
export function usePagar() {
  const [error, setError] = useState<ApiError | null>(null);
  const [enviando, setEnviando] = useState(false);
  // One key per attempt: a double click makes one order.
  const [clave, setClave] = useState(() => crypto.randomUUID());
  const pagar = async (body: Parameters<typeof pagarEnLinea>[0]) => {
    setEnviando(true);
    setError(null);
    try {
      await pagarEnLinea(body);
    } catch (e) {
      setError(e as ApiError);
      setEnviando(false);
      setClave(crypto.randomUUID());
    }
  };
  return { error, enviando, clave, pagar };
}
