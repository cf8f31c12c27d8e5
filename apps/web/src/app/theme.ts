import { createTheme } from '@mui/material/styles';
import type { AppConfig } from '../platform/config.ts';

/** Spec §9 colours (the same in light and dark), from the institution's configuration. */
export function buildTheme(colors: AppConfig['colors'], dark: boolean) {
  return createTheme({
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      error: { main: colors.error },
      info: { main: colors.info },
      success: { main: colors.success },
      warning: { main: colors.warning },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiFormControl: { defaultProps: { size: 'small', fullWidth: true } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
