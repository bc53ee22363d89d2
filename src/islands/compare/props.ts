import { compareHref, compareMaximum } from '../../lib/compare';
import { catalogues, type Translate, translateMessage } from '../../lib/messages';
import { errorMessage } from '../../lib/validation/error-codes';
import type { Tenant } from '../../tenants/schema';
import type { CompareBarProps } from '../CompareBar';
import type { CompareToggleProps } from '../CompareToggle';

/** A product's compare control, as a card or a product page renders it: one line in their markup. */
export function compareToggleProps(
  t: Translate,
  tenant: Pick<Tenant, 'tenant'>,
  product: { id: string; name: string },
): CompareToggleProps {
  return {
    productId: product.id,
    href: compareHref(tenant.tenant, [product.id]),
    words: {
      add: t('compare.toggle.add'),
      label: t('compare.toggle.label', { name: product.name }),
      COMPARE_LIST_FULL: translateMessage(t, errorMessage('COMPARE_LIST_FULL')),
      COMPARE_ADD_FAILED: translateMessage(t, errorMessage('COMPARE_ADD_FAILED')),
    },
  };
}

/** The compare bar's words and links. */
export const compareBarProps = (t: Translate, tenant: Pick<Tenant, 'tenant' | 'lang'>): CompareBarProps => ({
  max: compareMaximum,
  href: compareHref(tenant.tenant, []),
  words: {
    label: t('compare.bar.label'),
    // a template: the bar fills in the count as the list changes
    count: catalogues[tenant.lang]['compare.bar.count'],
    go: t('compare.bar.go'),
    clear: t('compare.bar.clear'),
  },
});
