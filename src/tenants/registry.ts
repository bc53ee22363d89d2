import ar from './ar';
import br from './br';
import cl from './cl';
import co from './co';
import { formatTenantError, TenantConfigError } from './errors';
import homy from './homy';
import mx from './mx';
import obra from './obra';
import pe from './pe';
import { defaultTenantId, type Tenant, type TenantId, tenantIds, tenantSchema } from './schema';
import uy from './uy';

const sources: Record<TenantId, unknown> = { cl, pe, co, ar, br, mx, uy, homy, obra };

/** Parses one tenant file; the error names the tenant, the field and the fix. */
export function parseTenant(id: string, input: unknown): Tenant {
  const result = tenantSchema.safeParse(input);
  if (!result.success) throw formatTenantError(id, result.error);
  if (result.data.tenant !== id) {
    throw new TenantConfigError(
      `Tenant "${id}" has an invalid configuration in src/tenants/${id}.ts:\n` +
        `  - tenant: is "${result.data.tenant}" but the file registers "${id}". Set tenant: '${id}'.`,
    );
  }
  return result.data;
}

/** Parses every tenant; the first broken one stops start-up. */
export function parseTenants(inputs: Record<string, unknown>): ReadonlyMap<TenantId, Tenant> {
  return new Map(tenantIds.map((id) => [id, Object.freeze(parseTenant(id, inputs[id]))]));
}

export const tenants = parseTenants(sources);

export function isTenantId(value: string): value is TenantId {
  return (tenantIds as readonly string[]).includes(value);
}

export function getTenant(id: TenantId): Tenant {
  const tenant = tenants.get(id);
  if (!tenant) throw new Error(`Tenant "${id}" is not registered`);
  return tenant;
}

export const defaultTenant = getTenant(defaultTenantId);
