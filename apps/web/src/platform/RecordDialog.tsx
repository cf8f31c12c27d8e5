import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';

/**
 * A dialog about one record: its title, its content in a column, and its actions (Close by default,
 * or `close` to name it). Full screen on a phone. With `onSubmit` the dialog is a form: Enter in a
 * field submits it, as the action of type submit does (`FormDialog`).
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
  onSubmit?: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Not full screen on a phone (a short question). */
  small?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const { onSubmit } = props;
  // The paper itself is the form, so the actions row is inside it (a variable: the slot's type does not name noValidate).
  const formPaper = onSubmit && {
    component: 'form' as const,
    noValidate: true,
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      // A search form inside the dialog (a student found by matrícula) submits itself, not the dialog's form.
      if (e.target === e.currentTarget) onSubmit();
    },
  };
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={phone && !props.small}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      aria-labelledby={titleId}
      slotProps={formPaper ? { paper: formPaper } : undefined}
    >
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
export function ConfirmDialog(props: { title: string; text: string; action: string; busy?: boolean; onConfirm: () => void; onClose: () => void }) {
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
    </RecordDialog>
  );
}
