import { z } from 'astro/zod';
import { pixAmountSchema } from './pix';

/**
 * The PSP's answers and notifications this shop reads, as API Pix v2 documents them (the fields
 * it names; a PSP may add more). Whatever comes over the network is parsed with these first.
 */

/** OAuth 2.0 client credentials (RFC 6749 §4.4), the API's security scheme. */
export const pixTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().optional(),
});
export type PixToken = z.infer<typeof pixTokenSchema>;

const receivedPixSchema = z.object({
  endToEndId: z.string().regex(/^[a-zA-Z0-9]{32}$/),
  txid: z.string().optional(),
  valor: pixAmountSchema,
  horario: z.string(),
  infoPagador: z.string().optional(),
});

/** CobGerada / CobCompleta: PUT and GET /v2/cob/{txid}. */
export const pixCobSchema = z.object({
  txid: z.string(),
  revisao: z.number().optional(),
  status: z.string(),
  calendario: z.object({ criacao: z.string().optional(), expiracao: z.number().optional() }),
  valor: z.object({ original: pixAmountSchema }),
  chave: z.string(),
  /** Where the payer's app reads the charge's payload: host and path, no scheme (the BR Code's URL). */
  location: z.string().optional(),
  loc: z.object({ id: z.number().optional(), location: z.string().optional() }).optional(),
  pixCopiaECola: z.string().optional(),
  pix: z.array(receivedPixSchema).optional(),
});
export type PixCobAnswer = z.infer<typeof pixCobSchema>;

/** The cob's location, from either place API Pix versions put it. */
export function cobLocation(cob: PixCobAnswer): string | undefined {
  return cob.location ?? cob.loc?.location;
}

/** The webhook's body: POST {webhookUrl}/pix with the Pix received (WebhookBody of the API's callbacks). */
export const pixWebhookSchema = z.object({ pix: z.array(z.unknown()).max(100) });
export const pixNotificationSchema = receivedPixSchema.partial({ horario: true });

/** Devolucao: PUT /v2/pix/{e2eid}/devolucao/{id}. */
export const pixDevolucaoSchema = z.object({
  id: z.string(),
  rtrId: z.string().optional(),
  valor: pixAmountSchema,
  status: z.enum(['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO']),
  motivo: z.string().optional(),
});
export type PixDevolucao = z.infer<typeof pixDevolucaoSchema>;
