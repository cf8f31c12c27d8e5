import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { resourceByName } from '@claustro/domain/registry';
import { presupuestoApi } from '@claustro/domain/educacion-continuada/presupuesto.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { call, queryKeys } from '../../platform/contract-client.ts';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import ResourcePage from '../../platform/resources/ResourcePage.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';

const keys = queryKeys('ec-presupuestos');

/**
 * `/educacion-continuada/presupuestos`: course budgets (a declared catalogue: course, company, status,
 * lines by budget account) and, below, one budget against what happened — each line budgeted and
 * spent, the income budgeted against what finance charged and collected, the result both ways, and
 * who put it in each status.
 */
export default function PresupuestosPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const presupuestos = useLookup('presupuesto');
  const [elegido, setId] = useState<number | '' | null>(null);
  // The first budget shows at once; another is chosen.
  const id = elegido ?? presupuestos.options[0]?.id ?? '';
  const e = useQuery({ queryKey: keys.detail(id), enabled: !!id, queryFn: () => call(presupuestoApi.ejecucion, { params: { presupuestoId: Number(id) } }) });
  const d = e.data;
  const m = (v: string | null) => (v === null ? '—' : formatMoney(v, d?.moneda));
  return (
    <Stack spacing={4}>
      <ResourcePage def={resourceByName.get('presupuesto')!} />
      <Stack spacing={2} component="section" aria-label={t('contedu.budgetVsActual')}>
        <ListHeader title={t('contedu.budgetVsActual')} secondary />
        <Typography variant="body2" color="text.secondary">
          {t('contedu.budgetVsActualIntro')}
        </Typography>
        <ChoiceField label={t('contedu.budget')} value={id} onChange={setId} options={presupuestos.options} />
        {e.error && <Alert severity="error">{e.error.message}</Alert>}
        {d && (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{d.curso}</Typography>
              <Chip size="small" color={d.aprobado ? 'success' : 'default'} label={d.estado} />
              {d.empresa && <Chip size="small" variant="outlined" label={d.empresa} />}
              <Typography variant="body2" color="text.secondary">
                {t('contedu.participantsPlanned', { previstos: d.participantes, inscritos: d.inscritos })}
              </Typography>
            </Stack>
            <Table size="small" aria-label={t('contedu.lines')} sx={{ display: 'block', overflowX: 'auto' }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('contedu.account')}</TableCell>
                  <TableCell>{t('contedu.detail')}</TableCell>
                  <TableCell align="right">{t('contedu.budgeted')}</TableCell>
                  <TableCell align="right">{t('contedu.spent')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {d.lineas.map((l, i) => (
                  <TableRow key={i}>
                    <TableCell>
                      {l.codigo} · {l.cuenta} {l.ingreso && <Chip size="small" label={t('contedu.income')} sx={{ ml: 0.5 }} />}
                    </TableCell>
                    <TableCell>{l.detalle ?? ''}</TableCell>
                    <TableCell align="right">{m(l.presupuestado)}</TableCell>
                    <TableCell align="right">{m(l.ejecutado)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Table size="small" aria-label={t('contedu.summary')} sx={{ maxWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell align="right">{t('contedu.budgeted')}</TableCell>
                  <TableCell align="right">{t('contedu.actual')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell>{t('contedu.incomeCharged')}</TableCell>
                  <TableCell align="right">{m(d.ingresos.presupuestado)}</TableCell>
                  <TableCell align="right">{m(d.ingresos.cargado)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell>{t('contedu.incomeCollected')}</TableCell>
                  <TableCell align="right">—</TableCell>
                  <TableCell align="right">{m(d.ingresos.cobrado)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell>{t('contedu.costs')}</TableCell>
                  <TableCell align="right">{m(d.costos.presupuestado)}</TableCell>
                  <TableCell align="right">{m(d.costos.ejecutado)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('contedu.result')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {m(d.resultado.presupuestado)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {m(d.resultado.real)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <Typography variant="subtitle2" component="h3">
              {t('contedu.steps')}
            </Typography>
            <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
              {d.pasos.map((p, i) => (
                <Typography component="li" variant="body2" key={i}>
                  {p.estado} · {p.usuario ?? t('contedu.system')} · {formatDateTime(p.en, lang)}
                </Typography>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Stack>
  );
}
