import type { EmailBlock, EmailDocument } from './email-document';

function blockText(block: EmailBlock): string[] {
  switch (block.kind) {
    case 'heading':
      return [block.text.toUpperCase()];
    case 'paragraph':
      return [block.text];
    case 'code':
      return [`${block.label}:`, block.text];
    case 'items':
      return block.items.flatMap((item) => [
        `${item.title}: ${item.amount}`,
        ...item.details.map((line) => `  ${line}`),
      ]);
    case 'facts':
      return block.facts.map((fact) => `${fact.label}: ${fact.value}`);
    case 'image':
      // a text reader gets the words beside the picture (the code it encodes is a block of its own)
      return [];
    case 'action':
      return [`${block.label}: ${block.href}`];
  }
}

/** The text part: one paragraph a block, the site's name and address at the foot. */
export function emailText(document: EmailDocument): string {
  const paragraphs = [document.title, ...document.blocks.map((block) => blockText(block).join('\n'))]
    .filter((paragraph) => paragraph !== '')
    .concat(`${document.siteName} · ${document.siteUrl}`);
  return `${paragraphs.join('\n\n')}\n`;
}
