import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';
import { apiBlob, openInNewTab, saveBlob, type RequestOptions } from './api.ts';

/** A button that fetches a file the server makes; says why when it cannot, and is not pressed twice meanwhile. */
export function FileButton(props: { label: string; run: () => Promise<void>; disabled?: boolean; variant?: 'outlined' | 'contained' }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await props.run();
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant={props.variant ?? 'outlined'} disabled={props.disabled || busy} onClick={() => void press()} sx={{ flexShrink: 0 }}>
        {props.label}
      </Button>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </>
  );
}

/** Opens a PDF the server makes in a new tab ("Imprimir (PDF)"). */
export function PrintButton({
  path,
  query,
  disabled,
  variant,
}: {
  path: string | null;
  /** The document's filters (a report printed as its list shows). */
  query?: RequestOptions['query'];
  disabled?: boolean;
  variant?: 'outlined' | 'contained';
}) {
  const { t } = useTranslation();
  return <FileButton label={t('app.print')} disabled={disabled || !path} variant={variant} run={() => openInNewTab(path!, { query })} />;
}

/** Saves a spreadsheet the server makes ("Exportar"), named for the page. */
export function SheetButton({ path, name }: { path: string | null; name: string }) {
  const { t } = useTranslation();
  return <FileButton label={t('grid.export')} disabled={!path} run={async () => saveBlob(await apiBlob(path!), `${name}.xlsx`)} />;
}
