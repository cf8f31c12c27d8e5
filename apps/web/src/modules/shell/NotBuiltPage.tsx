import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { screenOfPath } from '@claustro/domain/shell/guard.rules';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { Message } from './MessagePages.tsx';

/** Routes of the spec whose area is not built yet say so plainly, under the screen's own name (as the menu calls it). */
export default function NotBuiltPage() {
  const { t } = useTranslation();
  const path = screenOfPath(useLocation().pathname);
  const name = screenTitle(path, currentLang()) ?? path;
  return <Message title={name} text={t('pages.notBuilt', { name, path })} />;
}
