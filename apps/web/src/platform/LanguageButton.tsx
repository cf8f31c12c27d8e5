import { useTranslation } from 'react-i18next';
import { Button, Tooltip } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { currentLang, setLang } from './i18n.ts';

/**
 * Switches between Spanish and English. It shows the language it switches to ("EN"), and its name
 * says so in words that contain what it shows ("Cambiar a inglés (EN)"): what a screen reader says
 * matches what a sighted user reads.
 */
export function LanguageButton({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const other = currentLang() === 'es' ? 'en' : 'es';
  const name = t('shell.switchLanguage', { code: other.toUpperCase() });
  return (
    <Tooltip title={name} describeChild>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={() => void setLang(other)}
        aria-label={name}
        // On a phone the code alone: the top bar keeps room for the institution's name.
        sx={{ minWidth: { xs: 40, sm: 64 }, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        {other.toUpperCase()}
      </Button>
    </Tooltip>
  );
}
