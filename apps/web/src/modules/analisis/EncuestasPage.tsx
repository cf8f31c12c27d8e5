import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceByName } from '@claustro/domain/registry';
import { estadoEncuesta } from '@claustro/domain/analisis/encuesta-estados.resource';
import { encuestaApi, type SeguimientoEncuesta } from '@claustro/domain/analisis/encuesta.contract';
import { call, callPaged, callSheet } from '../../platform/contract-client.ts';
import { saveBlob } from '../../platform/api.ts';
import { encuestaKeys as keys } from './api.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { ListPage } from '../../platform/ListPage.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import ResourcePage from '../../platform/resources/ResourcePage.tsx';

const Resultados = lazy(() => import('./ResultadosEncuesta.tsx'));

/**
 * `/analisis-gestion/encuestas`: the surveys (a declared catalogue: title, template, anonymity, days,
 * groups asked) and, below, their course, paged on the server — one opened is opened to answers (its
 * people asked), calls groups added later, is closed, and shows its results as charts or downloads
 * its answers.
 */
export default function EncuestasPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const lista = useListState(25, { prefix: 'e' });
  const list = useQuery({
    queryKey: keys.list(lista.query),
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(encuestaApi.seguimiento, { query: lista.query }),
  });
  const columns: GridColumn<SeguimientoEncuesta>[] = [
    { field: 'titulo', headerName: t('surveys.survey'), minWidth: 220, flex: 1 },
    {
      field: 'fechaInicio',
      headerName: t('surveys.days'),
      minWidth: 200,
      valueGetter: (_v, e) => `${formatDate(e.fechaInicio, lang)} – ${formatDate(e.fechaFin, lang)}`,
    },
    {
      field: 'encuestaEstadoId',
      headerName: t('surveys.state'),
      minWidth: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.encuestaEstadoId === estadoEncuesta.abierta ? 'success' : 'default'}
          label={lang === 'en' ? row.estadoIngles : row.estado}
        />
      ),
    },
    { field: 'respondieron', headerName: t('surveys.answeredOf'), minWidth: 170, valueGetter: (_v, e) => `${e.respondieron} / ${e.convocados}` },
  ];
  return (
    <Stack spacing={4}>
      <ResourcePage def={resourceByName.get('encuesta')!} />
      <ListPage
        secondary
        title={t('surveys.course')}
        intro={list.data && !list.data.total && !lista.query.value ? <Alert severity="info">{t('surveys.noSurveys')}</Alert> : undefined}
        list={lista}
        rows={list}
        columns={columns}
        getRowId={(e) => e.encuestaId}
        detail={({ row, close }) => row && <CursoEncuesta encuesta={row} onClose={close} />}
      />
    </Stack>
  );
}

/** A survey's course: open it (its people asked) or call groups added later, close it, its results and answers. */
function CursoEncuesta({ encuesta: e, onClose }: { encuesta: SeguimientoEncuesta; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const [aviso, setAviso] = useState<{ ok: boolean; text: string } | null>(null);
  const hecho = (text: string) => {
    setAviso({ ok: true, text });
    void qc.invalidateQueries({ queryKey: keys.all });
  };
  const fallo = (err: Error) => setAviso({ ok: false, text: err.message });
  const convocar = useMutation({
    mutationFn: () => call(encuestaApi.convocar, { params: { encuestaId: e.encuestaId } }),
    onSuccess: (r) => hecho(t('surveys.called', { n: r.convocados })),
    onError: fallo,
  });
  const cerrar = useMutation({
    mutationFn: () => call(encuestaApi.cerrar, { params: { encuestaId: e.encuestaId } }),
    onSuccess: () => hecho(t('surveys.closed')),
    onError: fallo,
  });
  const borrador = e.encuestaEstadoId === estadoEncuesta.borrador;
  return (
    <RecordDialog
      title={e.titulo}
      onClose={onClose}
      maxWidth="md"
      actions={
        <>
          {e.encuestaEstadoId !== estadoEncuesta.cerrada && (
            <Button disabled={convocar.isPending} onClick={() => convocar.mutate()}>
              {borrador ? t('surveys.open') : t('surveys.call')}
            </Button>
          )}
          {e.encuestaEstadoId === estadoEncuesta.abierta && (
            <Button disabled={cerrar.isPending} onClick={() => cerrar.mutate()}>
              {t('surveys.close')}
            </Button>
          )}
          {!borrador && (
            <Button
              onClick={() =>
                void callSheet(encuestaApi.respuestas, { params: { encuestaId: e.encuestaId }, query: {} }).then((b) => saveBlob(b, `${e.titulo}.xlsx`))
              }
            >
              {t('surveys.download')}
            </Button>
          )}
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {formatDate(e.fechaInicio, lang)} – {formatDate(e.fechaFin, lang)} · {e.anonima ? t('surveys.anonymous') : t('surveys.named')} ·{' '}
        {t('surveys.answeredOf')}: {e.respondieron} / {e.convocados}
      </Typography>
      {aviso && <Alert severity={aviso.ok ? 'success' : 'error'}>{aviso.text}</Alert>}
      {!borrador && (
        <Suspense fallback={null}>
          <Resultados encuestaId={e.encuestaId} />
        </Suspense>
      )}
    </RecordDialog>
  );
}
