import type { ModuleDef } from './platform/module.ts';
import { mensajesModule } from './modules/mensajes/module.ts';
import { loginModule } from './modules/login/module.ts';
import { seguridadModule } from './modules/seguridad/module.ts';
import { academicosModule } from './modules/academicos/module.ts';
import { generalesModule } from './modules/generales/module.ts';
import { plantaFisicaModule } from './modules/planta-fisica/module.ts';
import { investigacionModule } from './modules/investigacion/module.ts';
import { admisionesModule } from './modules/admisiones/module.ts';
import { horariosModule } from './modules/horarios/module.ts';
import { seleccionModule } from './modules/seleccion/module.ts';
import { documentosModule } from './modules/documentos/module.ts';
import { calificacionesModule } from './modules/calificaciones/module.ts';
import { financierosModule } from './modules/financieros/module.ts';
import { educacionContinuadaModule } from './modules/educacion-continuada/module.ts';
import { reportesModule } from './modules/reportes/module.ts';
import { enfermeriaModule } from './modules/enfermeria/module.ts';
import { evaluacionModule } from './modules/evaluacion/module.ts';
import { analisisModule } from './modules/analisis/module.ts';
import { consejoModule } from './modules/consejo/module.ts';
import { diplomaModule } from './modules/diploma/module.ts';
import { donacionesModule } from './modules/donaciones/module.ts';
import { serviciosEspecialesModule } from './modules/servicios-especiales/module.ts';

/**
 * Every functional area of the server, in the order their services are built (a module may use the
 * services of those before it when it builds its own; at request time every service exists).
 */
export const modules: ModuleDef[] = [
  mensajesModule,
  loginModule,
  generalesModule,
  seguridadModule,
  academicosModule,
  plantaFisicaModule,
  investigacionModule,
  admisionesModule,
  horariosModule,
  seleccionModule,
  documentosModule,
  calificacionesModule,
  financierosModule,
  educacionContinuadaModule,
  reportesModule,
  enfermeriaModule,
  evaluacionModule,
  analisisModule,
  consejoModule,
  diplomaModule,
  donacionesModule,
  serviciosEspecialesModule,
];
