import type { Lang } from '../../lib/messages';

/**
 * A machine-translation service. Implementations translate plain texts between the
 * catalogue languages, keeping the order of the texts; they throw on any failure.
 */
export interface TranslationProvider {
  readonly name: string;
  translate(texts: readonly string[], source: Lang, target: Lang): Promise<string[]>;
}

/** Thrown by providers: the service answered badly or not at all. The caller decides what the shopper sees. */
export class TranslationFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranslationFailed';
  }
}
