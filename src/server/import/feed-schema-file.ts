import { feedJsonSchema } from '../../lib/validation/andamio-feed';

/** Where the feed's JSON Schema is published, from the project's root. */
export const feedSchemaPath = 'docs/feed/andamio-feed.schema.json';

/** The file's text: the schema, two-space indented, with a final newline. */
export function feedSchemaText(): string {
  return `${JSON.stringify(feedJsonSchema(), null, 2)}\n`;
}
