import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';
import { RecordDialog } from './RecordDialog.tsx';

/**
 * A dialog that writes something: its title, its fields in a column, the general problem the server
 * answered (field problems sit on their fields), and Cancel / the action. Full screen on a phone.
 * The action submits the form (`onSubmit`, a contract form's `handleSubmit(…)`); `busy` keeps a
 * second click from sending twice.
 */
export function FormDialog(props: {
  title: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  /** The action's name (Save by default). */
  action?: string;
  busy?: boolean;
  /** The action waits for this (a student still to be found). */
  ready?: boolean;
  error?: string | null;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Another action of the record's, at the start of the row (block a user). */
  more?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RecordDialog
      title={props.title}
      onClose={props.onClose}
      maxWidth={props.maxWidth}
      close={t('app.cancel')}
      actions={props.more}
      primary={
        <Button variant="contained" disabled={props.busy || props.ready === false} onClick={props.onSubmit}>
          {props.action ?? t('app.save')}
        </Button>
      }
    >
      {props.children}
      {props.error && <Alert severity="error">{props.error}</Alert>}
    </RecordDialog>
  );
}
