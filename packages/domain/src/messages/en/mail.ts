import type { mail as es } from '../es/mail.ts';
import type { Texts } from '../texts.ts';

/** The English of the e-mails the server sends (the same keys as the Spanish). */
export const mail: Texts<typeof es> = {
  reporteListo: {
    asunto: 'your report is ready: {reporte}',
    texto: 'The file of “{reporte}” ({filas} rows, {formato}) is ready.\nDownload it from the report’s screen, under “Prepared files”.\n',
  },
  convocatoria: {
    asunto: 'called to {prueba}',
    texto: 'Hello {nombres}:\n\nYou are called to the test «{prueba}» on {fecha} at {hora}{lugar}.\n',
    lugar: ', at {lugar}',
  },
  estadoSolicitud: {
    asunto: 'your admission request is {estado}',
    texto: 'Hello {nombres}:\n\nYour admission request {codigo} changed to {estado}.{motivo}\n',
    motivo: '\nReason: {motivo}',
  },
  solicitudRecibida: {
    asunto: 'admission request received',
    texto:
      'Hello {nombres}:\n\nWe received your admission request. Your code is {codigo}.\nWith this code and your identity document you can look up your request and complete its documents.\n',
  },
  documentoRechazado: {
    asunto: 'document rejected: {documento}',
    texto:
      'Hello {nombres}:\n\nThe document «{documento}» of your request {codigo} was rejected.\nReason: {motivo}\nLook up your request with its code and send it again.\n',
  },
  bienvenida: {
    asunto: 'welcome: your student account',
    texto:
      'Hello {nombres}:\n\nYou were admitted. Your student ID is {matricula}.\nSign in with the user {usuario} and the password {clave}; the system will ask you to change it.\n',
  },
  codigoClave: {
    asunto: '{universidad}: code to change your password',
    texto: 'Your code to change your password is {codigo}. It expires in 15 minutes and works once.\nIf you did not ask for it, ignore this message.\n',
  },
  sugerencia: {
    asunto: 'New {tipo} at {punto}',
    tipos: { sugerencia: 'suggestion', queja: 'complaint', felicitacion: 'compliment' },
    anonimo: 'Anonymous',
  },
  donacionPromesa: {
    asunto: 'your donation: code {codigo}',
    texto:
      'Hello {nombre}:\n\nThank you for your donation of {monto} for {destino}. Your receipt code is {codigo}.\nBring it to the cashier or send it by transfer quoting this code; we will tell you when it arrives.\n',
  },
  donacionRecibida: {
    asunto: 'we received your donation {codigo}',
    texto: 'Hello {nombre}:\n\nWe received your donation of {monto} for {destino} (code {codigo}, reference {referencia}). Thank you very much!\n',
  },
  servicioRecibido: {
    asunto: 'we received your service request {codigo}',
    texto: 'Hello {nombre}:\n\nWe received your request for “{servicio}”. Its code is {codigo}.\nWith this code and your e-mail you can follow it at {url}.\n',
  },
  servicioEstado: {
    asunto: 'your request {codigo} is {estado}',
    texto: 'Hello {nombre}:\n\nYour request for “{servicio}” ({codigo}) is now {estado}.{nota}\nYou can follow it at {url}.\n',
    nota: '\n\n{nota}',
  },
  prueba: {
    asunto: 'Test e-mail',
    texto: 'The e-mail settings work.',
  },
};
