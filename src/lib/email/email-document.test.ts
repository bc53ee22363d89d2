import { describe, expect, it } from 'vitest';
import type { EmailDocument } from './email-document';
import { emailHtml } from './email-html';
import { emailText } from './email-text';

const document: EmailDocument = {
  title: 'Tu pedido CL-10000001 en Andamio',
  siteName: 'Andamio',
  siteUrl: 'https://www.andamio.cl/cl/',
  blocks: [
    { kind: 'paragraph', text: 'Gracias por comprar en Andamio.' },
    { kind: 'heading', text: 'Productos' },
    {
      kind: 'items',
      items: [
        {
          image: 'https://www.andamio.cl/media/1.jpg',
          title: '2 x Pintura <látex>',
          details: ['Despacho a domicilio'],
          amount: '$ 25.980',
        },
        { image: 'javascript:alert(1)', title: '1 x Rodillo', details: [], amount: '$ 3.990' },
      ],
    },
    {
      kind: 'facts',
      facts: [
        { label: 'Productos', value: '$ 29.970' },
        { label: 'Total', value: '$ 29.970', strong: true },
      ],
    },
    { kind: 'code', label: 'Pix copia e cola', text: '00020126580014br.gov.bcb.pix' },
    { kind: 'image', cid: 'pix-qr', alt: 'QR Pix', width: 200 },
    {
      kind: 'action',
      label: 'Ver tu pedido',
      href: 'https://www.andamio.cl/cl/checkout/confirmation/CL-10000001/?access=x&y=1',
    },
    { kind: 'action', label: 'No', href: 'data:text/html,x' },
  ],
};

describe('an email written once, as text and as HTML', () => {
  it('says the same in the text part: every line, figure and link', () => {
    const text = emailText(document);
    expect(text).toContain('Tu pedido CL-10000001 en Andamio\n\nGracias por comprar en Andamio.');
    expect(text).toContain('PRODUCTOS');
    expect(text).toContain('2 x Pintura <látex>: $ 25.980\n  Despacho a domicilio');
    expect(text).toContain('Total: $ 29.970');
    expect(text).toContain('Pix copia e cola:\n00020126580014br.gov.bcb.pix');
    expect(text).toContain('Ver tu pedido: https://www.andamio.cl/cl/checkout/confirmation/CL-10000001/?access=x&y=1');
    expect(text.endsWith('Andamio · https://www.andamio.cl/cl/\n')).toBe(true);
  });

  it('escapes every word in the HTML part and writes only web, mail and inline addresses', () => {
    const html = emailHtml(document, 'es-CL');
    expect(html.startsWith('<!doctype html><html lang="es-CL">')).toBe(true);
    expect(html).toContain('2 x Pintura &#60;látex&#62;');
    expect(html).not.toContain('<látex>');
    expect(html).toContain('<img src="https://www.andamio.cl/media/1.jpg"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
    expect(html).toContain('href="https://www.andamio.cl/cl/checkout/confirmation/CL-10000001/?access=x&#38;y=1"');
    expect(html).toContain('<img src="cid:pix-qr" alt="QR Pix" width="200" height="200"');
    expect(html).toContain('00020126580014br.gov.bcb.pix');
    expect(html).toMatch(/font-weight:700[^>]*>Total</);
    expect(html).not.toMatch(/<script|<style/);
  });
});
