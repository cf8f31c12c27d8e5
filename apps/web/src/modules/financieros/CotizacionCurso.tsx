import { useTranslation } from 'react-i18next';
import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { cotizacionApi } from '@claustro/domain/financieros/cotizacion.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { openInNewTab } from '../../platform/api.ts';
import { call, queryKeys } from '../../platform/contract-client.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { FileButton } from '../../platform/PrintButton.tsx';

const keys = queryKeys('cotizacion-curso');

export type PedidoCotizacion = { cursoPlantillaId: number; participantes: number; descuento: number; empresaId?: number; inicio?: string | null };

/**
 * A company's quote for a closed group of a course, as the server computes it: price per participant,
 * subtotal, discount, total and the schedule of payments; "Cotización (PDF)" prints it to hand over.
 */
export function CotizacionCursoResumen({ pedido }: { pedido: PedidoCotizacion }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const query = { ...pedido, inicio: pedido.inicio || undefined };
  const q = useQuery({ queryKey: keys.of('q', query), retry: false, queryFn: () => call(cotizacionApi.cotizarCurso, { query }) });
  const c = q.data;
  if (q.error) return <Alert severity="error">{q.error.message}</Alert>;
  if (!c) return null;
  const m = (v: string) => formatMoney(v, c.moneda);
  return (
    <Stack spacing={1.5} component="section" aria-label={t('quote.companyQuote')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {c.curso} · {t('quote.companyHours', { horas: c.horas })}
        </Typography>
        <FileButton
          label={t('quote.companyPdf')}
          run={() => openInNewTab(cotizacionApi.cotizacionCursoPdf.path, { query: query as Record<string, string | number> })}
        />
      </Stack>
      <Table size="small" aria-label={t('quote.companyQuote')} sx={{ maxWidth: 720 }}>
        <TableBody>
          <TableRow>
            <TableCell>{t('quote.companyPrice')}</TableCell>
            <TableCell align="right">{m(c.precio)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>{t('quote.companySubtotal', { n: c.participantes })}</TableCell>
            <TableCell align="right">{m(c.subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>{t('quote.companyDiscount', { porcentaje: c.descuentoPorcentaje })}</TableCell>
            <TableCell align="right">− {m(c.descuento)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('quote.companyTotal')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {m(c.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Table size="small" aria-label={t('quote.companySchedule')} sx={{ maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('quote.companyItem')}</TableCell>
            <TableCell>{t('quote.companyDue')}</TableCell>
            <TableCell align="right">{t('quote.companyEach')}</TableCell>
            <TableCell align="right">{t('quote.companyTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {c.calendario.map((l) => (
            <TableRow key={`${l.tipo}-${l.cuota}`}>
              <TableCell>{l.tipo === 'inscripcion' ? t('quote.companyEnrolment') : t('quote.companyInstalment', { n: l.cuota })}</TableCell>
              <TableCell>{formatDate(l.vence, lang)}</TableCell>
              <TableCell align="right">{m(l.porParticipante)}</TableCell>
              <TableCell align="right">{m(l.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        {t('quote.companyValid', { fecha: formatDate(c.validaHasta, lang) })}
      </Typography>
    </Stack>
  );
}
