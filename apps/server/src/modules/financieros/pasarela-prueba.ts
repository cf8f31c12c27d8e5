import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../platform/config.ts';
import { pasarelaPruebaUrl } from './pasarela.ts';
import type { PagoOnlineService } from './pago-online.service.ts';

/**
 * The local test gateway: the provider's side of the checkout, played by Claustro itself when the
 * institution names `/pasarela-prueba` as its checkout (the demo university and the tests; never a
 * real institution). Its page takes the signed order the browser posts, asks for a card, and settles
 * the order as a provider would: a server-to-server notification signed with the shared secret, then
 * the student sent back. Test cards:
 * - ending 0002: declined (insufficient funds);
 * - ending 0119: approved, but the notification is lost (the provider retries it later);
 * - any other: approved.
 */
export const tarjetasPrueba = { aprobada: '4111111111111111', rechazada: '4000000000000002', sinAviso: '4000000000000119' };

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pagina(inst: Institution, campos: Record<string, string>) {
  const ocultos = Object.entries(campos)
    .map(([k, v]) => `<input type="hidden" name="${escapar(k)}" value="${escapar(v)}">`)
    .join('');
  const monto = Number(campos.monto).toLocaleString('es-DO', { minimumFractionDigits: 2 });
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pasarela de prueba</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f8;margin:0;padding:24px 12px;color:#1d2733}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;box-shadow:0 2px 10px #0002;padding:24px}
h1{font-size:1.1rem;margin:0 0 4px}.aviso{background:#fff4d6;border-radius:8px;padding:8px 12px;font-size:.85rem;margin:12px 0}
.monto{font-size:2rem;font-weight:700;margin:12px 0 4px}label{display:block;font-size:.85rem;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;font-size:1rem;padding:10px;border:1px solid #b9c2cc;border-radius:6px}
.fila{display:flex;gap:12px}.fila>div{flex:1}button{width:100%;font-size:1rem;padding:12px;border:0;border-radius:6px;margin-top:18px;cursor:pointer}
.pagar{background:#0059b3;color:#fff}.cancelar{background:#e4e8ee;color:#1d2733;margin-top:8px}small{color:#5b6775}
</style></head><body><main>
<h1>${escapar(inst.university)}</h1><small>Orden ${escapar(campos.orden)} · ${escapar(campos.descripcion)}</small>
<div class="monto">${escapar(campos.moneda)} ${escapar(monto)}</div>
<div class="aviso">Pasarela de prueba: no se cobra ninguna tarjeta. Tarjeta terminada en 0002: rechazada; en 0119: aprobada sin aviso inmediato.</div>
<form method="post" action="${pasarelaPruebaUrl}/pagar">${ocultos}
<label for="tarjeta">Número de tarjeta</label><input id="tarjeta" name="tarjeta" inputmode="numeric" autocomplete="cc-number" value="4111 1111 1111 1111">
<div class="fila"><div><label for="vence">Vence (MM/AA)</label><input id="vence" name="vence" value="12/29"></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" value="123"></div></div>
<button class="pagar" name="accion" value="pagar">Pagar ${escapar(campos.moneda)} ${escapar(monto)}</button>
<button class="cancelar" name="accion" value="cancelar">Cancelar y volver</button>
</form></main></body></html>`;
}

/** Mounts the test gateway's two pages, only when the institution's checkout is it. */
export function pasarelaPruebaRoutes(app: FastifyInstance, inst: Institution, svc: PagoOnlineService) {
  if (inst.cardCheckoutScriptUrl !== pasarelaPruebaUrl) return;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const orden = async (body: unknown) => {
      const campos = (body ?? {}) as Record<string, string>;
      const p = await svc.proveedor();
      return p?.proveedor.ordenValida(campos) ? { p, campos } : null;
    };
    // The checkout page: the order the browser brought, checked against its signature.
    scope.post(pasarelaPruebaUrl, { config: { access: 'public' } }, async (req, reply) => {
      const o = await orden(req.body);
      if (!o) return reply.status(400).type('text/plain; charset=utf-8').send('Orden sin firma válida.');
      return reply.type('text/html; charset=utf-8').send(pagina(inst, o.campos));
    });
    // Paying (or cancelling): the notification first, as the provider's server sends it, then the student back.
    scope.post(`${pasarelaPruebaUrl}/pagar`, { config: { access: 'public' } }, async (req, reply) => {
      const o = await orden(req.body);
      if (!o) return reply.status(400).type('text/plain; charset=utf-8').send('Orden sin firma válida.');
      const c = o.campos;
      const digitos = (c.tarjeta ?? '').replace(/\D/g, '');
      const aprobado = c.accion === 'pagar' && digitos.length >= 12 && !digitos.endsWith('0002');
      const mensaje = c.accion !== 'pagar' ? 'Cancelado por el cliente' : aprobado ? 'Aprobada' : 'Fondos insuficientes';
      if (!(aprobado && digitos.endsWith('0119'))) {
        const aviso = o.p.proveedor.notificacion({
          orden: c.orden,
          aprobado,
          referencia: aprobado ? String(randomInt(100000, 999999)) : '',
          monto: c.monto,
          moneda: c.moneda,
          mensaje,
        });
        await svc.notificar({ actor: { ip: req.ip ?? null, lang: 'es' }, input: aviso });
      }
      return reply.redirect(c.retorno, 303);
    });
  });
}
