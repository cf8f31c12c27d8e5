import { useTranslation } from 'react-i18next';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { encuestaApi } from '@claustro/domain/analisis/encuesta.contract';
import { call } from '../../platform/contract-client.ts';
import { encuestaKeys as keys } from './api.ts';
import { currentLang } from '../../platform/i18n.ts';

/**
 * What a survey came to (MUI X Charts, loaded with this dialog only): its groups with how many of
 * their people answered, then each question — options as horizontal bars (long options stay readable
 * on a phone), words as a list. Counts only: nothing says who answered what.
 */
export default function ResultadosEncuesta({ encuestaId }: { encuestaId: number }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const res = useQuery({ queryKey: keys.of('resultados', encuestaId), queryFn: () => call(encuestaApi.resultados, { params: { encuestaId } }) });
  const grupos = useQuery({ queryKey: keys.of('grupos', encuestaId), queryFn: () => call(encuestaApi.grupos, { params: { encuestaId } }) });
  const texto = (es: string | null, en: string | null) => (lang === 'en' && en ? en : es) ?? '';
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label={t('surveys.groups')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('surveys.group')}</TableCell>
            <TableCell>{t('surveys.state')}</TableCell>
            <TableCell align="right">{t('surveys.answeredOf')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(grupos.data ?? []).map((g) => (
            <TableRow key={g.participanteId}>
              <TableCell>{g.grupo}</TableCell>
              <TableCell>{lang === 'en' ? g.estadoIngles : g.estado}</TableCell>
              <TableCell align="right">
                {g.respondieron} / {g.convocados}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {res.data && <Typography variant="body2">{t('surveys.answers', { n: res.data.respuestas })}</Typography>}
      {(res.data?.preguntas ?? []).map((p) => (
        <Stack key={p.orden} spacing={0.5} component="section" aria-label={`${p.orden}. ${texto(p.texto, p.textoIngles)}`}>
          <Typography variant="subtitle2">
            {p.orden}. {texto(p.texto, p.textoIngles)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('surveys.answeredBy', { n: p.respondieron })}
            {p.varias ? ` · ${t('surveys.several')}` : ''}
          </Typography>
          {p.libre ? (
            p.textos.map((x, i) => (
              <Typography key={i} variant="body2" color="text.secondary">
                «{x}»
              </Typography>
            ))
          ) : (
            <BarChart
              layout="horizontal"
              height={Math.max(140, 34 * p.opciones.length + 50)}
              yAxis={[{ scaleType: 'band', data: p.opciones.map((o) => texto(o.texto, o.textoIngles)), width: 150 }]}
              series={[{ data: p.conteo, label: t('surveys.count') }]}
              hideLegend
              margin={{ left: 8, right: 16 }}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
