import { createDynamicPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';

/**
 * The BR Code of a charge, by the Central Bank's Manual de Padrões para Iniciação do Pix: a
 * dynamic code whose URL is the charge's location, where the payer's app reads the payload the PSP
 * signed (the txid, the amount, the key, until when it may be paid). Single use (010212).
 */
export function brCodeOf(location: string, merchant: { name: string; city: string }): string {
  const name = merchant.name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .slice(0, 25)
    .trim();
  const pix = createDynamicPix({
    merchantName: name || 'LOJA',
    merchantCity: merchant.city,
    url: location,
    oneTime: true,
  });
  if (hasError(pix)) throw new Error(`No BR Code for ${location}: ${pix.message}`);
  return pix.toBRCode();
}

/**
 * Its QR image as SVG markup, placed inline in the page: no image request and nothing for the
 * Content-Security-Policy to allow. Medium error correction, as banking apps read it from a screen.
 */
export function brCodeSvg(brCode: string): Promise<string> {
  return QRCode.toString(brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The same QR as a PNG, 400 px square, for the order email (mail clients show no inline SVG). */
export function brCodePng(brCode: string): Promise<Buffer> {
  return QRCode.toBuffer(brCode, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 400 });
}
