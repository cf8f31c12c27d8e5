import { useTranslation } from 'react-i18next';
import { Chip, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agendaApi, agendaScreen, tipoSesionLabels, type SesionFila } from '@claustro/domain/consejo/agenda.contract';
import { callPaged } from '../../platform/contract-client.ts';
import { agendaKeys as keys } from './api.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { ListPage } from '../../platform/ListPage.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { SesionDialog } from './SesionDialog.tsx';

/**
 * `/consejo-academico/agenda`: the academic and disciplinary council's sessions, newest first — how
 * many points each treated, the disciplinary ones, those still to decide — a new one, and one opened
 * to correct it, close it or print its minutes.
 */
export default function AgendaPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const lista = useListState();
  const list = useQuery({
    queryKey: keys.list(lista.query),
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(agendaApi.list, { query: lista.query }),
  });
  const columns: GridColumn<SesionFila>[] = [
    { field: 'fecha', headerName: t('council.date'), minWidth: 150, valueGetter: (_v, r) => `${formatDate(r.fecha, lang)} · ${r.hora}` },
    { field: 'tipo', headerName: t('council.kind'), minWidth: 120, valueGetter: (_v, r) => tipoSesionLabels[r.tipo][lang] },
    { field: 'lugar', headerName: t('council.place'), minWidth: 180, flex: 1 },
    { field: 'puntos', headerName: t('council.points'), minWidth: 140, valueGetter: (_v, r) => t('council.pointsOf', { n: r.puntos, d: r.disciplinarios }) },
    {
      field: 'cerrada',
      headerName: t('council.state'),
      minWidth: 130,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.cerrada ? 'default' : row.pendientes ? 'warning' : 'success'}
          label={row.cerrada ? t('council.closed') : row.pendientes ? t('council.toDecide', { n: row.pendientes }) : t('council.decided')}
        />
      ),
    },
  ];
  return (
    <ListPage
      title={screenTitle(agendaScreen, lang)!}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('council.intro')}
        </Typography>
      }
      create={{ label: t('council.new'), form: (close) => <SesionDialog id={null} onClose={close} /> }}
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.consejoSesionId}
      detail={({ id, close }) => <SesionDialog id={id} onClose={close} />}
    />
  );
}
