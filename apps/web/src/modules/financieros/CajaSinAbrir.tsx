import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, Button } from '@mui/material';
import { aperturaScreen } from '@claustro/domain/financieros/caja.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';

/** Said on a screen that needs the cashier's open register when there is none: open it first, or the user is no cashier. */
export function CajaSinAbrir({ cajero }: { cajero: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={aperturaScreen}>
          {screenTitle(aperturaScreen, currentLang())}
        </Button>
      }
    >
      {cajero ? t('cashier.openFirst') : t('cashier.notCashier')}
    </Alert>
  );
}
