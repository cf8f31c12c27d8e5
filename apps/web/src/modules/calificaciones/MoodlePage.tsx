import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { moodleApi, moodleScreen, usuarioMoodleFila } from '@claustro/domain/calificaciones/moodle.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import type { z } from 'zod';
import { apiBlob, saveBlob } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useUsuariosMoodle } from './api.ts';
import { ListPage } from '../../platform/ListPage.tsx';

type Fila = z.output<typeof usuarioMoodleFila>;

/**
 * `/academicos/usuarios-moodle`: a period's students and professors with their courses, previewed page
 * by page, and downloaded as the users file Moodle's "Upload users" takes.
 */
export default function MoodlePage() {
  const { t } = useTranslation();
  const title = screenTitle(moodleScreen, currentLang())!;
  const choice = usePeriodChoice();
  const sedes = useLookup('sede');
  const [sedeId, setSedeId] = useState<number | ''>('');
  const lista = useListState();
  const { query } = lista;
  const filtro = choice.periodoAcademicoId ? { periodoAcademicoId: choice.periodoAcademicoId, sedeId: sedeId || undefined } : null;
  const list = useUsuariosMoodle(filtro && { ...filtro, page: query.page, pageSize: query.pageSize });
  const columns: GridColumn<Fila>[] = [
    { field: 'username', headerName: t('moodle.username'), minWidth: 150 },
    { field: 'lastname', headerName: t('moodle.name'), minWidth: 220, flex: 1, valueGetter: (_v, r) => `${r.firstname} ${r.lastname}` },
    { field: 'email', headerName: t('moodle.email'), minWidth: 200 },
    {
      field: 'cursos',
      headerName: t('moodle.courses'),
      minWidth: 260,
      flex: 1,
      valueGetter: (_v, r) => r.cursos.map((c) => (c.rol === 'editingteacher' ? `${c.curso} (${t('moodle.teacher')})` : c.curso)).join(', '),
    },
  ];
  const descargar = async () => saveBlob(await apiBlob(pathOf(moodleApi.csv), { query: filtro! }), `usuarios-moodle-${choice.periodoAcademicoId}.csv`);
  return (
    <ListPage
      title={title}
      actions={<FileButton variant="contained" label={t('moodle.download')} disabled={!filtro} run={descargar} />}
      intro={<Typography color="text.secondary">{t('moodle.hint')}</Typography>}
      list={lista}
      noSearch
      filters={
        <>
          <PeriodSelect choice={choice} onChange={() => lista.setPagination({ ...lista.pagination, page: 0 })} />
          <ChoiceField label={t('graduation.campus')} value={sedeId} onChange={setSedeId} options={sedes.options} empty={t('graduation.allCampuses')} />
        </>
      }
      rows={list}
      columns={columns}
      getRowId={(r) => r.username}
    />
  );
}
