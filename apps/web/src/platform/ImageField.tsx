import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ApiError } from './api.ts';
import { useFileUrl } from './useFileUrl.ts';
import { UploadButton, type UploadKind } from './UploadButton.tsx';

/**
 * An image kept on the server (a photo, a signature, a seal): what is stored now, a button to replace
 * it and, when given, one to remove it; says why when the server refuses.
 */
export function ImageField(props: {
  label: string;
  current: string | null | undefined;
  upload: (file: File) => Promise<unknown>;
  remove?: () => Promise<unknown>;
  kind?: UploadKind;
  width?: number;
}) {
  const { t } = useTranslation();
  const src = useFileUrl(props.current);
  const [error, setError] = useState<string | null>(null);
  const run = (p: Promise<unknown>) =>
    p.then(
      () => setError(null),
      (err: ApiError) => setError(err.message),
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', flex: 1 }}>
      <Typography variant="subtitle2">{props.label}</Typography>
      <Box
        sx={{
          width: props.width ?? 200,
          maxWidth: '100%',
          height: 100,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          bgcolor: 'background.default',
        }}
      >
        {src ? (
          <img src={src} alt={props.label} style={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            —
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <UploadButton size="small" variant="outlined" kind={props.kind ?? 'image'} name={props.label} onFile={(file) => void run(props.upload(file))}>
          {t('professors.upload')}
        </UploadButton>
        {props.remove && props.current && (
          <Button size="small" color="error" onClick={() => void run(props.remove!())}>
            {t('profile.remove')}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
