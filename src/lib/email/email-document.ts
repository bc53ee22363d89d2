/**
 * An email's content as blocks, written once and rendered twice: as the text part and as the
 * HTML part of the same message (email-text.ts, email-html.ts), so both say the same thing.
 * Every string is already in the recipient's language; the renderers escape, never translate.
 */

/** One product line: its picture (an absolute URL), what and how many, where it goes, its amount. */
export interface EmailItem {
  image?: string;
  title: string;
  details: readonly string[];
  amount: string;
}

/** A label and its value: a total row, who receives, where it goes. */
export interface EmailFact {
  label: string;
  value: string;
  /** The row that sums the others (the total). */
  strong?: boolean;
}

export type EmailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** A figure to copy as it is (a Pix code, an account number): monospace, never wrapped mid-word in text. */
  | { kind: 'code'; label: string; text: string }
  | { kind: 'items'; items: readonly EmailItem[] }
  | { kind: 'facts'; facts: readonly EmailFact[] }
  /** A picture sent with the message (a QR code), named by its content id. */
  | { kind: 'image'; cid: string; alt: string; width: number }
  | { kind: 'action'; label: string; href: string };

export interface EmailDocument {
  /** The first line a mail client shows (the HTML title and the heading). */
  title: string;
  blocks: readonly EmailBlock[];
  /** Who sends it, at the foot of the message. */
  siteName: string;
  siteUrl: string;
}
