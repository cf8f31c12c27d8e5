import { useTranslation } from 'react-i18next';
import { Button } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { currentLang, setLang } from './i18n.ts';

/**
 * Switches between Spanish and English. It shows the language it switches to ("EN"), and its name
 * says so in words that contain what it shows ("Cambiar a inglés (EN)"): what a screen reader says
 * matches what a sighted user reads. Its hint on hover is the browser's own (`title`): MUI's tooltip
 * would bring its positioning engine into every first page.
 */
export function LanguageButton({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const other = currentLang() === 'es' ? 'en' : 'es';
  const name = t('shell.switchLanguage', { code: other.toUpperCase() });
  return (
    <Button
      color={color}
      startIcon={<TranslateIcon />}
      onClick={() => void setLang(other)}
      aria-label={name}
      title={name}
      // On a phone the code alone: the top bar keeps room for the institution's name.
      sx={{ minWidth: { xs: 40, sm: 64 }, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
    >
      {other.toUpperCase()}
    </Button>
  );
}
