import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDynamicPix } from 'pix-utils';

/** The Pix stand-in's records and answers in API Pix v2's shapes, and its loopback certificate (pix-standin.ts). */

export interface Received {
  endToEndId: string;
  txid: string;
  valor: string;
  horario: string;
  infoPagador: string;
  devolucoes: { id: string; rtrId: string; valor: string; horario: { solicitacao: string }; status: string }[];
}

export interface Cob {
  txid: string;
  criacao: string;
  expiracao: number;
  status: string;
  original: string;
  chave: string;
  solicitacaoPagador?: string;
  location: string;
  locId: number;
  pix: Received[];
  reads: number;
}

export interface PixStandin {
  /** The API's base URL (PIX_API_URL). */
  origin: string;
  /** The PEM certificate the locations are served with, for a test to trust. */
  ca: string;
  stop(): Promise<void>;
}

export async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const json = (response: ServerResponse, status: number, value: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

/** An error as API Pix answers it (RFC 7807). */
export const problem = (response: ServerResponse, status: number, kind: string, detail: string) =>
  response
    .writeHead(status, { 'content-type': 'application/problem+json' })
    .end(JSON.stringify({ type: `https://pix.bcb.gov.br/api/v2/error/${kind}`, title: kind, status, detail }));

export const amountPattern = /^\d{1,10}\.\d{2}$/;
export const alphanumeric = (length: number) =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(length, '0')
    .slice(0, length);
export const minor = (valor: string) => Math.round(Number(valor) * 100);
export const valorOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A self-signed certificate for 127.0.0.1, a day long, made with the system's openssl. */
export function loopbackCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pix-standin-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function cobAnswer(cob: Cob) {
  const copiaECola = createDynamicPix({ merchantName: 'ANDAMIO', merchantCity: 'SAO PAULO', url: cob.location });
  return {
    calendario: { criacao: cob.criacao, expiracao: cob.expiracao },
    txid: cob.txid,
    revisao: 0,
    loc: { id: cob.locId, location: cob.location, tipoCob: 'cob', criacao: cob.criacao },
    location: cob.location,
    status: cob.status,
    valor: { original: cob.original, modalidadeAlteracao: 0 },
    chave: cob.chave,
    ...(cob.solicitacaoPagador ? { solicitacaoPagador: cob.solicitacaoPagador } : {}),
    ...('toBRCode' in copiaECola ? { pixCopiaECola: copiaECola.toBRCode() } : {}),
    ...(cob.pix.length > 0 ? { pix: cob.pix } : {}),
  };
}
