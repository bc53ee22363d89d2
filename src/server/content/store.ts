import { getCollection, getEntry } from 'astro:content';
import type { ContentSource } from './source';

/** The content collections of src/content.config.ts, reshaped into the services' types. */
export const collectionSource: ContentSource = {
  async banners(tenant) {
    const entries = await getCollection('banners', (entry) => entry.data.tenant === tenant);
    return entries.map((entry) => entry.data);
  },
  async pages(tenant) {
    const entries = await getCollection('pages', (entry) => entry.data.tenant === tenant);
    return entries.map((entry) => ({ ...entry.data, html: entry.rendered?.html ?? '' }));
  },
  async landings(tenant) {
    const entries = await getCollection('landings', (entry) => entry.data.tenant === tenant);
    return entries.map((entry) => ({ ...entry.data, html: entry.rendered?.html ?? '' }));
  },
  async home(tenant) {
    return (await getEntry('home', tenant))?.data;
  },
};
