import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { MotivoAnulacion, useMotivoForm } from './MotivoAnulacion.tsx';

/**
 * Asks why before an act that is never undone (annulling, withdrawing): what it does, the reason (the
 * contracts want a sentence, checked as it is left), and the act itself; the server's refusal shows in
 * place and the dialog stays open.
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
  const m = useMotivoForm();
  return (
    <Dialog open onClose={p.onClose} fullWidth maxWidth="sm" aria-labelledby="motivo-dialog-title">
      <DialogTitle id="motivo-dialog-title">{p.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{p.hint}</Typography>
          <MotivoAnulacion control={m.form.control} label={t('app.reason')} hint="" general={m.general} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{t('app.cancel')}</Button>
        <Button color="error" variant="contained" disabled={p.pending || m.form.formState.isSubmitting} onClick={() => void m.send(p.onConfirm, p.onClose)}>
          {p.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
