import { useTranslation } from 'react-i18next';
import { Chip, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourceByName } from '@claustro/domain/registry';
import { diplomaApi, type DiplomaFila } from '@claustro/domain/diploma/diploma.contract';
import { callPaged } from '../../platform/contract-client.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { ListPage } from '../../platform/ListPage.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import ResourcePage from '../../platform/resources/ResourcePage.tsx';
import { diplomaKeys as keys } from './api.ts';
import { DiplomaDialog } from './DiplomaDialog.tsx';
import { EmitirDialog } from './EmitirDialog.tsx';

/**
 * `/diploma/tipo-diploma`: the kinds of diploma (a declared catalogue: heading, words, paper) and,
 * below, the diplomas issued — newest first, searched by name, matrícula or code — issued here to
 * students or named people, printed, or annulled with the reason.
 */
export default function TiposDiplomaPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const lista = useListState(25, { prefix: 'd' });
  const list = useQuery({
    queryKey: keys.list(lista.query),
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(diplomaApi.list, { query: lista.query }),
  });
  const columns: GridColumn<DiplomaFila>[] = [
    { field: 'fecha', headerName: t('diplomas.date'), minWidth: 110, valueGetter: (_v, r) => formatDate(r.fecha, lang) },
    { field: 'nombre', headerName: t('diplomas.name'), minWidth: 200, flex: 1 },
    { field: 'matricula', headerName: t('diplomas.matricula'), minWidth: 110 },
    { field: 'tipo', headerName: t('diplomas.kind'), minWidth: 150 },
    { field: 'codigo', headerName: t('diplomas.code'), minWidth: 150 },
    {
      field: 'anulado',
      headerName: t('diplomas.state'),
      minWidth: 110,
      renderCell: ({ row }) => (
        <Chip size="small" color={row.anulado ? 'error' : 'success'} label={row.anulado ? t('diplomas.annulled') : t('diplomas.valid')} />
      ),
    },
  ];
  return (
    <Stack spacing={4}>
      <ResourcePage def={resourceByName.get('tipoDiploma')!} />
      <ListPage
        secondary
        title={t('diplomas.issued')}
        intro={
          <Typography variant="body2" color="text.secondary">
            {t('diplomas.issuedIntro')}
          </Typography>
        }
        create={{ label: t('diplomas.issue'), form: (close) => <EmitirDialog onClose={close} /> }}
        list={lista}
        rows={list}
        columns={columns}
        getRowId={(r) => r.diplomaId}
        detail={({ row, close }) => (row ? <DiplomaDialog diploma={row} onClose={close} /> : null)}
      />
    </Stack>
  );
}
