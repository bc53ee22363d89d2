import { formatMoney } from '../../lib/money';
import {
  allowsCompanyLogin,
  allowsSocialLogin,
  locationMode,
  loginMethods,
  offersInstalments,
  showsChangePasswordLink,
  showsOrderListLink,
} from '../../lib/tenant-rules';
import type { Tenant } from '../../tenants/schema';

/**
 * docs/tenants.md feature toggles, from the tenant's validated configuration (docs/tenants.md "feature toggles come
 * from server config"). The location modal is how a shopper selects a zone, so it is on where
 * zone selection is; it opens in zip-code-only mode where the country locates by zip (docs/zones-and-price-groups.md).
 */
export function featureToggles(tenant: Tenant) {
  const freeShipping = tenant.flags.freeShipping && tenant.freeShippingFrom > 0;
  return {
    tenant: tenant.tenant,
    freeShipping: {
      enabled: freeShipping,
      threshold: freeShipping ? tenant.freeShippingFrom : null,
      thresholdText: freeShipping ? formatMoney(tenant.freeShippingFrom, tenant) : null,
    },
    zoneSelection: tenant.flags.zoneSelection,
    locationModal: {
      enabled: tenant.flags.zoneSelection,
      mode: locationMode(tenant),
      zipCodeOnly: tenant.flags.isZipCodeAvailable,
    },
    zipCode: tenant.flags.isZipCodeAvailable,
    instalments: offersInstalments(tenant),
    socialLogin: allowsSocialLogin(tenant),
    companyLogin: allowsCompanyLogin(tenant),
    loginMethods: loginMethods(tenant),
    changePasswordLink: showsChangePasswordLink(tenant),
    orderListLink: showsOrderListLink(tenant),
    pixDiscount: tenant.flags.pixDiscount,
    sizeAttributeName: tenant.sizeAttributeName,
  };
}
