import { type SubmitEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ShopperError } from '../../stores/client';
import { pendingRegion, rememberPendingRegion } from '../../stores/location';
import {
  loadPlaceLists,
  loadRegionCities,
  type PickerCity,
  type PlaceLists,
  preselectedZone,
  regionToReopen,
} from './place-lists';
import type { WayProps } from './ways';

const field = 'rounded border border-gray-300 px-2 py-1';

/** docs/zones-and-price-groups.md manual zone choice: a region, then one of its cities (a comuna in cl), as the no-JS form offers. */
export function PlaceWay({ say, busy, choose, report, autoFocus }: WayProps & { autoFocus: boolean }) {
  const [lists, setLists] = useState<PlaceLists | undefined>(undefined);
  const [regionId, setRegionId] = useState('');
  const [cities, setCities] = useState<PickerCity[]>([]);
  const [zoneId, setZoneId] = useState('');
  const [loadingCities, setLoadingCities] = useState(false);
  const latest = useRef(0);
  const regionRef = useRef<HTMLSelectElement>(null);
  const listsProblem = say('locationModal.error.lists');

  const showRegion = useCallback(
    (id: string) => {
      const ticket = ++latest.current;
      setRegionId(id);
      setZoneId('');
      setCities([]);
      setLoadingCities(true);
      report(undefined);
      loadRegionCities(id, listsProblem)
        .then((found) => ticket === latest.current && setCities(found))
        .catch((error: ShopperError) => ticket === latest.current && report(error.message))
        .finally(() => ticket === latest.current && setLoadingCities(false));
    },
    [listsProblem, report],
  );

  useEffect(() => {
    let live = true;
    loadPlaceLists(listsProblem)
      .then((loaded) => {
        if (!live) return;
        setLists(loaded);
        setRegionId(loaded.regionId);
        setCities(loaded.cities);
        setZoneId(preselectedZone(loaded));
        const reopened = regionToReopen(loaded, pendingRegion());
        if (reopened) showRegion(reopened);
      })
      .catch((error: ShopperError) => live && report(error.message));
    return () => {
      live = false;
    };
  }, [listsProblem, report, showRegion]);

  useEffect(() => {
    if (lists && autoFocus) regionRef.current?.focus();
  }, [lists, autoFocus]);

  // the region picked last without a city saved (docs/zones-and-price-groups.md temporary locations) opens again
  const changeRegion = (id: string) => {
    rememberPendingRegion(id);
    showRegion(id);
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (zoneId) choose({ zoneId }, say('locationModal.error.api'));
  };

  if (!lists) return <p className="text-sm text-ink-soft">{say('locationModal.loading')}</p>;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{say('locationModal.place.title')}</legend>
        <label className="flex flex-col text-sm">
          {lists.levels.region}
          <select
            ref={regionRef}
            value={regionId}
            onChange={(event) => changeRegion(event.target.value)}
            className={field}
          >
            {lists.regions.map((region) => (
              <option key={region.regionId} value={region.regionId}>
                {region.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {lists.levels.city}
          <select
            value={zoneId}
            onChange={(event) => {
              setZoneId(event.target.value);
              report(undefined);
            }}
            disabled={loadingCities}
            className={field}
          >
            <option value="">{loadingCities ? say('locationModal.loading') : say('locationModal.place.choose')}</option>
            {cities.map((city) => (
              <option key={city.zoneId} value={city.zoneId}>
                {city.served ? city.name : say('productOptions.location.notServed', { name: city.name })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          disabled={busy || !zoneId}
          className="self-start rounded bg-brand px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          {say('productOptions.location.save')}
        </button>
      </fieldset>
    </form>
  );
}
