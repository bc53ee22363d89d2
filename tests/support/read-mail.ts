import { type AddressObject, simpleParser } from 'mailparser';

/** One message as a mail client reads it: headers decoded, the text part and the HTML part. */
export interface ReceivedMail {
  /** The recipients (the envelope's RCPT TO when known, else the To header), lower case. */
  to: string[];
  subject: string;
  /** Header names in lower case, values decoded to text. */
  headers: Record<string, string>;
  text: string;
  /** The HTML alternative, '' when the message has none. */
  html: string;
  /** The inline pictures, by content id, with their type and size in bytes. */
  images: { cid: string; contentType: string; size: number }[];
  /** When the message was taken (epoch ms). */
  receivedAt: number;
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );

function headerValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toUTCString();
  if (value && typeof value === 'object' && 'text' in value) return String(value.text);
  if (value && typeof value === 'object' && 'value' in value) return String(value.value);
  return String(value);
}

/** Parses a raw message (RFC 5322 / MIME) with mailparser, the library mail tools use. */
export async function readMail(
  raw: Buffer | string,
  envelopeTo?: string[],
  receivedAt = Date.now(),
): Promise<ReceivedMail> {
  // keepCidLinks: the HTML as sent, its inline pictures named by content id (not rewritten to data: URLs)
  const parsed = await simpleParser(raw, { keepCidLinks: true });
  const headers: Record<string, string> = {};
  for (const [name, value] of parsed.headers) headers[name.toLowerCase()] = headerValue(value);
  return {
    to: envelopeTo ?? addressesOf(parsed.to),
    subject: parsed.subject ?? '',
    headers,
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    html: typeof parsed.html === 'string' ? parsed.html : '',
    images: parsed.attachments
      .filter((attachment) => attachment.cid)
      .map((attachment) => ({ cid: attachment.cid ?? '', contentType: attachment.contentType, size: attachment.size })),
    receivedAt,
  };
}
