/** The grid's Spanish texts, imported alone (vite.config.ts aliases the file). */
declare module '@claustro/grid-locale-es' {
  export { esES } from '@mui/x-data-grid/locales';
}
