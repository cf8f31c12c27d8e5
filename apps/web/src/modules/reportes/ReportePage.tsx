import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportes, type NombreReporte } from '@claustro/domain/reportes/catalogo';
import { rutaReporte, type Columna, type Reporte, type RespuestaReporte } from '@claustro/domain/reportes/engine';
import { formatMoney } from '@claustro/domain/platform/money';
import { api } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader, PagedGrid, type GridColumn, type PageModel, type SortModel } from '../../platform/PagedGrid.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { ReporteFiltros, useParametros } from './ReporteFiltros.tsx';
import { Descargas } from './Descargas.tsx';
import { DisenoReporte, useDiseno } from './DisenoReporte.tsx';

const ReporteGrafico = lazy(() => import('./ReporteGrafico.tsx'));

type Fila = Record<string, string | number | null>;

/** A cell as the report shows it: money with its separators, a share with %, a count grouped, nothing as a dash. */
export function valorCelda(c: Columna, v: string | number | null | undefined, sinDato: string) {
  if (v === null || v === undefined || v === '') return c.tipo === 'texto' && c.campo === 'carrera' ? sinDato : '—';
  if (c.tipo === 'dinero' || c.tipo === 'horas') return formatMoney(String(v));
  if (c.tipo === 'porcentaje') return `${v} %`;
  if (c.tipo === 'entero') return Number(v).toLocaleString('en-US');
  return String(v);
}

/**
 * A declared report (`packages/domain/src/reportes`): its parameters as a form, the chart of all of it,
 * a page of its rows sorted and paged on the server, its totals, and its files — spreadsheet, CSV, PDF.
 */
export function ReportePage({ reporte }: { reporte: Reporte }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const p = useParametros(reporte);
  // The chart is drawn in the browser only (its library loads there, after the page): a page drawn on the server keeps its place.
  const [enNavegador, setEnNavegador] = useState(false);
  useEffect(() => setEnNavegador(true), []);
  const [page, setPage] = useState<PageModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<SortModel>([]);
  const consulta = { ...p.valores, orden: sort[0]?.field, dir: sort[0]?.sort };
  const r = useQuery({
    queryKey: ['reporte', reporte.nombre, consulta, page],
    enabled: p.listo,
    placeholderData: keepPreviousData,
    queryFn: () => api<RespuestaReporte>(rutaReporte(reporte), { query: { ...consulta, pagina: page.page + 1, tamano: page.pageSize } }),
  });
  const diseno = useDiseno(reporte);
  const titulo = screenTitle(reporte.screen, lang) ?? reporte.nombre;
  const sinDato = reporte.grupo === 'moneda' ? t('reports.noCareer') : '—';
  const columnas: GridColumn<Fila>[] = diseno.columnas.map((c) => ({
    field: c.campo,
    headerName: c.label[lang],
    type: c.tipo === 'texto' || c.tipo === 'fecha' ? 'string' : 'number',
    flex: c.tipo === 'texto' ? 2 : 1,
    minWidth: c.tipo === 'texto' ? 160 : 100,
    sortable: true,
    valueFormatter: (v: string | number | null) => valorCelda(c, v, sinDato),
  }));
  const datos = r.data;
  const conTotales = reporte.columnas.some((c) => c.total);
  // "Total" goes in the first column the totals leave empty.
  const lugarTotal = datos?.totales[0] ? diseno.columnas.findIndex((c) => !(c.campo in datos.totales[0])) : -1;
  return (
    <Stack spacing={2}>
      <ListHeader title={titulo} />
      <Typography variant="body2" color="text.secondary">
        {reporte.intro[lang]}
      </Typography>
      <ReporteFiltros reporte={reporte} p={p} />
      <Descargas
        reporte={reporte}
        consulta={p.listo ? { ...consulta, columnas: diseno.consulta } : null}
        total={datos?.total}
        extra={diseno.activo ? <DisenoReporte reporte={reporte} guardado={diseno.guardado} /> : undefined}
      />
      {!p.listo ? (
        <Alert severity="info">{t('reports.chooseParams')}</Alert>
      ) : datos && !datos.total ? (
        <Alert severity="info">{t('reports.empty')}</Alert>
      ) : (
        <>
          {reporte.grafico && !!datos?.grafico.length && (
            <Suspense fallback={<div style={{ height: 280 }} />}>
              {!enNavegador ? (
                <div style={{ height: 280 }} />
              ) : (
                <ReporteGrafico
                  reporte={reporte}
                  puntos={reporte.grupo ? datos.grafico.filter((g) => g[reporte.grupo!] === datos.totales[0]?.[reporte.grupo!]) : datos.grafico}
                  lang={lang}
                  sinDato={sinDato}
                  titulo={`${t('reports.chart')}${reporte.grupo && datos.totales[0] ? ` · ${datos.totales[0][reporte.grupo]}` : ''}`}
                />
              )}
            </Suspense>
          )}
          <PagedGrid<Fila>
            label={titulo}
            rows={datos?.filas}
            total={datos?.total}
            loading={r.isFetching}
            columns={columnas}
            getRowId={(f) => JSON.stringify(f)}
            pagination={page}
            onPaginationChange={setPage}
            sort={sort}
            onSortChange={(s) => (setSort(s), setPage((x) => ({ ...x, page: 0 })))}
            toolbar
          />
          {conTotales && !!datos?.totales.length && (
            <RecordTable
              label={t('reports.totals')}
              head={diseno.columnas.map((c) => ({ label: c.label[lang], right: c.tipo !== 'texto' && c.tipo !== 'fecha' }))}
              rows={datos.totales.map((tot, k) => ({
                key: k,
                cells: diseno.columnas.map((c, i) => (c.campo in tot ? valorCelda(c, tot[c.campo], sinDato) : i === lugarTotal ? t('ledger.total') : '')),
              }))}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** The screen of one report, by its name in the catalogue. */
export const pagina = (nombre: NombreReporte) =>
  function Pagina() {
    return <ReportePage reporte={reportes[nombre]} />;
  };
