import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { lazy, Suspense, useState } from 'react';
import { Alert, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
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

const MediasGrafico = lazy(() => import('./MediasGrafico.tsx'));

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
  const carreras = useLookup('carrera');
  const carreraId = Number(lista.filter('carrera')) || null;
  const query = elegida ? { ...lista.query, evaluacionCampanaId: elegida, carreraId } : null;
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
        <>
          <SelectField
            label={t('evaluation.campaign')}
            value={elegida ?? ''}
            onChange={(v) => lista.setFilter('campana', v)}
            options={(campanas.data ?? []).map((c) => ({ id: c.evaluacionCampanaId, label: String(c.evCaDescripcion) }))}
            fullWidth={false}
            sx={{ minWidth: 240 }}
          />
          <ChoiceField
            label={t('evaluation.career')}
            value={carreraId ?? ''}
            onChange={(v) => lista.setFilter('carrera', v === '' ? null : v)}
            options={carreras.options}
            empty={t('evaluation.allCareers')}
          />
        </>
      }
      waiting={campanas.data && !campanas.data.length ? <Alert severity="info">{t('evaluation.noCampaigns')}</Alert> : undefined}
      list={lista}
      rows={list}
      columns={columns}
      getRowId={filaId}
      detail={({ row, close }) =>
        row &&
        elegida && (
          <Resultados campana={elegida} fila={row} carrera={carreraId ? { id: carreraId, nombre: carreras.labelOf(carreraId) } : null} onClose={close} />
        )
      }
    />
  );
}

/** Whose evaluations the dialog sums: this section's professor, the professor in all their sections, the career the list is filtered by, or the whole campaign (the term). */
type Alcance = 'seccion' | 'profesor' | 'carrera' | 'campana';

/** What the evaluations came to, for this section, the professor or the term: each question's mean as a bar, how many answered, the comments. */
function Resultados({
  campana,
  fila,
  carrera,
  onClose,
}: {
  campana: number;
  fila: AvanceEvaluacion;
  carrera: { id: number; nombre: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [alcance, setAlcance] = useState<Alcance>('seccion');
  const query = {
    evaluacionCampanaId: campana,
    ...((alcance === 'seccion' || alcance === 'profesor') && { profesorId: fila.profesorId }),
    ...(alcance === 'carrera' && carrera && { carreraId: carrera.id }),
    ...(alcance === 'seccion' && { seccionAsignaturaId: fila.seccionAsignaturaId }),
  };
  const res = useQuery({ queryKey: keys.of('resultados', query), queryFn: () => call(evaluacionApi.resultados, { query }) });
  const r = res.data;
  return (
    <RecordDialog title={`${fila.profesor} · ${fila.seccion}`} onClose={onClose} maxWidth="md">
      <ToggleButtonGroup exclusive size="small" value={alcance} onChange={(_, v: Alcance | null) => v && setAlcance(v)} sx={{ mb: 1.5, flexWrap: 'wrap' }}>
        <ToggleButton value="seccion">{t('evaluation.scopeSection')}</ToggleButton>
        <ToggleButton value="profesor">{t('evaluation.scopeProfessor')}</ToggleButton>
        {carrera && <ToggleButton value="carrera">{carrera.nombre}</ToggleButton>}
        <ToggleButton value="campana">{t('evaluation.scopeCampaign')}</ToggleButton>
      </ToggleButtonGroup>
      {r && (
        <Stack spacing={1.5}>
          <Typography variant="body2">
            {alcance === 'seccion'
              ? t('evaluation.summary', { n: r.respuestas, inscritos: fila.inscritos, media: r.media ?? '—' })
              : t('evaluation.summaryAll', { n: r.respuestas, media: r.media ?? '—' })}
          </Typography>
          <Suspense fallback={null}>
            <MediasGrafico preguntas={r.preguntas} titulo={t('evaluation.mean')} />
          </Suspense>
          {r.preguntas.map((p) => (
            <Typography key={p.orden} variant="body2">
              <b>{p.orden}.</b> {lang === 'en' && p.textoIngles ? p.textoIngles : p.texto} — <b>{p.media ?? '—'}</b>
            </Typography>
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
