/**
 * Takes the browser to a card provider's checkout with a signed order: a form posted there, as card
 * providers take an order; the provider brings the payer back to the address the order names.
 */
export function postToCheckout(checkout: { url: string; campos: Record<string, string> }) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = checkout.url;
  for (const [name, value] of Object.entries(checkout.campos)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
