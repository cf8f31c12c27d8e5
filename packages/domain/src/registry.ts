import type { ResourceDef } from './platform/resource.ts';
import { cargo } from './generales/cargo.resource.ts';
import { estadoCiudadano } from './generales/estado-ciudadano.resource.ts';
import { estadoCivil } from './generales/estado-civil.resource.ts';
import { estatus } from './generales/estatus.resource.ts';
import { idioma } from './generales/idioma.resource.ts';
import { tipoMotivo } from './generales/tipo-motivo.resource.ts';
import { motivo } from './generales/motivo.resource.ts';
import { pais } from './generales/pais.resource.ts';
import { provincia } from './generales/provincia.resource.ts';
import { municipio } from './generales/municipio.resource.ts';
import { ciudad } from './generales/ciudad.resource.ts';
import { nacionalidad } from './generales/nacionalidad.resource.ts';
import { ocupacion } from './generales/ocupacion.resource.ts';
import { redSocial } from './generales/red-social.resource.ts';
import { sector } from './generales/sector.resource.ts';
import { tipoDocumentoIdentificacion } from './generales/tipo-documento-identificacion.resource.ts';
import { tipoEmail } from './generales/tipo-email.resource.ts';
import { tipoPadre } from './generales/tipo-padre.resource.ts';
import { tipoTelefono } from './generales/tipo-telefono.resource.ts';
import { tipoPersona } from './generales/tipo-persona.resource.ts';
import { sexo } from './generales/sexo.resource.ts';
import { tipoSangre } from './generales/tipo-sangre.resource.ts';
import { dgiiRnc } from './generales/dgii-rnc.resource.ts';
import { departamento } from './generales/departamento.resource.ts';
import { departamentoUsuario } from './generales/departamento-usuario.resource.ts';
import { diaFestivo } from './generales/dia-festivo.resource.ts';
import { buzonSugerencia } from './generales/buzon-sugerencia.resource.ts';
import { sede } from './planta-fisica/sede.resource.ts';
import { plantillaMensaje } from './administracion-sistema/plantilla-mensaje.resource.ts';
import { mensajeSistema } from './administracion-sistema/mensaje-sistema.resource.ts';

/** Every catalogue of the product, in dependency order (a resource comes after those it references). */
export const resources: readonly ResourceDef[] = [
  cargo,
  estadoCiudadano,
  estadoCivil,
  estatus,
  idioma,
  tipoMotivo,
  pais,
  ocupacion,
  redSocial,
  tipoDocumentoIdentificacion,
  tipoEmail,
  tipoPadre,
  tipoTelefono,
  tipoPersona,
  sexo,
  tipoSangre,
  dgiiRnc,
  departamento,
  diaFestivo,
  buzonSugerencia,
  provincia,
  municipio,
  ciudad,
  sede,
  motivo,
  nacionalidad,
  sector,
  departamentoUsuario,
  plantillaMensaje,
  mensajeSistema,
];

export const resourceByName = new Map(resources.map((r) => [r.name, r]));
