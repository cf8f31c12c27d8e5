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
import { admitidoComo } from './academicos/admitido-como.resource.ts';
import { facultad } from './academicos/facultad.resource.ts';
import { escuela } from './academicos/escuela.resource.ts';
import { financiamientoEstudio } from './academicos/financiamiento-estudio.resource.ts';
import { nivelAcademico } from './academicos/nivel-academico.resource.ts';
import { miembroComiteDisciplinario } from './academicos/miembro-comite-disciplinario.resource.ts';
import { estadoEstudiante } from './academicos/estado-estudiante.resource.ts';
import { tipoGradoTitulo } from './academicos/tipo-grado-titulo.resource.ts';
import { calificacionLiteral } from './academicos/calificacion-literal.resource.ts';
import { tipoProceso } from './academicos/tipo-proceso.resource.ts';
import { procesoAcademico } from './academicos/proceso-academico.resource.ts';
import { documentoAcademico } from './academicos/documento-academico.resource.ts';
import { documentoAcademicoAgrupacion } from './academicos/documento-academico-agrupacion.resource.ts';
import { condicionAcademica } from './academicos/condicion-academica.resource.ts';
import { actividadAula } from './planta-fisica/actividad-aula.resource.ts';
import { estadoSolicitudAdmision } from './academicos/estado-solicitud-admision.resource.ts';
import { pruebaAdmision, sesionPruebaAdmision } from './academicos/prueba-admision.resource.ts';
import { bloqueHorarioTanda } from './horarios/bloque-horario-tanda.resource.ts';
import { aulaAsignacionCarrera } from './horarios/aula-asignacion-carrera.resource.ts';
import { tipoBloqueHorario } from './horarios/tipo-bloque-horario.resource.ts';
import { tipoClasificacionHorario } from './horarios/tipo-clasificacion-horario.resource.ts';
import { tipoSeccion } from './horarios/tipo-seccion.resource.ts';
import { seccionPatronRecurrencia } from './horarios/seccion-patron-recurrencia.resource.ts';
import { dia } from './horarios/dia.resource.ts';
import { tipoColegio } from './academicos/tipo-colegio.resource.ts';
import { colegio } from './academicos/colegio.resource.ts';
import { tipoUniversidad } from './academicos/tipo-universidad.resource.ts';
import { universidad } from './academicos/universidad.resource.ts';
import { tipoAsignatura } from './academicos/tipo-asignatura.resource.ts';
import { tipoAsignaturaElectiva } from './academicos/tipo-asignatura-electiva.resource.ts';
import { tipoCalificacionPlantilla } from './academicos/tipo-calificacion-plantilla.resource.ts';
import { tipoCarrera } from './academicos/tipo-carrera.resource.ts';
import { tipoEstudianteMensaje } from './academicos/tipo-estudiante-mensaje.resource.ts';
import { transferidoComo } from './academicos/transferido-como.resource.ts';
import { honorAcademico } from './academicos/honor-academico.resource.ts';
import { libroEgresado } from './academicos/libro-egresado.resource.ts';
import { firmante } from './academicos/firmante.resource.ts';
import { tipoExcepcionSeleccion } from './academicos/tipo-excepcion-seleccion.resource.ts';
import { accesoSeleccionCarrera } from './seleccion/acceso-seleccion-carrera.resource.ts';
import { tipoAdmision } from './academicos/tipo-admision.resource.ts';
import { motivoDisciplina } from './academicos/motivo-disciplina.resource.ts';
import { parametroSistema } from './administracion-sistema/parametro-sistema.resource.ts';
import { edificio } from './planta-fisica/edificio.resource.ts';
import { tipoActividadAula } from './planta-fisica/tipo-actividad-aula.resource.ts';
import { tipoAula } from './planta-fisica/tipo-aula.resource.ts';
import { tipoFacilidad } from './planta-fisica/tipo-facilidad.resource.ts';
import { institucion } from './planta-fisica/institucion.resource.ts';
import { duracionProyecto } from './investigacion/duracion-proyecto.resource.ts';
import { tipoInvestigacion } from './investigacion/tipo-investigacion.resource.ts';
import { areaPrincipalInvestigacion } from './investigacion/area-principal-investigacion.resource.ts';
import { origenFondo } from './investigacion/origen-fondo.resource.ts';
import { funcionInvestigador } from './investigacion/funcion-investigador.resource.ts';
import { gradoAcademicoInvestigador } from './investigacion/grado-academico-investigador.resource.ts';
import { tiempoDedicacion } from './investigacion/tiempo-dedicacion.resource.ts';
import { tipoPublicacion } from './investigacion/tipo-publicacion.resource.ts';
import { tipoPartida } from './investigacion/tipo-partida.resource.ts';
import { autorPublicacion } from './investigacion/autor-publicacion.resource.ts';
import { patrocinador } from './investigacion/patrocinador.resource.ts';
import { carrera } from './academicos/carrera.resource.ts';
import { periodoAcademico } from './academicos/periodo-academico.resource.ts';
import { asignatura } from './academicos/asignatura.resource.ts';
import { planEstudio } from './academicos/plan-estudio.resource.ts';
import { aula } from './planta-fisica/aula.resource.ts';
import { investigador } from './investigacion/investigador.resource.ts';
import { proyectoInvestigacion } from './investigacion/proyecto-investigacion.resource.ts';
import { publicacion } from './investigacion/publicacion.resource.ts';
import { banco } from './financieros/banco.resource.ts';
import { monedaPago } from './financieros/moneda-pago.resource.ts';
import { tipoTarjetaCredito } from './financieros/tipo-tarjeta-credito.resource.ts';
import { tipoNcf } from './financieros/tipo-ncf.resource.ts';
import { tipoFormaPago } from './financieros/tipo-forma-pago.resource.ts';
import { tipoDescuento } from './financieros/tipo-descuento.resource.ts';
import { tipoCajero } from './financieros/tipo-cajero.resource.ts';
import { descuentoJustificacion } from './financieros/descuento-justificacion.resource.ts';
import { tipoCargoPatrocinio } from './financieros/tipo-cargo-patrocinio.resource.ts';
import { compra } from './financieros/compra.resource.ts';
import { categoriaCurso } from './educacion-continuada/categoria-curso.resource.ts';
import { titulosOtorgados } from './educacion-continuada/titulos-otorgados.resource.ts';
import { tipoCuentaPresupuestaria } from './educacion-continuada/tipo-cuenta-presupuestaria.resource.ts';
import { tipoEmpresa } from './educacion-continuada/tipo-empresa.resource.ts';
import { tipoDocumento } from './educacion-continuada/tipo-documento.resource.ts';
import { modalidadCurso } from './educacion-continuada/modalidad-curso.resource.ts';
import { gradoAcademico } from './educacion-continuada/grado-academico.resource.ts';
import { estadoCurso } from './educacion-continuada/estado-curso.resource.ts';
import { estadoPresupuesto } from './educacion-continuada/estado-presupuesto.resource.ts';
import { estadoSolicitudInscripcion } from './educacion-continuada/estado-solicitud-inscripcion.resource.ts';
import { especialidad } from './educacion-continuada/especialidad.resource.ts';
import { empresa } from './educacion-continuada/empresa.resource.ts';
import { facilitador } from './educacion-continuada/facilitador.resource.ts';
import { curso } from './educacion-continuada/curso.resource.ts';
import { solicitudInscripcion } from './educacion-continuada/solicitud-inscripcion.resource.ts';
import { documentoPlantilla } from './educacion-continuada/documento-plantilla.resource.ts';
import { cursoPlantilla } from './educacion-continuada/curso-plantilla.resource.ts';
import { estadoDocumentoSolicitud } from './educacion-continuada/estado-documento-solicitud.resource.ts';
import { cuentaPresupuestaria } from './educacion-continuada/cuenta-presupuestaria.resource.ts';
import { ejecutivoVenta } from './educacion-continuada/ejecutivo-venta.resource.ts';
import { presupuesto } from './educacion-continuada/presupuesto.resource.ts';
import { formaPagoCompra } from './financieros/forma-pago-compra.resource.ts';
import { tipoBienServicioCompra } from './financieros/tipo-bien-servicio-compra.resource.ts';
import { tipoRetencionIsr } from './financieros/tipo-retencion-isr.resource.ts';
import { servicioContableGrupo } from './financieros/servicio-contable-grupo.resource.ts';
import { profesorCategoriaPago } from './financieros/profesor-categoria-pago.resource.ts';
import { aulaPago } from './financieros/aula-pago.resource.ts';
import { caja } from './financieros/caja.resource.ts';
import { cajero } from './financieros/cajero.resource.ts';
import { servicioContable } from './financieros/servicio-contable.resource.ts';
import { planPago } from './financieros/plan-pago.resource.ts';
import { fechaRecargo } from './financieros/fecha-recargo.resource.ts';
import { catalogoCuenta } from './financieros/catalogo-cuenta.resource.ts';
import { ncf } from './financieros/ncf.resource.ts';
import { tipoMedicamento } from './enfermeria/tipo-medicamento.resource.ts';
import { medicamento } from './enfermeria/medicamento.resource.ts';
import { enfermera } from './enfermeria/enfermera.resource.ts';
import { personaExterna } from './odontologico/persona-externa.resource.ts';
import { evaluacionCampana } from './evaluacion/campana.resource.ts';
import { encuestaEstado, encuestaGrupoEstado, encuestaParticipanteEstado } from './analisis/encuesta-estados.resource.ts';
import { pregunta, preguntaGrupo, preguntaTipo } from './analisis/pregunta.resource.ts';
import { encuesta, encuestaPlantilla, participante } from './analisis/encuesta.resource.ts';
import { consejoIntegrante } from './consejo/integrante.resource.ts';
import { tipoDiploma } from './diploma/tipo-diploma.resource.ts';

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
  edificio,
  tipoGradoTitulo,
  tipoProceso,
  tipoColegio,
  tipoUniversidad,
  admitidoComo,
  facultad,
  escuela,
  financiamientoEstudio,
  nivelAcademico,
  miembroComiteDisciplinario,
  estadoEstudiante,
  calificacionLiteral,
  procesoAcademico,
  documentoAcademico,
  documentoAcademicoAgrupacion,
  condicionAcademica,
  estadoSolicitudAdmision,
  colegio,
  universidad,
  tipoAsignatura,
  tipoAsignaturaElectiva,
  tipoCalificacionPlantilla,
  tipoCarrera,
  tipoEstudianteMensaje,
  transferidoComo,
  honorAcademico,
  libroEgresado,
  firmante,
  tipoExcepcionSeleccion,
  accesoSeleccionCarrera,
  tipoAdmision,
  motivoDisciplina,
  parametroSistema,
  tipoActividadAula,
  tipoAula,
  tipoFacilidad,
  institucion,
  duracionProyecto,
  tipoInvestigacion,
  areaPrincipalInvestigacion,
  origenFondo,
  funcionInvestigador,
  gradoAcademicoInvestigador,
  tiempoDedicacion,
  tipoPublicacion,
  tipoPartida,
  autorPublicacion,
  patrocinador,
  carrera,
  periodoAcademico,
  asignatura,
  planEstudio,
  aula,
  actividadAula,
  bloqueHorarioTanda,
  aulaAsignacionCarrera,
  tipoBloqueHorario,
  tipoClasificacionHorario,
  tipoSeccion,
  seccionPatronRecurrencia,
  dia,
  pruebaAdmision,
  sesionPruebaAdmision,
  investigador,
  proyectoInvestigacion,
  publicacion,
  banco,
  monedaPago,
  tipoTarjetaCredito,
  tipoNcf,
  tipoFormaPago,
  tipoDescuento,
  tipoCajero,
  descuentoJustificacion,
  tipoCargoPatrocinio,
  tipoBienServicioCompra,
  tipoRetencionIsr,
  formaPagoCompra,
  compra,
  servicioContableGrupo,
  profesorCategoriaPago,
  aulaPago,
  caja,
  cajero,
  catalogoCuenta,
  servicioContable,
  ncf,
  planPago,
  fechaRecargo,
  categoriaCurso,
  titulosOtorgados,
  tipoCuentaPresupuestaria,
  tipoEmpresa,
  tipoDocumento,
  modalidadCurso,
  gradoAcademico,
  estadoCurso,
  estadoPresupuesto,
  estadoSolicitudInscripcion,
  especialidad,
  empresa,
  facilitador,
  documentoPlantilla,
  cursoPlantilla,
  curso,
  ejecutivoVenta,
  solicitudInscripcion,
  estadoDocumentoSolicitud,
  cuentaPresupuestaria,
  presupuesto,
  tipoMedicamento,
  medicamento,
  enfermera,
  personaExterna,
  evaluacionCampana,
  encuestaEstado,
  encuestaGrupoEstado,
  encuestaParticipanteEstado,
  preguntaTipo,
  preguntaGrupo,
  pregunta,
  encuestaPlantilla,
  participante,
  encuesta,
  consejoIntegrante,
  tipoDiploma,
];

export const resourceByName = new Map(resources.map((r) => [r.name, r]));
