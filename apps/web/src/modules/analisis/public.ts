/** What surveys lend to other screens: home's notice of the surveys still to answer. */
export { EncuestasPendientes } from './EncuestasPendientes.tsx';
