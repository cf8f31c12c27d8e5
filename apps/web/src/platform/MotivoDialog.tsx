import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import type { ApiError } from './api.ts';

/**
 * Asks why before an act that is never undone (annulling, withdrawing): what it does, the reason (the
 * server wants a sentence), and the act itself; the server's refusal shows in place and the dialog
 * stays open.
 */
export function MotivoDialog(p: {
  title: string;
  hint: string;
  confirm: string;
  pending: boolean;
  onConfirm: (motivo: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  return (
    <Dialog open onClose={p.onClose} fullWidth maxWidth="sm" aria-labelledby="motivo-dialog-title">
      <DialogTitle id="motivo-dialog-title">{p.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{p.hint}</Typography>
          <TextField label={t('app.reason')} value={motivo} onChange={(e) => setMotivo(e.target.value)} multiline minRows={2} required />
          {error && <Alert severity="error">{error.fields?.motivo ?? error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{t('app.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={p.pending || !motivo.trim()}
          onClick={() => p.onConfirm(motivo).then(p.onClose, (e: unknown) => setError(e as ApiError))}
        >
          {p.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
