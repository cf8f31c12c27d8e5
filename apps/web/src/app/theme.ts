import { createTheme } from '@mui/material/styles';
import type { AppConfig } from '../platform/config.ts';
import { readableOn } from '../platform/contrast.ts';

const background = { light: '#ffffff', dark: '#121212' };

const autofillKeyframes = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
};
const autofillDetection = {
  animationName: 'mui-auto-fill-cancel',
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
};

/**
 * Spec §9 colours from the institution's configuration, each as the nearest shade whose text reads on
 * the page (4.5:1): the spec's error red is too light on white, its primary blue too dark on black.
 */
export function buildTheme(colors: AppConfig['colors'], dark: boolean) {
  const bg = dark ? background.dark : background.light;
  const tone = (c: string) => ({ main: readableOn(c, bg) });
  return createTheme({
    palette: {
      mode: dark ? 'dark' : 'light',
      // Text on a coloured button picks black or white by WCAG AA (4.5:1), not MUI's default 3:1.
      contrastThreshold: 4.5,
      background: { default: bg, paper: bg },
      primary: tone(colors.primary),
      secondary: tone(colors.secondary),
      error: tone(colors.error),
      info: tone(colors.info),
      success: tone(colors.success),
      warning: tone(colors.warning),
    },
    shape: { borderRadius: 8 },
    components: {
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiFormControl: { defaultProps: { size: 'small', fullWidth: true } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // MUI gives every input its own global style tag for the keyframes that tell it the browser
      // autofilled the field (39 tags on the admission form, each inserted as the field mounts). They
      // are written once, with the page's base styles, and the inputs keep the animation that uses them.
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true }, styleOverrides: { input: autofillDetection } },
      MuiCssBaseline: { styleOverrides: autofillKeyframes },
    },
  });
}
