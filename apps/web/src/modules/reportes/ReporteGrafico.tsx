import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { campoCuenta, ysDe, type Reporte } from '@claustro/domain/reportes/engine';
import type { Lang } from '@claustro/domain/platform/i18n';

/*
 * A report's chart (MUI X Charts, loaded only by the screens that draw one): the points the server
 * summed over the whole report — bars (horizontal, so that a career's long name stays readable on a
 * phone), bars stacked by a series, lines over time, or a pie.
 */

type Punto = Record<string, string | number | null>;
const nombre = (v: string | number | null | undefined, sin: string) => (v === null || v === undefined || v === '' ? sin : String(v));

export default function ReporteGrafico(props: { reporte: Reporte; puntos: Punto[]; lang: Lang; titulo: string; sinDato: string }) {
  const { reporte, lang, sinDato } = props;
  const g = reporte.grafico!;
  const label = (campo: string) => (campo === campoCuenta ? g.cuenta![lang] : reporte.columnas.find((c) => c.campo === campo)!.label[lang]);
  const ys = ysDe(g);
  // Stacked bars: one bar per x, one segment per series value (at most 12 series; the rest are summed as they come).
  const xs = [...new Set(props.puntos.map((p) => nombre(p[g.x], sinDato)))].slice(0, 25);
  let chart;
  if (g.tipo === 'torta') {
    chart = (
      <PieChart
        height={280}
        series={[{ data: props.puntos.slice(0, 12).map((p, i) => ({ id: i, value: Number(p[ys[0]] ?? 0), label: nombre(p[g.x], sinDato) })), innerRadius: 40 }]}
      />
    );
  } else if (g.tipo === 'lineas') {
    chart = (
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: xs }]}
        series={ys.map((y) => ({ label: label(y), data: xs.map((x) => Number(props.puntos.find((p) => nombre(p[g.x], sinDato) === x)?.[y] ?? 0)) }))}
      />
    );
  } else {
    const series =
      g.tipo === 'apiladas' && g.serie
        ? [...new Set(props.puntos.map((p) => nombre(p[g.serie!], sinDato)))].slice(0, 12).flatMap((s) =>
            ys.map((y) => ({
              label: ys.length > 1 ? `${s} · ${label(y)}` : s,
              stack: 'total',
              data: xs.map((x) =>
                props.puntos.filter((p) => nombre(p[g.x], sinDato) === x && nombre(p[g.serie!], sinDato) === s).reduce((n, p) => n + Number(p[y] ?? 0), 0),
              ),
            })),
          )
        : ys.map((y) => ({
            label: label(y),
            stack: g.tipo === 'apiladas' ? 'total' : undefined,
            data: xs.map((x) => props.puntos.filter((p) => nombre(p[g.x], sinDato) === x).reduce((n, p) => n + Number(p[y] ?? 0), 0)),
          }));
    chart = (
      <BarChart
        layout="horizontal"
        height={Math.max(220, 34 * xs.length + 90)}
        yAxis={[{ scaleType: 'band', data: xs, width: 150, tickLabelStyle: { fontSize: 11 } }]}
        series={series}
        hideLegend={series.length < 2}
      />
    );
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {props.titulo}
        </Typography>
        <div role="img" aria-label={props.titulo} data-chart={g.tipo} data-points={props.puntos.length}>
          {chart}
        </div>
      </CardContent>
    </Card>
  );
}
