/** What other modules use of online payment: the card provider's checkout and its notices, for orders of their own (donations). */
export type { PagoOnlineService } from './pago-online.service.ts';
export type { NotificacionPasarela } from './pasarela.ts';
