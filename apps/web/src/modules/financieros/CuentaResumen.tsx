import { useTranslation } from 'react-i18next';
import { Button, Chip, List, ListItem, ListItemText, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { Cuenta } from '@claustro/domain/financieros/cuenta.contract';
import { cents, formatMoney } from '@claustro/domain/platform/money';
import { currentLang, formatDate, formatDateTime } from '../../platform/i18n.ts';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { imprimirRecibo } from './api.ts';

/** An amount in a table cell: the currency and the figure never split across lines. */
const Dinero = ({ monto, moneda }: { monto: string; moneda: string }) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(monto, moneda)}</span>;

/**
 * An account: balance and past due, each charge with what is left, the receipts that paid them. A
 * student career's says its payment plan; a sponsor's has none to say (`plan` left out).
 */
export function CuentaResumen({
  cuenta: c,
  pagos = true,
  onAnular,
}: {
  cuenta: Pick<Cuenta, 'balance' | 'vencido' | 'cargos' | 'pagos'> & { plan?: Cuenta['plan'] };
  pagos?: boolean;
  /** Offered on each charge written by hand that nothing has paid yet. */
  onAnular?: (cargo: Cuenta['cargos'][number]) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  // A charge a payment agreement took over: its instalments owe that now.
  const enAcuerdo = (x: { refinanciado: string; moneda: string }) =>
    x.refinanciado !== '0.00' ? ` · ${t('account.inAgreement', { monto: formatMoney(x.refinanciado, x.moneda) })}` : '';
  const moneda = c.cargos[0]?.moneda ?? '';
  const anulable = (x: Cuenta['cargos'][number]) => !!onAnular && x.tipo === 'cargo' && cents(x.pagado) === 0n && cents(x.refinanciado) === 0n;
  const anular = (x: Cuenta['cargos'][number]) =>
    anulable(x) && (
      <Button key="a" size="small" color="error" onClick={() => onAnular!(x)}>
        {t('account.annul')}
      </Button>
    );
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('account.balance', { monto: formatMoney(c.balance, moneda) })}</Typography>
        <Typography color={c.vencido !== '0.00' ? 'error' : 'text.secondary'} sx={{ fontWeight: c.vencido !== '0.00' ? 700 : 400 }}>
          {t('account.pastDue', { monto: formatMoney(c.vencido, moneda) })}
        </Typography>
        {c.plan !== undefined && <Typography color="text.secondary">{c.plan ? t('account.plan', { plan: c.plan }) : t('account.noPlan')}</Typography>}
      </Stack>
      {c.cargos.length && phone ? (
        // On a phone, each charge a line of its own: what it is, when it falls due, what is left.
        <List dense disablePadding aria-label={t('account.charges')}>
          {c.cargos.map((x) => (
            <ListItem key={x.cargoEstudianteId} divider disableGutters secondaryAction={anular(x)}>
              <ListItemText
                primary={x.concepto}
                secondary={`${t('account.due')} ${formatDate(x.fechaVence, lang)} · ${t('account.left')}: ${formatMoney(x.pendiente, x.moneda)}${enAcuerdo(x)}`}
                slotProps={{ secondary: { color: x.vencido && x.pendiente !== '0.00' ? 'error' : 'text.secondary' } }}
              />
            </ListItem>
          ))}
        </List>
      ) : c.cargos.length ? (
        <RecordTable
          label={t('account.charges')}
          head={[t('account.concept'), t('account.due'), t('account.amount'), t('account.paid'), t('account.left'), ...(onAnular ? [''] : [])]}
          rows={c.cargos.map((x) => ({
            key: x.cargoEstudianteId,
            cells: [
              `${x.concepto}${enAcuerdo(x)}`,
              <Stack key="v" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{formatDate(x.fechaVence, lang)}</span>
                {x.vencido && <Chip size="small" color="error" label={t('account.overdue')} />}
              </Stack>,
              <Dinero key="m" monto={x.monto} moneda={x.moneda} />,
              <Dinero key="p" monto={x.pagado} moneda={x.moneda} />,
              <Dinero key="p" monto={x.pendiente} moneda={x.moneda} />,
              ...(onAnular ? [anular(x) || ''] : []),
            ],
          }))}
        />
      ) : (
        <Typography color="text.secondary">{t('account.noCharges')}</Typography>
      )}
      {pagos && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {t('account.payments')}
          </Typography>
          {c.pagos.length ? (
            <RecordTable
              label={t('account.payments')}
              head={[t('receipts.number'), t('receipts.date'), 'NCF', t('account.applied'), t('collect.method'), '']}
              rows={c.pagos.map((p) => ({
                key: p.documentoContableId,
                cells: [
                  p.estado === 'anulado' ? `${p.numero} · ${t('receipts.states.anulado')}` : p.numero,
                  formatDateTime(p.fecha, lang),
                  p.ncf ?? '—',
                  formatMoney(p.aplicado, p.moneda),
                  p.formasPago,
                  <Button key="p" size="small" onClick={() => void imprimirRecibo(p.documentoContableId, 'carta')}>
                    {t('app.print')}
                  </Button>,
                ],
              }))}
            />
          ) : (
            <Typography color="text.secondary">{t('account.noPayments')}</Typography>
          )}
        </>
      )}
    </Stack>
  );
}
