import { useTranslation } from 'react-i18next';
import { Alert, Stack, Typography } from '@mui/material';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { informeApi, informes, type ColumnaInforme, type InformeRespuesta, type NombreInforme } from '@claustro/domain/financieros/informes';
import { pathOf } from '@claustro/domain/platform/contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { apiBlob, saveBlob } from '../../platform/api.ts';
import { call } from '../../platform/contract-client.ts';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { Filtros, useFiltro } from './RangoFechas.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';

/** A cell as the report shows it: money with its currency's separators, a share with %, a missing name as a dash. */
function valor(c: ColumnaInforme, v: string | number | null | undefined, t: (k: string) => string) {
  if (v === null || v === undefined || v === '') return c.campo === 'carrera' ? t('reports.noCareer') : '—';
  if (c.tipo === 'dinero' || c.tipo === 'horas') return formatMoney(String(v));
  if (c.tipo === 'porcentaje') return `${v} %`;
  if (c.tipo === 'entero') return Number(v).toLocaleString('en-US');
  return String(v);
}

/**
 * One of finance's reports (`informes` in the domain): the span and campus, then a table per currency
 * with its totals, and the same as a spreadsheet.
 */
function InformePage({ nombre }: { nombre: NombreInforme }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const i = informes[nombre];
  const api = informeApi(i);
  const { filtro, campos } = useFiltro();
  const q = filtro && { desde: filtro.desde, hasta: filtro.hasta, sedeId: filtro.sedeId };
  const r = useQuery({
    queryKey: ['informe', nombre, q],
    enabled: !!q,
    placeholderData: keepPreviousData,
    queryFn: () => call(api, { query: q! }) as Promise<InformeRespuesta>,
  }).data;
  const columnas = i.columnas.filter((c) => c.campo !== 'moneda');
  const descargar = async () => saveBlob(await apiBlob(pathOf(api), { query: { ...q!, formato: 'xlsx' } }), `${nombre}-${q!.desde}-${q!.hasta}.xlsx`);
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(i.screen, lang)!} />
      <Typography variant="body2" color="text.secondary">
        {i.intro[lang]}
      </Typography>
      <Filtros campos={campos} moneda={false} />
      <Stack direction="row">
        <FileButton label={t('reports.spreadsheet')} disabled={!q || !r?.filas.length} run={descargar} />
      </Stack>
      {!q ? (
        <Alert severity="info">{t('ledger.chooseSpan')}</Alert>
      ) : r && !r.filas.length ? (
        <Alert severity="info">{t('reports.nothing')}</Alert>
      ) : (
        r?.totales.map((tot) => (
          <RecordTable
            key={String(tot.moneda)}
            label={`${screenTitle(i.screen, lang)} · ${tot.moneda}`}
            head={columnas.map((c) => ({ label: `${c.label[lang]}${c.tipo === 'dinero' ? ` (${tot.moneda})` : ''}`, right: c.tipo !== 'texto' }))}
            rows={r.filas.filter((f) => f.moneda === tot.moneda).map((f, k) => ({ key: k, cells: columnas.map((c) => valor(c, f[c.campo], t)) }))}
            foot={columnas.map((c, k) => (k === 0 ? `${t('ledger.total')} ${tot.moneda}` : c.campo in tot ? valor(c, tot[c.campo], t) : ''))}
          />
        ))
      )}
    </Stack>
  );
}

export const RecibosFormasPagoPage = () => <InformePage nombre="recibosFormasPago" />;
export const CobrosServiciosCarreraPage = () => <InformePage nombre="cobrosServiciosCarrera" />;
export const CobranzasPage = () => <InformePage nombre="cobranzas" />;
export const DescuentosEstudiantesPage = () => <InformePage nombre="descuentosEstudiantes" />;
export const PagosEstudiantesPage = () => <InformePage nombre="pagosEstudiantes" />;
export const CobrosCarreraInscripcionPage = () => <InformePage nombre="cobrosCarreraInscripcion" />;
export const PlanesPagosPage = () => <InformePage nombre="planesPagos" />;
export const ServiciosContablesPage = () => <InformePage nombre="serviciosContables" />;
export const CobrosCursoEpPage = () => <InformePage nombre="cobrosCursoEp" />;
export const PlanificacionNominaPage = () => <InformePage nombre="planificacionNomina" />;
