import { getEntry } from 'astro:content';
import { tenantEntries } from './built-collections';
import type { ContentSource } from './source';

/** The content collections of src/content.config.ts, reshaped into the services' types. */
export const collectionSource: ContentSource = {
  async banners(tenant) {
    const entries = await tenantEntries('banners', tenant);
    return entries.map((entry) => entry.data);
  },
  async pages(tenant) {
    const entries = await tenantEntries('pages', tenant);
    return entries.map((entry) => ({ ...entry.data, html: entry.rendered?.html ?? '' }));
  },
  async landings(tenant) {
    const entries = await tenantEntries('landings', tenant);
    return entries.map((entry) => ({ ...entry.data, html: entry.rendered?.html ?? '' }));
  },
  async home(tenant) {
    return (await getEntry('home', tenant))?.data;
  },
};
