import { Alert, TextField } from '@mui/material';
import type { ApiError } from './api.ts';

/** Why something is annulled (a graduation, an official letter, a correction), and what the server said of it. */
export function MotivoAnulacion(props: { label: string; hint: string; value: string; onChange: (v: string) => void; error: ApiError | null; show: boolean }) {
  return (
    <>
      {props.show && (
        <TextField
          label={props.label}
          helperText={props.hint}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          multiline
          minRows={2}
          error={!!props.error?.fields?.motivo}
        />
      )}
      {props.error && <Alert severity="error">{props.error.fields?.motivo ?? props.error.message}</Alert>}
    </>
  );
}
