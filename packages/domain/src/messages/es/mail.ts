/** The Spanish of the e-mails the server sends (the institution's name goes before an applicant's subject). */
export const mail = {
  reporteListo: {
    asunto: 'su reporte está listo: {reporte}',
    texto: 'El archivo de «{reporte}» ({filas} filas, {formato}) está listo.\nDescárguelo desde la pantalla del reporte, en «Archivos preparados».\n',
  },
  convocatoria: {
    asunto: 'convocatoria a {prueba}',
    texto: 'Hola {nombres}:\n\nEstá convocado(a) a la prueba «{prueba}» el {fecha} a las {hora}{lugar}.\n',
    lugar: ', en {lugar}',
  },
  estadoSolicitud: {
    asunto: 'su solicitud de admisión está {estado}',
    texto: 'Hola {nombres}:\n\nSu solicitud de admisión {codigo} cambió a {estado}.{motivo}\n',
    motivo: '\nMotivo: {motivo}',
  },
  solicitudRecibida: {
    asunto: 'solicitud de admisión recibida',
    texto:
      'Hola {nombres}:\n\nRecibimos su solicitud de admisión. Su código es {codigo}.\nCon este código y su documento de identidad puede consultar su solicitud y completar sus documentos.\n',
  },
  documentoRechazado: {
    asunto: 'documento rechazado: {documento}',
    texto:
      'Hola {nombres}:\n\nEl documento «{documento}» de su solicitud {codigo} fue rechazado.\nMotivo: {motivo}\nConsulte su solicitud con su código y envíelo de nuevo.\n',
  },
  bienvenida: {
    asunto: 'bienvenido(a): su cuenta de estudiante',
    texto:
      'Hola {nombres}:\n\nFue admitido(a). Su matrícula es {matricula}.\nInicie sesión con el usuario {usuario} y la contraseña {clave}; el sistema le pedirá cambiarla.\n',
  },
  codigoClave: {
    asunto: '{universidad}: código para cambiar su contraseña',
    texto: 'Su código para cambiar la contraseña es {codigo}. Vence en 15 minutos y sirve una sola vez.\nSi no lo pidió, ignore este mensaje.\n',
  },
  sugerencia: {
    asunto: 'Nueva {tipo} en {punto}',
    tipos: { sugerencia: 'sugerencia', queja: 'queja', felicitacion: 'felicitación' },
    anonimo: 'Anónimo',
  },
  donacionPromesa: {
    asunto: 'su donación: código {codigo}',
    texto:
      'Hola {nombre}:\n\nGracias por su donación de {monto} para {destino}. Su código de recibo es {codigo}.\nEntréguela en la caja de la institución o por transferencia indicando este código; le avisaremos al recibirla.\n',
  },
  donacionRecibida: {
    asunto: 'recibimos su donación {codigo}',
    texto: 'Hola {nombre}:\n\nRecibimos su donación de {monto} para {destino} (código {codigo}, referencia {referencia}). ¡Muchas gracias!\n',
  },
  servicioRecibido: {
    asunto: 'recibimos su solicitud de servicio {codigo}',
    texto: 'Hola {nombre}:\n\nRecibimos su solicitud de «{servicio}». Su código es {codigo}.\nCon este código y su correo puede seguirla en {url}.\n',
  },
  servicioEstado: {
    asunto: 'su solicitud {codigo} está {estado}',
    texto: 'Hola {nombre}:\n\nSu solicitud de «{servicio}» ({codigo}) cambió a {estado}.{nota}\nPuede seguirla en {url}.\n',
    nota: '\n\n{nota}',
  },
  prueba: {
    asunto: 'Prueba de correo',
    texto: 'La configuración de correo funciona.',
  },
};
