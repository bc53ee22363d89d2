import type { APIRoute } from 'astro';
import { saveLocationForm } from '../../server/location/location-form';

/** The product page's region or postal-code form (no JavaScript): sets the zone, then back to the page. */
export const POST: APIRoute = (astro) => saveLocationForm(astro);
