import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';

/**
 * A dialog about one record: its title, its content in a column, and its actions (Close by default,
 * or `close` to name it). Full screen on a phone. Not a form element: a search form inside it (a
 * student found by matrícula) stays a form of its own.
 */
export function RecordDialog(props: {
  title: ReactNode;
  onClose: () => void;
  /** The record's actions, before the closing button. */
  actions?: ReactNode;
  /** The main action, after the closing button (a form's Save). */
  primary?: ReactNode;
  /** The closing button's name (Close by default; Cancel for a form). */
  close?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Not full screen on a phone (a short question). */
  small?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} fullScreen={phone && !props.small} fullWidth maxWidth={props.maxWidth ?? 'sm'} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {props.actions}
        <Button onClick={props.onClose}>{props.close ?? t('app.close')}</Button>
        {props.primary}
      </DialogActions>
    </Dialog>
  );
}

/** Asks before a step that cannot be taken back (submitting a grade sheet, graduating): what it does, Cancel, and the step. */
export function ConfirmDialog(props: {
  title: string;
  text: string;
  action: string;
  busy?: boolean;
  /** The server's refusal, said in place (the dialog stays open). */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordDialog
      small
      title={props.title}
      onClose={props.onClose}
      close={t('app.cancel')}
      actions={
        <Button variant="contained" disabled={props.busy} onClick={props.onConfirm}>
          {props.action}
        </Button>
      }
    >
      <Typography>{props.text}</Typography>
      {props.error && <Alert severity="error">{props.error}</Alert>}
    </RecordDialog>
  );
}
