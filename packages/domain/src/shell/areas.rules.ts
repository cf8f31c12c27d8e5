/** What an institution's configuration switches on or off (spec §1). */
export interface AreaFlags {
  surveysEnabled: boolean;
}

/** Where a person answers the surveys they are asked (a screen every signed-in user opens while surveys are on). */
export const misEncuestasScreen = '/encuestas';

/**
 * Whether the configuration turns a screen off: with surveys off (spec §1 "a flag enabling surveys"),
 * the survey area (`/analisis-gestion/*`) and the page where people answer. A screen off is in nobody's
 * menu and nobody's access, whatever their grants (which stay, for when it is turned on again).
 */
export function pantallaApagada(url: string, flags: AreaFlags): boolean {
  const u = url.toLowerCase();
  return !flags.surveysEnabled && (u.startsWith('/analisis-gestion/') || u === misEncuestasScreen);
}
