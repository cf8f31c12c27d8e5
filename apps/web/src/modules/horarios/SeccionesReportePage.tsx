import { useTranslation } from 'react-i18next';
import { seccionNombre, seccionesApi, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { type GridColumn } from '../../platform/PagedGrid.tsx';
import { PrintButton } from '../../platform/PrintButton.tsx';
import { callSheet } from '../../platform/contract-client.ts';
import { PeriodCampus, usePeriodSections } from './PeriodCampus.tsx';
import { meetingsLine, profesoresDe } from '../../platform/weekly-items.ts';
import { ListPage } from '../../platform/ListPage.tsx';

/**
 * A period's sections by subject, to read, export and print: every section
 * (`/reportes/horarios/secciones-por-asignaturas`) or only those on offer, active with seats left
 * (`…/secciones-oferta`).
 */
function SeccionesReporte({ screen, conCupo }: { screen: string; conCupo?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(screen, lang)!;
  const f = usePeriodSections({ pageSize: 50, conCupo });
  const periodoAcademicoId = f.choice.periodoAcademicoId;
  const query = periodoAcademicoId ? { periodoAcademicoId, sedeId: f.sedeId, value: f.search || undefined, conCupo } : null;
  const columns: GridColumn<Seccion>[] = [
    {
      field: 'asignaturaDescripcion',
      headerName: t('sections.subject'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_v, r) => `${r.asignaturaCodigo} ${r.asignaturaDescripcion}`,
    },
    { field: 'seccion', headerName: t('sections.section'), minWidth: 100, valueGetter: (_v, r) => seccionNombre(r) },
    { field: 'tipoSeccionDescripcion', headerName: t('sections.type'), minWidth: 100 },
    { field: 'sedeDescripcion', headerName: t('sections.campus'), minWidth: 150 },
    { field: 'horario', headerName: t('sections.meetings'), minWidth: 240, valueGetter: (_v, r) => meetingsLine(r, lang) || t('sections.noMeetings') },
    { field: 'profesores', headerName: t('sections.professors'), minWidth: 180, valueGetter: (_v, r) => profesoresDe(r) },
    { field: 'cupo', headerName: t('sections.seats'), type: 'number', minWidth: 120, valueGetter: (_v, r) => `${r.seEnInscritos} / ${r.seEnCapacidad}` },
  ];
  return (
    <ListPage
      title={title}
      actions={<PrintButton path={query && pathOf(seccionesApi.reportePdf, {})} query={query ?? undefined} />}
      list={f}
      filters={<PeriodCampus f={f} />}
      rows={f.sections}
      columns={columns}
      getRowId={(r) => r.seccionAsignaturaId}
      sheet={query ? { name: title, download: () => callSheet(seccionesApi.list, { query }) } : undefined}
    />
  );
}

export const SeccionesPorAsignaturaPage = () => <SeccionesReporte screen="/reportes/horarios/secciones-por-asignaturas" />;
export const SeccionesOfertaPage = () => <SeccionesReporte screen="/reportes/horarios/secciones-por-asignaturas/secciones-oferta" conCupo />;
