import { useTranslation } from 'react-i18next';
import { Alert } from '@mui/material';
import { bloquesScreen, type Bloque } from '@claustro/domain/horarios/bloque-horario.contract';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { type GridColumn } from '../../platform/PagedGrid.tsx';
import { PeriodCampus, periodRows, usePeriodCampusList } from './PeriodCampus.tsx';
import { useBloques } from './api.ts';
import { BloqueDialog } from './BloqueDialog.tsx';
import { ListPage } from '../../platform/ListPage.tsx';

/** `/horarios/bloques-horarios`: a period's schedule blocks, made and changed with their sections. */
export default function BloquesPage() {
  const { t } = useTranslation();
  const title = screenTitle(bloquesScreen, currentLang())!;
  const f = usePeriodCampusList({ registration: true });
  const { periodoAcademicoId } = f.choice;
  const list = useBloques(
    periodoAcademicoId ? { periodoAcademicoId, sedeId: f.sedeId, carreraId: null, value: f.query.value, page: f.query.page, pageSize: f.query.pageSize } : null,
  );
  const columns: GridColumn<Bloque>[] = [
    { field: 'blHoDescripcion', headerName: t('blocks.name'), minWidth: 140 },
    { field: 'sedeDescripcion', headerName: t('sections.campus'), minWidth: 150 },
    { field: 'carreraDescripcion', headerName: t('blocks.career'), flex: 1, minWidth: 180 },
    { field: 'blHoCuatrimestre', headerName: t('blocks.term'), type: 'number', minWidth: 90 },
    { field: 'tandaDescripcion', headerName: t('blocks.shift'), minWidth: 110 },
    { field: 'secciones', headerName: t('blocks.sections'), minWidth: 220, valueGetter: (_v, r) => r.secciones.map(seccionNombre).join(', ') },
    { field: 'creditos', headerName: t('registration.creditsShort'), type: 'number', minWidth: 90 },
    { field: 'cupo', headerName: t('blocks.seatsLeft'), type: 'number', minWidth: 110 },
    { field: 'estatus', headerName: t('blocks.active'), type: 'boolean', minWidth: 80 },
  ];
  return (
    <ListPage
      title={title}
      create={{
        disabled: !periodoAcademicoId,
        form: (close) => periodoAcademicoId && <BloqueDialog bloque={null} periodoAcademicoId={periodoAcademicoId} sedeId={f.sedeId} onClose={close} />,
      }}
      list={f}
      filters={<PeriodCampus f={f} />}
      intro={f.choice.periods && f.choice.periods.length === 0 && <Alert severity="info">{t('sections.noPeriods')}</Alert>}
      rows={periodRows(f, list)}
      columns={columns}
      getRowId={(r) => r.bloqueHorarioId}
      detail={({ id, row, close }) =>
        row && periodoAcademicoId && <BloqueDialog key={id} bloque={row} periodoAcademicoId={periodoAcademicoId} sedeId={f.sedeId} onClose={close} />
      }
    ></ListPage>
  );
}
