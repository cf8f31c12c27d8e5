import { Avatar, type SxProps, type Theme } from '@mui/material';
import { useFileUrl } from './useFileUrl.ts';

/** A person's photo, or their initial while there is none. */
export function PersonAvatar(props: { photo: string | null | undefined; name: string; sx?: SxProps<Theme> }) {
  const src = useFileUrl(props.photo);
  return (
    <Avatar src={src} alt={props.name} sx={props.sx}>
      {props.name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
