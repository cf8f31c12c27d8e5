import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Typography } from '@mui/material';
import { estudiantesScreen, type Participacion } from '@claustro/domain/educacion-continuada/participantes.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { ListPage } from '../../platform/ListPage.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { useParticipaciones } from './api.ts';
import { AsistenciaDialog } from './AsistenciaDialog.tsx';
import { CertificadoChip, ParticipacionDetalle } from './Participacion.tsx';

/**
 * `/educacion-continuada/estudiantes`: the participants — each request holding a seat of a course, by
 * course, searched by name, ID number, e-mail or code — with their attendance, documents, balance and
 * certificate; a course's attendance is taken here, meeting by meeting.
 */
export default function ParticipantesPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const lista = useListState();
  const cursos = useLookup('curso');
  const [cursoId, setCursoId] = useState<number | ''>('');
  const [asistencia, setAsistencia] = useState(false);
  const query = { ...lista.query, cursoId: cursoId || undefined };
  const list = useParticipaciones(query);
  const columns: GridColumn<Participacion>[] = [
    { field: 'nombre', headerName: t('contedu.participant'), minWidth: 190, flex: 1 },
    { field: 'curso', headerName: t('contedu.course'), minWidth: 180, flex: 1 },
    { field: 'estado', headerName: t('contedu.status'), minWidth: 110 },
    {
      field: 'asistencia',
      headerName: t('contedu.attendance'),
      minWidth: 110,
      valueGetter: (_v, r) => (r.asistencia.sesiones ? `${r.asistencia.porcentaje} %` : '—'),
    },
    { field: 'saldo', headerName: t('contedu.balance'), minWidth: 130, valueGetter: (_v, r) => (r.saldo ? formatMoney(r.saldo.balance, r.saldo.moneda) : '—') },
    { field: 'certificado', headerName: t('contedu.certificate'), minWidth: 200, renderCell: ({ row }) => <CertificadoChip p={row} corto /> },
  ];
  return (
    <ListPage
      title={screenTitle(estudiantesScreen, lang)!}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('contedu.participantsIntro')}
        </Typography>
      }
      actions={
        <Button variant="outlined" disabled={!cursoId} onClick={() => setAsistencia(true)}>
          {t('contedu.takeAttendance')}
        </Button>
      }
      filters={
        <ChoiceField
          label={t('contedu.course')}
          value={cursoId}
          onChange={(v) => (setCursoId(v), lista.setPagination({ ...lista.pagination, page: 0 }))}
          options={cursos.options}
          empty={t('contedu.allCourses')}
        />
      }
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.solicitudInscripcionId}
      detail={({ row, close }) =>
        row ? (
          <RecordDialog title={row.nombre} onClose={close} maxWidth="sm">
            <ParticipacionDetalle p={row} />
          </RecordDialog>
        ) : null
      }
    >
      {asistencia && cursoId && <AsistenciaDialog cursoId={cursoId} onClose={() => setAsistencia(false)} />}
    </ListPage>
  );
}
