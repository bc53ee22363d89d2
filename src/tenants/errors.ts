import type { z } from 'astro/zod';

/** Thrown at start-up when a tenant file does not match the schema. */
export class TenantConfigError extends Error {
  override name = 'TenantConfigError';
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(the whole object)' : path.map(String).join('.');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys
      .map((key) => `${fieldPath([...issue.path, key])}: is not a tenant field. Remove it or correct its spelling.`)
      .join('\n  - ');
  }
  const received = issue.code === 'invalid_type' && issue.input === undefined ? ' It is missing: add it.' : '';
  return `${fieldPath(issue.path)}: ${issue.message}.${received}`;
}

/**
 * One message for a developer reading a failed start-up: which tenant, which file,
 * which fields and what to do, instead of zod's raw issue list.
 */
export function formatTenantError(tenant: string, error: z.ZodError): TenantConfigError {
  const lines = error.issues.map((issue) => `  - ${describeIssue(issue)}`);
  return new TenantConfigError(
    [
      `Tenant "${tenant}" has an invalid configuration in src/tenants/${tenant}.ts:`,
      ...lines,
      `Fix the field${lines.length > 1 ? 's' : ''} above in src/tenants/${tenant}.ts (the rules are in src/tenants/schema.ts), then start again.`,
    ].join('\n'),
  );
}
