import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

const countdownSeconds = 10;
const activity = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll'] as const;

/** Spec §4/§8: after the idle timeout a dialog "Sesión Expirará" counts down 10 s, then signs out. */
export function IdleDialog({ timeoutMs, onExpire }: { timeoutMs: number; onExpire: () => void }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const arm = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSeconds(countdownSeconds), timeoutMs);
    };
    const onActivity = () => setSeconds((s) => (s === null ? (arm(), null) : s));
    arm();
    activity.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => {
      clearTimeout(timer.current);
      activity.forEach((e) => window.removeEventListener(e, onActivity));
    };
  }, [timeoutMs]);

  useEffect(() => {
    if (seconds === null) return;
    if (seconds <= 0) {
      onExpire();
      return;
    }
    const tick = setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => clearTimeout(tick);
  }, [seconds, onExpire]);

  const stay = () => {
    setSeconds(null);
    timer.current = setTimeout(() => setSeconds(countdownSeconds), timeoutMs);
  };
  return (
    <Dialog open={seconds !== null} onClose={stay}>
      <DialogTitle>{t('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('idle.body', { seconds: seconds ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stay} variant="contained" autoFocus>
          {t('idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
