import type { ScreenLoaders } from '../platform/screens.ts';

import { screens as shell } from '../modules/shell/screens.ts';
import { screens as seguridad } from '../modules/seguridad/screens.ts';
import { screens as mensajes } from '../modules/mensajes/screens.ts';
import { screens as academicos } from '../modules/academicos/screens.ts';
import { screens as investigacion } from '../modules/investigacion/screens.ts';
import { screens as admisiones, publicScreens as admisionesPublic } from '../modules/admisiones/screens.ts';
import { screens as administracionSistema } from '../modules/administracion-sistema/screens.ts';
import { screens as plantaFisica } from '../modules/planta-fisica/screens.ts';
import { screens as horarios } from '../modules/horarios/screens.ts';
import { screens as seleccion } from '../modules/seleccion/screens.ts';
import { screens as calificaciones, publicScreens as calificacionesPublic } from '../modules/calificaciones/screens.ts';
import { screens as financieros } from '../modules/financieros/screens.ts';
import { screens as continuada, publicScreens as continuadaPublic } from '../modules/educacion-continuada/screens.ts';
import { screens as reportes } from '../modules/reportes/screens.ts';
import { screens as enfermeria } from '../modules/enfermeria/screens.ts';
import { screens as evaluacion } from '../modules/evaluacion/screens.ts';
import { screens as analisis } from '../modules/analisis/screens.ts';
import { screens as consejo } from '../modules/consejo/screens.ts';
import { screens as diploma } from '../modules/diploma/screens.ts';
import { screens as donaciones, publicScreens as donacionesPublic } from '../modules/donaciones/screens.ts';
import { screens as servicios, publicScreens as serviciosPublic } from '../modules/servicios-especiales/screens.ts';

/** Hand-made screens by route: each area registers its own (`modules/<area>/screens.ts`). */
export const handMadeScreens: ScreenLoaders = {
  ...shell,
  ...seguridad,
  ...mensajes,
  ...academicos,
  ...investigacion,
  ...admisiones,
  ...administracionSistema,
  ...plantaFisica,
  ...horarios,
  ...seleccion,
  ...calificaciones,
  ...financieros,
  ...continuada,
  ...reportes,
  ...enfermeria,
  ...evaluacion,
  ...analisis,
  ...consejo,
  ...diploma,
  ...donaciones,
  ...servicios,
};

/** Public screens (no sign-in), outside the shell. */
export const publicScreens: ScreenLoaders = { ...admisionesPublic, ...calificacionesPublic, ...continuadaPublic, ...donacionesPublic, ...serviciosPublic };
