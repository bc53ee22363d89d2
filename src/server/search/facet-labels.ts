import { deliveryTypeLabel } from '../../lib/delivery';
import type { MessageKey, Translate } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { Tenant } from '../../tenants/schema';
import { parsePriceRange } from './facet-filters';
import type { Facet, FacetKind } from './types';

const facetTitles: Record<Exclude<FacetKind, 'attribute'>, MessageKey> = {
  category: 'search.facet.category',
  brand: 'search.facet.brand',
  price: 'search.facet.price',
  rating: 'search.facet.rating',
  color: 'search.facet.color',
  delivery: 'search.facet.delivery',
  store: 'search.facet.store',
};

const deliveryTypes = { HD: 'homeDelivery', CC: 'pickupInStore', BS: 'buyAtStore' } as const;

export interface LabelledFacet extends Facet {
  label: string;
  values: (Facet['values'][number] & { label: string })[];
}

/** Words every facet and value in the tenant's language: titles, price ranges, stars, store names. */
export function labelFacets(
  facets: Facet[],
  tenant: Tenant,
  t: Translate,
  storeNames: Map<string, string>,
): LabelledFacet[] {
  const money = (amount: number) => formatMoney(amount, tenant);
  return facets.map((facet) => ({
    ...facet,
    label: facet.kind === 'attribute' ? (facet.label ?? facet.name) : t(facetTitles[facet.kind]),
    values: facet.values.map((value) => {
      let label = value.label ?? value.value;
      if (facet.kind === 'rating') label = t('search.rating.atLeast', { stars: value.value });
      if (facet.kind === 'store') label = storeNames.get(value.value) ?? value.value;
      if (facet.kind === 'delivery' && value.value in deliveryTypes) {
        const message = deliveryTypeLabel(deliveryTypes[value.value as keyof typeof deliveryTypes]);
        label = t(message.key, message.params);
      }
      if (facet.kind === 'price') {
        const range = parsePriceRange(value.value);
        const [, min, max] = /^(\d*)-(\d*)$/.exec(value.value) ?? [];
        if (range && min && max) label = t('search.price.between', { min: money(range.min), max: money(range.max) });
        else if (range && max) label = t('search.price.upTo', { max: money(range.max) });
        else if (range) label = t('search.price.from', { min: money(range.min) });
      }
      return { ...value, label };
    }),
  }));
}
