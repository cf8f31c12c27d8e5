import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { certificadoApi, diplomasEcScreen } from '@claustro/domain/educacion-continuada/certificado.contract';
import type { Participacion } from '@claustro/domain/educacion-continuada/participantes.contract';
import { openInNewTab } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { call } from '../../platform/contract-client.ts';
import { currentLang } from '../../platform/i18n.ts';
import { ListPage } from '../../platform/ListPage.tsx';
import { MotivoDialog } from '../../platform/MotivoDialog.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { participantesKeys as keys, useCursoInicial, useParticipaciones } from './api.ts';
import { CertificadoChip, ParticipacionDetalle } from './Participacion.tsx';

const pdfPath = (ids: number[]) => `${certificadoApi.pdf.path}?ids=${ids.join(',')}`;

/**
 * `/educacion-continuada/diplomas`: a course's participants with their certificate — issued (its
 * code, printed on the diplomas' layout, checked at `/validacion-titulo`), ready to issue, or what it
 * still lacks (attendance, balance, documents, the course's end). Issued to those ready, all at once;
 * annulled with a reason.
 */
export default function DiplomasPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const lista = useListState();
  const cursos = useLookup('curso');
  const [elegido, setCursoId] = useState<number | '' | null>(null);
  const inicial = useCursoInicial({ terminado: true });
  const cursoId = elegido ?? inicial ?? '';
  const [aviso, setAviso] = useState<{ ok: boolean; text: string } | null>(null);
  const list = useParticipaciones({ ...lista.query, cursoId: cursoId || undefined }, !!cursoId);
  const filas = list.data?.rows ?? [];
  const listos = filas.filter((p) => !p.certificado && !p.falta.length).map((p) => p.solicitudInscripcionId);
  const emitidos = filas.filter((p) => p.certificado).map((p) => p.solicitudInscripcionId);
  const emitir = async () => {
    setAviso(null);
    try {
      const r = await call(certificadoApi.emitir, { body: { solicitudes: listos } });
      setAviso({ ok: true, text: t('contedu.certificatesIssued', { n: r.length }) });
      void qc.invalidateQueries({ queryKey: keys.all });
      await openInNewTab(pdfPath(r.map((p) => p.solicitudInscripcionId)));
    } catch (e) {
      setAviso({ ok: false, text: (e as Error).message });
    }
  };
  const columns: GridColumn<Participacion>[] = [
    { field: 'nombre', headerName: t('contedu.participant'), minWidth: 200, flex: 1 },
    { field: 'identificacion', headerName: t('contedu.idNumber'), minWidth: 130 },
    {
      field: 'asistencia',
      headerName: t('contedu.attendance'),
      minWidth: 110,
      valueGetter: (_v, r) => (r.asistencia.sesiones ? `${r.asistencia.porcentaje} %` : '—'),
    },
    { field: 'falta', headerName: t('contedu.certificate'), minWidth: 240, flex: 1, renderCell: ({ row }) => <CertificadoChip p={row} /> },
    { field: 'certificado', headerName: t('contedu.code'), minWidth: 150 },
  ];
  return (
    <ListPage
      title={screenTitle(diplomasEcScreen, lang)!}
      intro={
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('contedu.diplomasIntro')}
          </Typography>
          {aviso && <Alert severity={aviso.ok ? 'success' : 'error'}>{aviso.text}</Alert>}
        </Stack>
      }
      actions={
        <>
          <FileButton label={t('contedu.printIssued', { n: emitidos.length })} disabled={!emitidos.length} run={() => openInNewTab(pdfPath(emitidos))} />
          <Button variant="contained" disabled={!listos.length} onClick={() => void emitir()}>
            {t('contedu.issueReady', { n: listos.length })}
          </Button>
        </>
      }
      filters={<ChoiceField label={t('contedu.course')} value={cursoId} onChange={setCursoId} options={cursos.options} required />}
      waiting={cursoId ? undefined : <Alert severity="info">{t('contedu.chooseCourse')}</Alert>}
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.solicitudInscripcionId}
      detail={({ row, close }) => (row ? <CertificadoDialog p={row} onClose={close} /> : null)}
    />
  );
}

/** A participation with its certificate: printed again, or annulled with a reason. */
function CertificadoDialog({ p, onClose }: { p: Participacion; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [anular, setAnular] = useState(false);
  return (
    <RecordDialog
      title={p.nombre}
      onClose={onClose}
      maxWidth="sm"
      actions={
        p.certificado ? (
          <>
            <Button color="error" onClick={() => setAnular(true)}>
              {t('contedu.annulCertificate')}
            </Button>
            <FileButton label={t('app.print')} run={() => openInNewTab(pdfPath([p.solicitudInscripcionId]))} />
          </>
        ) : undefined
      }
    >
      <ParticipacionDetalle p={p} />
      {anular && (
        <MotivoDialog
          title={t('contedu.annulCertificate')}
          hint={t('contedu.annulCertificateHint')}
          confirm={t('contedu.annulCertificate')}
          pending={false}
          onClose={() => setAnular(false)}
          onConfirm={async (motivo) => {
            await call(certificadoApi.anular, { params: { solicitudInscripcionId: p.solicitudInscripcionId }, body: { motivo } });
            void qc.invalidateQueries({ queryKey: keys.all });
            onClose();
          }}
        />
      )}
    </RecordDialog>
  );
}
