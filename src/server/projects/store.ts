import type { ProjectTemplate } from '../../lib/content/project-schema';
import type { TenantId } from '../../tenants/schema';
import { tenantEntries } from '../content/built-collections';

/** A tenant's project templates (src/content/projects/<tenant>/), in a stable order. */
export async function projectTemplates(tenant: TenantId): Promise<ProjectTemplate[]> {
  const entries = await tenantEntries('projects', tenant);
  return entries.map((entry) => entry.data).sort((a, b) => a.id.localeCompare(b.id));
}
