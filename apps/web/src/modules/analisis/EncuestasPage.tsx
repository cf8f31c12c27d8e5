import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceByName } from '@claustro/domain/registry';
import { estadoEncuesta } from '@claustro/domain/analisis/encuesta-estados.resource';
import { encuestaApi, type SeguimientoEncuesta } from '@claustro/domain/analisis/encuesta.contract';
import { call, callPaged, callSheet } from '../../platform/contract-client.ts';
import { saveBlob } from '../../platform/api.ts';
import { encuestaKeys as keys } from './api.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import ResourcePage from '../../platform/resources/ResourcePage.tsx';

const Resultados = lazy(() => import('./ResultadosEncuesta.tsx'));

/**
 * `/analisis-gestion/encuestas`: the surveys (a declared catalogue: title, template, anonymity, days,
 * groups asked) and, below, their course — open one (its people asked), call groups added later, close
 * it, follow who has answered per group, and read the results as charts or download the answers.
 */
export default function EncuestasPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const query = { page: 1, pageSize: 20 };
  const lista = useQuery({ queryKey: keys.list(query), queryFn: () => callPaged(encuestaApi.seguimiento, { query }) });
  const [abierta, setAbierta] = useState<SeguimientoEncuesta | null>(null);
  const [aviso, setAviso] = useState<{ ok: boolean; text: string } | null>(null);
  const hecho = (text: string) => {
    setAviso({ ok: true, text });
    void qc.invalidateQueries({ queryKey: keys.all });
  };
  const convocar = useMutation({
    mutationFn: (id: number) => call(encuestaApi.convocar, { params: { encuestaId: id } }),
    onSuccess: (r) => hecho(t('surveys.called', { n: r.convocados })),
    onError: (e) => setAviso({ ok: false, text: e.message }),
  });
  const cerrar = useMutation({
    mutationFn: (id: number) => call(encuestaApi.cerrar, { params: { encuestaId: id } }),
    onSuccess: () => hecho(t('surveys.closed')),
    onError: (e) => setAviso({ ok: false, text: e.message }),
  });
  const filas = lista.data?.rows ?? [];
  return (
    <Stack spacing={3}>
      <ResourcePage def={resourceByName.get('encuesta')!} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('surveys.course')}
          </Typography>
          {aviso && (
            <Alert severity={aviso.ok ? 'success' : 'error'} onClose={() => setAviso(null)} sx={{ mb: 1 }}>
              {aviso.text}
            </Alert>
          )}
          <Table size="small" aria-label={t('surveys.course')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('surveys.survey')}</TableCell>
                <TableCell>{t('surveys.state')}</TableCell>
                <TableCell>{t('surveys.answeredOf')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {filas.map((e) => (
                <TableRow key={e.encuestaId}>
                  <TableCell>
                    {e.titulo}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {formatDate(e.fechaInicio, lang)} – {formatDate(e.fechaFin, lang)} · {e.anonima ? t('surveys.anonymous') : t('surveys.named')}
                    </Typography>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                      {e.encuestaEstadoId !== estadoEncuesta.cerrada && (
                        <Button
                          size="small"
                          disabled={convocar.isPending}
                          onClick={() => convocar.mutate(e.encuestaId)}
                          aria-label={`${e.encuestaEstadoId === estadoEncuesta.borrador ? t('surveys.open') : t('surveys.call')}: ${e.titulo}`}
                        >
                          {e.encuestaEstadoId === estadoEncuesta.borrador ? t('surveys.open') : t('surveys.call')}
                        </Button>
                      )}
                      {e.encuestaEstadoId === estadoEncuesta.abierta && (
                        <Button
                          size="small"
                          disabled={cerrar.isPending}
                          onClick={() => cerrar.mutate(e.encuestaId)}
                          aria-label={`${t('surveys.close')}: ${e.titulo}`}
                        >
                          {t('surveys.close')}
                        </Button>
                      )}
                      {e.encuestaEstadoId !== estadoEncuesta.borrador && (
                        <Button size="small" variant="outlined" onClick={() => setAbierta(e)} aria-label={`${t('surveys.results')}: ${e.titulo}`}>
                          {t('surveys.results')}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={e.encuestaEstadoId === estadoEncuesta.abierta ? 'success' : 'default'}
                      label={lang === 'en' ? e.estadoIngles : e.estado}
                    />
                  </TableCell>
                  <TableCell>
                    {e.respondieron} / {e.convocados}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {lista.data && !filas.length && <Alert severity="info">{t('surveys.noSurveys')}</Alert>}
        </CardContent>
      </Card>
      {abierta && (
        <RecordDialog
          title={abierta.titulo}
          onClose={() => setAbierta(null)}
          maxWidth="md"
          actions={
            <Button
              onClick={() =>
                void callSheet(encuestaApi.respuestas, { params: { encuestaId: abierta.encuestaId }, query: {} }).then((b) =>
                  saveBlob(b, `${abierta.titulo}.xlsx`),
                )
              }
            >
              {t('surveys.download')}
            </Button>
          }
        >
          <Suspense fallback={null}>
            <Resultados encuestaId={abierta.encuestaId} />
          </Suspense>
        </RecordDialog>
      )}
    </Stack>
  );
}
