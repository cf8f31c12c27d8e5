import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diplomaApi, type DiplomaFila } from '@claustro/domain/diploma/diploma.contract';
import { call } from '../../platform/contract-client.ts';
import { openInNewTab } from '../../platform/api.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { MotivoDialog } from '../../platform/MotivoDialog.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { diplomaKeys as keys } from './api.ts';

/** A diploma issued: what it states, its code; printed again, or annulled with the reason. */
export function DiplomaDialog({ diploma: d, onClose }: { diploma: DiplomaFila; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [anulando, setAnulando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const anular = useMutation({
    mutationFn: (motivo: string) => call(diplomaApi.anular, { params: { diplomaId: d.diplomaId }, body: { motivo } }),
    onSuccess: () => {
      setAviso(t('diplomas.annulledOk'));
      void qc.invalidateQueries({ queryKey: keys.all });
    },
  });
  const lineas: [string, string | null][] = [
    [t('diplomas.kind'), d.tipo],
    [t('diplomas.matricula'), d.matricula],
    [t('diplomas.reason'), d.motivo],
    [t('diplomas.date'), formatDate(d.fecha, currentLang())],
    [t('diplomas.code'), d.codigo],
  ];
  return (
    <RecordDialog
      title={d.nombre}
      onClose={onClose}
      actions={
        !d.anulado && (
          <>
            <Button color="error" onClick={() => setAnulando(true)}>
              {t('diplomas.annul')}
            </Button>
            <FileButton label={t('diplomas.print')} run={() => openInNewTab(diplomaApi.pdf.path, { query: { ids: String(d.diplomaId) } })} />
          </>
        )
      }
    >
      <Stack spacing={1}>
        {aviso && <Alert severity="success">{aviso}</Alert>}
        {d.anulado && <Alert severity="error">{t('diplomas.annulledBecause', { motivo: d.anuladoMotivo })}</Alert>}
        {lineas
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <Typography key={k}>
              <strong>{k}:</strong> {v}
            </Typography>
          ))}
      </Stack>
      {anulando && (
        <MotivoDialog
          title={t('diplomas.annul')}
          hint={t('diplomas.annulHint')}
          confirm={t('diplomas.annul')}
          pending={anular.isPending}
          onConfirm={(motivo) => anular.mutateAsync(motivo)}
          onClose={() => setAnulando(false)}
        />
      )}
    </RecordDialog>
  );
}
