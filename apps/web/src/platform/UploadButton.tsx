import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';

/** What an upload takes: a scan (PDF or an image) or an image alone. */
const accepted = {
  document: 'application/pdf,image/jpeg,image/png,image/webp',
  image: 'image/jpeg,image/png,image/webp',
  /** What a PDF prints: a signature or a seal. */
  printable: 'image/jpeg,image/png',
};
export type UploadKind = keyof typeof accepted;

/**
 * A button that chooses a file and hands it over (`onFile`). The choice is emptied at once, so the same
 * file chosen again (after a refusal) is sent again. `name` is what a screen reader says of the input.
 */
export function UploadButton(props: {
  children: ReactNode;
  onFile: (file: File) => void;
  kind?: UploadKind;
  name?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  return (
    <Button size={props.size} variant={props.variant} component="label">
      {props.children}
      <input
        hidden
        type="file"
        accept={accepted[props.kind ?? 'document']}
        aria-label={props.name}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) props.onFile(file);
        }}
      />
    </Button>
  );
}
