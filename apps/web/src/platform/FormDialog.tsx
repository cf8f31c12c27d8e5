import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';

/**
 * A dialog that writes something: its title, its fields in a column, the general problem the server
 * answered (field problems sit on their fields), and Cancel / the action. Full screen on a phone.
 * The action submits the form (`onSubmit`, a contract form's `handleSubmit(…)`), so Enter in a field
 * submits too; `busy` keeps a second click from sending twice.
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
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} fullScreen={phone} fullWidth maxWidth={props.maxWidth ?? 'sm'} aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.children}
            {props.error && <Alert severity="error">{props.error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          {props.more}
          <Button onClick={props.onClose}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.busy || props.ready === false}>
            {props.action ?? t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
