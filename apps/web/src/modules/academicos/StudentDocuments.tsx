import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Checkbox, Chip, Link, Stack, Typography } from '@mui/material';
import { openInNewTab, type ApiError } from '../../platform/api.ts';
import { formatDate } from '../../platform/i18n.ts';
import { useDocumentoEstudiante, useDocumentosEstudiante, type EstudianteFila as Estudiante } from './api.ts';
import type { EstudianteDocumento } from '@claustro/domain/academicos/estudiante-documento.contract';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { UploadButton } from '../../platform/UploadButton.tsx';

type Documento = EstudianteDocumento;

/** The academic documents of each of a student's careers: delivered or not, with their scans. */
export function StudentDocumentsDialog({ student, onClose }: { student: Estudiante | null; onClose: () => void }) {
  if (!student) return null;
  return (
    <RecordDialog title={`${student.matriculaId} — ${student.persNombres} ${student.persApellidos}`} onClose={onClose} maxWidth="md">
      {student.carreras.map((c) => (
        <CareerDocuments key={c.estudianteCarreraId} estudianteCarreraId={c.estudianteCarreraId} title={c.carrDescripcion} />
      ))}
    </RecordDialog>
  );
}

function CareerDocuments({ estudianteCarreraId, title }: { estudianteCarreraId: number; title: string }) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const docs = useDocumentosEstudiante(estudianteCarreraId);
  const change = useDocumentoEstudiante(estudianteCarreraId);
  // The tick shows at once; the server's answer (date, who) replaces it, or a refusal undoes it.
  const send = (input: { documentoAcademicoId: number; entregado?: boolean; file?: File }) =>
    change.mutate(input, {
      onSuccess: () => setError(null),
      onError: (e) => setError([e.message, ...Object.values((e as ApiError).fields ?? {})].join(' ')),
    });
  const mark = (d: Documento, entregado: boolean) => send({ documentoAcademicoId: d.documentoAcademicoId, entregado });
  const upload = (d: Documento, file: File) => send({ documentoAcademicoId: d.documentoAcademicoId, file });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('documents.title')} · {title}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <RecordTable
        head={[t('documents.document'), t('documents.delivered'), t('students.date'), t('documents.file')]}
        rows={(docs.data ?? []).map((d) => ({
          key: d.documentoAcademicoId,
          cells: [
            <>
              {d.doAcDescripcion} {d.obligatorio && <Chip size="small" label={t('documents.required')} sx={{ ml: 1 }} />}
            </>,
            <Checkbox
              key="entregado"
              checked={d.entregado}
              onChange={(e) => void mark(d, e.target.checked)}
              slotProps={{ input: { 'aria-label': `${t('documents.delivered')}: ${d.doAcDescripcion}` } }}
            />,
            `${formatDate(d.fechaEntrega, i18n.language)}${d.usuario ? ` · ${d.usuario}` : ''}`,
            <Stack key="archivo" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {d.archivoUrl && (
                <Link component="button" onClick={() => void openInNewTab(d.archivoUrl!)}>
                  {t('documents.view')}
                </Link>
              )}
              <UploadButton size="small" name={`${t('documents.upload')}: ${d.doAcDescripcion}`} onFile={(f) => void upload(d, f)}>
                {t('documents.upload')}
              </UploadButton>
            </Stack>,
          ],
        }))}
      />
      <Typography variant="caption" color="text.secondary">
        {t('documents.hint')}
      </Typography>
    </Stack>
  );
}
