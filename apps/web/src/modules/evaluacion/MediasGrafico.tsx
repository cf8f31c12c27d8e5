import { BarChart } from '@mui/x-charts/BarChart';
import { escalaEvaluacion } from '@claustro/domain/evaluacion/evaluacion.contract';

/** Each question's mean on the scale as a horizontal bar (MUI X Charts, loaded with the results dialog only); questions by their number. */
export default function MediasGrafico({ preguntas, titulo }: { preguntas: { orden: number; media: string | null }[]; titulo: string }) {
  return (
    <div role="img" aria-label={titulo} data-chart="barras" data-points={preguntas.length}>
      <BarChart
        layout="horizontal"
        height={Math.max(160, 24 * preguntas.length + 60)}
        yAxis={[{ scaleType: 'band', data: preguntas.map((p) => String(p.orden)), width: 30 }]}
        xAxis={[{ min: 0, max: escalaEvaluacion.max }]}
        series={[{ data: preguntas.map((p) => (p.media === null ? 0 : Number(p.media))), label: titulo }]}
        hideLegend
        margin={{ left: 4, right: 16 }}
      />
    </div>
  );
}
