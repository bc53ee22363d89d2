import { defineAction } from 'astro:actions';
import { keepsApiErrors } from '../server/actions/api-action';
import { invalid } from '../server/api/errors';
import { database } from '../server/db/runtime';
import { chooseZone } from '../server/location/choose-zone';
import { writeLocationCookies } from '../server/location/location-cookies';
import { locationView } from '../server/location/location-view';
import { saveLocationBodySchema } from '../server/location/schemas';

/**
 * Sets the shopper's zone (save-location-info, docs/zones-and-price-groups.md): a city, a postal code (br, mx) or the
 * browser's coordinates; writes the tenant's zone cookies and answers the saved place.
 */
export const location = {
  save: defineAction({
    accept: 'form',
    input: saveLocationBodySchema,
    handler: keepsApiErrors(async (input, astro) => {
      const { tenant, t } = astro.locals;
      if (input.zoneId === undefined && input.zipCode === undefined && input.latitude === undefined) {
        throw tenant.flags.isZipCodeAvailable
          ? invalid('zipCode', 'validation.zip.required')
          : invalid('zoneId', 'location.cityRequired');
      }
      const handle = await database();
      const chosen = await chooseZone(handle, tenant, input);
      writeLocationCookies(astro, tenant, chosen.zone);
      const view = await locationView(handle, tenant, chosen.zone);
      return {
        zoneId: chosen.zone.id,
        priceGroup: chosen.zone.priceGroupId,
        regionLabel: chosen.zone.label,
        isFallback: false,
        via: chosen.via,
        label: view.label,
        message: t('location.saved', { label: view.label }),
      };
    }),
  }),
};
