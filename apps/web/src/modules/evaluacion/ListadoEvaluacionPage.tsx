import { useTranslation } from 'react-i18next';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { evaluacionCampana } from '@claustro/domain/evaluacion/campana.resource';
import { evaluacionApi, listadoEvaluacionScreen, type AvanceEvaluacion } from '@claustro/domain/evaluacion/evaluacion.contract';
import { call, callPaged } from '../../platform/contract-client.ts';
import { evaluacionKeys as keys } from './api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { ListPage } from '../../platform/ListPage.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { useCatalogueRows } from '../../platform/resources/useLookup.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { SelectField } from '../../platform/SelectField.tsx';

/** A row is a section's professor: one number for both (the list's opened record is a number in the address). */
const filaId = (r: AvanceEvaluacion) => r.seccionAsignaturaId * 1_000_000 + r.profesorId;

/**
 * `/evaluacion/listadoevaluacion`: a campaign's sections and professors — how many of the enrolled
 * have evaluated, and the mean — and, opened, what the evaluations came to question by question with
 * their comments. Counts and means only: nothing says who answered what.
 */
export default function ListadoEvaluacionPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const lista = useListState();
  const campanas = useCatalogueRows(evaluacionCampana);
  const elegida = Number(lista.filter('campana')) || campanas.data?.[0]?.evaluacionCampanaId || null;
  const query = elegida ? { ...lista.query, evaluacionCampanaId: elegida } : null;
  const list = useQuery({
    queryKey: keys.list(query ?? {}),
    enabled: !!query,
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(evaluacionApi.avance, { query: query! }),
  });
  const columns: GridColumn<AvanceEvaluacion>[] = [
    { field: 'profesor', headerName: t('evaluation.professor'), minWidth: 200, flex: 1 },
    { field: 'seccion', headerName: t('evaluation.section'), minWidth: 120 },
    { field: 'asignatura', headerName: t('evaluation.subject'), minWidth: 200, flex: 1 },
    { field: 'evaluaron', headerName: t('evaluation.answered'), minWidth: 130, valueGetter: (_v, r) => `${r.evaluaron} / ${r.inscritos}` },
    { field: 'media', headerName: t('evaluation.mean'), minWidth: 90, valueGetter: (_v, r) => r.media ?? '—' },
  ];
  return (
    <ListPage
      title={screenTitle(listadoEvaluacionScreen, lang)!}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('evaluation.listIntro')}
        </Typography>
      }
      filters={
        <SelectField
          label={t('evaluation.campaign')}
          value={elegida ?? ''}
          onChange={(v) => lista.setFilter('campana', v)}
          options={(campanas.data ?? []).map((c) => ({ id: c.evaluacionCampanaId, label: String(c.evCaDescripcion) }))}
          fullWidth={false}
          sx={{ minWidth: 240 }}
        />
      }
      waiting={campanas.data && !campanas.data.length ? <Alert severity="info">{t('evaluation.noCampaigns')}</Alert> : undefined}
      list={lista}
      rows={list}
      columns={columns}
      getRowId={filaId}
      detail={({ row, close }) => row && elegida && <Resultados campana={elegida} fila={row} onClose={close} />}
    />
  );
}

/** What a section's professor's evaluations came to: each question's mean on the scale, how many answered, the comments. */
function Resultados({ campana, fila, onClose }: { campana: number; fila: AvanceEvaluacion; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const query = { evaluacionCampanaId: campana, profesorId: fila.profesorId, seccionAsignaturaId: fila.seccionAsignaturaId };
  const res = useQuery({ queryKey: keys.of('resultados', query), queryFn: () => call(evaluacionApi.resultados, { query }) });
  const r = res.data;
  return (
    <RecordDialog title={`${fila.profesor} · ${fila.seccion}`} onClose={onClose}>
      {r && (
        <Stack spacing={1.5}>
          <Typography variant="body2">{t('evaluation.summary', { n: r.respuestas, inscritos: fila.inscritos, media: r.media ?? '—' })}</Typography>
          {r.preguntas.map((p) => (
            <div key={p.orden}>
              <Typography variant="body2">
                {p.orden}. {lang === 'en' && p.textoIngles ? p.textoIngles : p.texto}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <LinearProgress variant="determinate" value={p.media ? (Number(p.media) / 5) * 100 : 0} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
                <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'right', fontWeight: 600 }}>
                  {p.media ?? '—'}
                </Typography>
              </Stack>
            </div>
          ))}
          {r.comentarios.length > 0 && (
            <>
              <Typography variant="subtitle2">{t('evaluation.comments')}</Typography>
              {r.comentarios.map((c, i) => (
                <Typography key={i} variant="body2" color="text.secondary">
                  «{c}»
                </Typography>
              ))}
            </>
          )}
        </Stack>
      )}
    </RecordDialog>
  );
}
