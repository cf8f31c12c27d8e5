import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { anyUnsavedChanges, leaveWithoutSaving } from './unsaved-changes.ts';

/** Asks before the app leaves a screen with unsaved changes: stay, or leave without saving. */
export function UnsavedChangesDialog() {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => anyUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname);
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">{t('unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('unsaved.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={() => blocker.reset?.()}>
          {t('unsaved.stay')}
        </Button>
        <Button
          color="error"
          onClick={() => {
            leaveWithoutSaving();
            blocker.proceed?.();
          }}
        >
          {t('unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
