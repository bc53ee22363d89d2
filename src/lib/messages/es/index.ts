import { account } from './account';
import { accountPage } from './accountPage';
import { addressBook } from './addressBook';
import { addresses } from './addresses';
import { addToCart } from './addToCart';
import { calculators } from './calculators';
import { cart } from './cart';
import { cartEditor } from './cartEditor';
import { catalogueFeed } from './catalogueFeed';
import { checkout } from './checkout';
import { checkoutDetails } from './checkoutDetails';
import { common } from './common';
import { compare } from './compare';
import { content } from './content';
import { delivery } from './delivery';
import { deliveryDays } from './deliveryDays';
import { deliveryOptions } from './deliveryOptions';
import { errors } from './errors';
import { instalments } from './instalments';
import { landing } from './landing';
import { listing } from './listing';
import { listingExtras } from './listingExtras';
import { lists } from './lists';
import { location } from './location';
import { locationModal } from './locationModal';
import { mercadoPago } from './mercadopago';
import { notifyMe } from './notifyMe';
import { orderEmail } from './orderEmail';
import { pix } from './pix';
import { price } from './price';
import { product } from './product';
import { productExtras } from './productExtras';
import { productOptions } from './productOptions';
import { productPage } from './productPage';
import { projects } from './projects';
import { reviewForm } from './reviewForm';
import { reviews } from './reviews';
import { search } from './search';
import { seo } from './seo';
import { site } from './site';
import { socialLogin } from './socialLogin';
import { toolModals } from './toolModals';
import { tools } from './tools';
import { typeahead } from './typeahead';
import { units } from './units';
import { validation } from './validation';
import { webpay } from './webpay';

/** Spanish catalogue: every string a shopper reads on an es tenant. Placeholders are {name}. */
export const es = {
  ...common,
  ...price,
  ...search,
  ...productPage,
  ...listing,
  ...site,
  ...seo,
  ...product,
  ...location,
  ...locationModal,
  ...account,
  ...addToCart,
  ...cart,
  ...cartEditor,
  ...reviews,
  ...content,
  ...units,
  ...instalments,
  ...delivery,
  ...deliveryOptions,
  ...validation,
  ...errors,
  ...calculators,
  ...accountPage,
  ...listingExtras,
  ...projects,
  ...tools,
  ...productExtras,
  ...productOptions,
  ...typeahead,
  ...addresses,
  ...socialLogin,
  ...addressBook,
  ...lists,
  ...checkout,
  ...checkoutDetails,
  ...notifyMe,
  ...compare,
  ...catalogueFeed,
  ...reviewForm,
  ...landing,
  ...toolModals,
  ...webpay,
  ...mercadoPago,
  ...pix,
  ...orderEmail,
  ...deliveryDays,
} as const;

export type MessageKey = keyof typeof es;
