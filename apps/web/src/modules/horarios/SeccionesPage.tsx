import { useTranslation } from 'react-i18next';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { Alert, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { seccionNombre, seccionesScreen, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { type GridColumn } from '../../platform/PagedGrid.tsx';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { PeriodCampus, usePeriodSections } from './PeriodCampus.tsx';
import { SeccionDialog } from './SeccionDialog.tsx';
import { meetingsLine, profesoresDe } from '../../platform/weekly-items.ts';
import { ListPage } from '../../platform/ListPage.tsx';

/** `/horarios/secciones-horarios`: a period's sections, opened and changed with their weekly meetings. */
export default function SeccionesPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const f = usePeriodSections();
  const { choice, sedeId } = f;
  const { period } = choice;
  const sedes = useLookup('sede');
  const title = screenTitle(seccionesScreen, lang)!;

  const columns: GridColumn<Seccion>[] = [
    { field: 'seccion', headerName: t('sections.section'), minWidth: 110, valueGetter: (_v, r) => seccionNombre(r) },
    { field: 'asignaturaDescripcion', headerName: t('sections.subject'), flex: 1, minWidth: 180 },
    { field: 'tipoSeccionDescripcion', headerName: t('sections.type'), minWidth: 100 },
    { field: 'sedeDescripcion', headerName: t('sections.campus'), minWidth: 150 },
    { field: 'cupo', headerName: t('sections.seats'), type: 'number', minWidth: 120, valueGetter: (_v, r) => `${r.seEnInscritos} / ${r.seEnCapacidad}` },
    { field: 'horario', headerName: t('sections.meetings'), minWidth: 240, valueGetter: (_v, r) => meetingsLine(r, lang) || t('sections.noMeetings') },
    {
      field: 'profesores',
      headerName: t('sections.professors'),
      minWidth: 180,
      valueGetter: (_v, r) => profesoresDe(r),
    },
  ];

  // A new section goes by default to the term open for registration (the one being scheduled), else to the list's.
  const abierto = useCatalogueRows(periodoAcademico, { lookup: '/inscripcion' }).data?.[0];
  const dialog = (seccion: Seccion | null, close: () => void) => {
    const de = !seccion && abierto ? abierto : period;
    return (
      de && (
        <SeccionDialog
          key={seccion?.seccionAsignaturaId ?? 'nueva'}
          seccion={seccion}
          defaults={{
            periodoAcademicoId: de.periodoAcademicoId,
            sedeId: sedeId ?? sedes.options[0]?.id ?? '',
            seEnFechaInicia: de.peAcFechaInicio ?? '',
            seEnFechaFinaliza: de.peAcFechaFin ?? '',
          }}
          phone={phone}
          onClose={close}
        />
      )
    );
  };
  return (
    <ListPage
      title={title}
      create={{ disabled: !period, form: (close) => dialog(null, close) }}
      list={f}
      filters={<PeriodCampus f={f} />}
      intro={choice.periods && choice.periods.length === 0 && <Alert severity="info">{t('sections.noPeriods')}</Alert>}
      rows={f.sections}
      columns={columns}
      getRowId={(r) => r.seccionAsignaturaId}
      detail={({ row, close }) => row && dialog(row, close)}
    />
  );
}
