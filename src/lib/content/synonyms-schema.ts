import { z } from 'astro/zod';
import { tenantIdSchema } from '../../tenants/schema';
import { foldText, stem } from '../search-text';

/**
 * Regional synonyms (src/content/synonyms/<tenant>.json): words a country's shoppers type for
 * what the catalogue names otherwise. A Chilean asks for an "ampolleta", an Argentine for a
 * "lamparita", a Mexican for a "foco"; the catalogue says "bombilla". Each group lists words
 * that mean the same product in that country; a search for any of them finds products named
 * by any other. One word per entry: phrases would need the words' order, which search ignores.
 * The file is the tenant's, in its language; a bad file stops the server at start with the field.
 */

const word = z
  .string()
  .trim()
  .min(2)
  .max(30)
  .regex(/^[\p{L}\p{N}]+$/u, { error: 'one word per entry: letters and digits only (no spaces nor hyphens)' });

export const synonymsSchema = z
  .strictObject({
    tenant: tenantIdSchema,
    groups: z.array(z.array(word).min(2).max(12)).min(1).max(400),
  })
  .check((ctx) => {
    const seen = new Map<string, number>();
    ctx.value.groups.forEach((group, index) => {
      for (const entry of group) {
        const key = stem(foldText(entry));
        const other = seen.get(key);
        if (other !== undefined) {
          ctx.issues.push({
            code: 'custom',
            input: entry,
            path: ['groups', index],
            message:
              other === index
                ? `"${entry}" is repeated in its group (case, accents and plurals do not count)`
                : `"${entry}" is already in group ${other}: a word belongs to one group (merge them)`,
          });
        }
        seen.set(key, index);
      }
    });
  });

export type SynonymsData = z.output<typeof synonymsSchema>;
