import { useTranslation } from 'react-i18next';
import { Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expedienteApi, expedienteScreen, tipoPersonaLabels, tiposPersonaExpediente, type Expediente } from '@claustro/domain/enfermeria/expediente.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { callPaged } from '../../platform/contract-client.ts';
import { expedienteKeys } from './api.ts';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { ListPage } from '../../platform/ListPage.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { PrintButton } from '../../platform/PrintButton.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { SelectField } from '../../platform/SelectField.tsx';
import { VisitaDialog } from './VisitaDialog.tsx';

/**
 * `/enfermeria/expediente`: the infirmary's visits, newest first — who came, what they felt, what was
 * given and who attended —, a new visit, a visit opened to correct it, and a person's whole record
 * printed. Nursing staff alone reach it; the server audits every visit shown.
 */
export default function ExpedientePage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(expedienteScreen, lang)!;
  const lista = useListState();
  const tipo = Number(lista.filter('tipo')) || undefined;
  const query = { ...lista.query, tipoPersonaId: tipo };
  const list = useQuery({
    queryKey: expedienteKeys.list(query),
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(expedienteApi.list, { query }),
  });
  const columns: GridColumn<Expediente>[] = [
    { field: 'expeFechaCreacion', headerName: t('nursing.when'), minWidth: 150, valueGetter: (_v, r) => formatDateTime(r.expeFechaCreacion, lang) },
    {
      field: 'expeNombrePersona',
      headerName: t('nursing.person'),
      minWidth: 220,
      flex: 1,
      renderCell: ({ row }) => (
        <Stack sx={{ py: 0.5, lineHeight: 1.2 }}>
          <span>{row.expeNombrePersona}</span>
          <Typography variant="caption" color="text.secondary">
            {[tipoPersonaLabels[row.tipoPersonaId][lang], row.identificacion].filter(Boolean).join(' · ')}
          </Typography>
        </Stack>
      ),
    },
    { field: 'expeSintomas', headerName: t('nursing.symptoms'), minWidth: 240, flex: 1 },
    {
      field: 'medicamento',
      headerName: t('nursing.given'),
      minWidth: 200,
      valueGetter: (_v, r) => (r.medicamento ? `${r.medicamento} × ${r.expeCantidad_Suministrada}` : '—'),
    },
    { field: 'enfermera', headerName: t('nursing.nurse'), minWidth: 160 },
    {
      field: 'expedienteId',
      headerName: '',
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => <PrintButton path={pathOf(expedienteApi.historial, { expedienteId: row.expedienteId })} />,
    },
  ];
  const tipos = Object.values(tiposPersonaExpediente).map((id) => ({ id, label: tipoPersonaLabels[id][lang] }));
  return (
    <ListPage
      title={title}
      create={{ label: t('nursing.newVisit'), form: (close) => <VisitaDialog visita={null} onClose={close} /> }}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('nursing.intro')}
        </Typography>
      }
      filters={
        <SelectField
          label={t('nursing.personType')}
          value={tipo ?? ''}
          onChange={(v) => lista.setFilter('tipo', v)}
          options={tipos}
          none={t('nursing.everyone')}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        />
      }
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.expedienteId}
      detail={({ id, row, close }) => row && <VisitaDialog key={id} visita={row} onClose={close} />}
    />
  );
}
