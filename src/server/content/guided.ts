import { type GuidedData, guidedFor } from '../../lib/content/guided-schema';
import { logLine } from '../log';
import { tenantEntries } from './built-collections';

/**
 * The guided search banner for a listing (docs/tools.md), from the `guided` content collection:
 * the tenant's first entry whose terms or categories match. A failure hides it, never the page.
 */
export async function guidedBanner(
  tenant: string,
  listing: { term?: string | undefined; categoryId?: string | undefined },
): Promise<GuidedData | undefined> {
  try {
    const entries = await tenantEntries('guided', tenant);
    return guidedFor(
      entries.map((entry) => entry.data),
      listing,
    );
  } catch (error) {
    logLine('warn', 'guided search banner hidden', {
      tenant,
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}
