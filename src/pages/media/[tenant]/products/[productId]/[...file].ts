import type { APIRoute } from 'astro';
import { database } from '../../../../../server/db/runtime';
import { errorPage } from '../../../../../server/http/error-page';
import { productImageResponse } from '../../../../../server/product/image-response';

/**
 * Generated product images: /media/{tenant}/products/{productId}/{n}.svg, spin/{frame}.svg, video.svg,
 * and a SKU's own under {productId}/{skuId}/.
 */
export const GET: APIRoute = (context) =>
  productImageResponse(database, context.params, context.request, (status) => errorPage(context, status));
