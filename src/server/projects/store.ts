import { getCollection } from 'astro:content';
import type { ProjectTemplate } from '../../lib/content/project-schema';
import type { TenantId } from '../../tenants/schema';

/** A tenant's project templates (src/content/projects/<tenant>/), in a stable order. */
export async function projectTemplates(tenant: TenantId): Promise<ProjectTemplate[]> {
  const entries = await getCollection('projects', (entry) => entry.data.tenant === tenant);
  return entries.map((entry) => entry.data).sort((a, b) => a.id.localeCompare(b.id));
}
