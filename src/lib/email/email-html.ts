import type { EmailBlock, EmailDocument, EmailItem } from './email-document';

/**
 * The HTML part, as mail clients read it: one centred table 600 px wide, styles inline (many
 * clients drop <style>), no script, no web fonts, pictures by absolute URL or content id.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Only web and mail links are written into an href or a src; anything else is dropped. */
function safeUrl(url: string): string | null {
  return /^(https?:|cid:|mailto:)/i.test(url) ? escapeHtml(url) : null;
}

const ink = '#1f2937';
const soft = '#4b5563';
const line = '#e5e7eb';
const brand = '#1d4ed8';

function itemRow(item: EmailItem): string {
  const image = item.image ? safeUrl(item.image) : null;
  const picture = image
    ? `<img src="${image}" alt="" width="64" height="64" style="display:block;width:64px;height:64px;object-fit:contain">`
    : '';
  const details = item.details.map((detail) => `<div style="color:${soft};font-size:13px">${escapeHtml(detail)}</div>`);
  return `<tr><td width="72" valign="top" style="padding:8px 8px 8px 0;border-top:1px solid ${line}">${picture}</td><td valign="top" style="padding:8px 0;border-top:1px solid ${line}"><div style="font-weight:600">${escapeHtml(item.title)}</div>${details.join('')}</td><td valign="top" align="right" style="padding:8px 0 8px 8px;border-top:1px solid ${line};white-space:nowrap;font-weight:600">${escapeHtml(item.amount)}</td></tr>`;
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;color:${ink}">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 4px;font-weight:600">${escapeHtml(block.label)}</p><p style="margin:0 0 12px;padding:8px;border:1px solid ${line};font-family:monospace;font-size:13px;word-break:break-all">${escapeHtml(block.text)}</p>`;
    case 'items':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${block.items.map(itemRow).join('')}</table>`;
    case 'facts':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0">${block.facts
        .map((fact) => {
          const weight = fact.strong ? `font-weight:700;font-size:16px;border-top:1px solid ${line}` : '';
          return `<tr><td style="padding:4px 8px 4px 0;color:${soft};${weight}">${escapeHtml(fact.label)}</td><td align="right" style="padding:4px 0;${weight}">${escapeHtml(fact.value)}</td></tr>`;
        })
        .join('')}</table>`;
    case 'image': {
      const src = safeUrl(`cid:${block.cid}`);
      return src
        ? `<p style="margin:0 0 12px"><img src="${src}" alt="${escapeHtml(block.alt)}" width="${block.width}" height="${block.width}" style="display:block"></p>`
        : '';
    }
    case 'action': {
      const href = safeUrl(block.href);
      return href
        ? `<p style="margin:16px 0"><a href="${href}" style="display:inline-block;padding:10px 16px;background:${brand};color:#ffffff;text-decoration:none;border-radius:4px;font-weight:600">${escapeHtml(block.label)}</a></p>`
        : '';
    }
  }
}

/** The whole HTML document, in the recipient's language. */
export function emailHtml(document: EmailDocument, lang: string): string {
  const site = safeUrl(document.siteUrl);
  const foot = site
    ? `<a href="${site}" style="color:${soft}">${escapeHtml(document.siteName)}</a>`
    : escapeHtml(document.siteName);
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(document.title)}</title></head><body style="margin:0;padding:0;background:#f3f4f6"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:16px"><table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:${ink}"><tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(document.title)}</h1>${document.blocks.map(blockHtml).join('')}<p style="margin:24px 0 0;font-size:12px;color:${soft}">${foot}</p></td></tr></table></td></tr></table></body></html>`;
}
