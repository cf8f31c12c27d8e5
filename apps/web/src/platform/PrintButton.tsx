import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';
import { apiBlob, openInNewTab, saveBlob, type RequestOptions } from './api.ts';

/** Opens a PDF the server makes in a new tab ("Imprimir (PDF)"); says why when it cannot. */
export function PrintButton({
  path,
  query,
  disabled,
  variant = 'outlined',
}: {
  path: string | null;
  /** The document's filters (a report printed as its list shows). */
  query?: RequestOptions['query'];
  disabled?: boolean;
  variant?: 'outlined' | 'contained';
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const print = async () => {
    setProblem(null);
    try {
      await openInNewTab(path!, { query });
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  return (
    <>
      <Button variant={variant} disabled={disabled || !path} onClick={() => void print()} sx={{ flexShrink: 0 }}>
        {t('app.print')}
      </Button>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </>
  );
}

/** Saves a spreadsheet the server makes ("Exportar"), named for the page; says why when it cannot. */
export function SheetButton({ path, name }: { path: string | null; name: string }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setProblem(null);
    setBusy(true);
    try {
      saveBlob(await apiBlob(path!), `${name}.xlsx`);
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" disabled={!path || busy} onClick={() => void save()} sx={{ flexShrink: 0 }}>
        {t('grid.export')}
      </Button>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </>
  );
}
