import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as catalogue from './migrations/001-catalogue';
import * as community from './migrations/002-community';
import * as commerce from './migrations/003-commerce';
import * as events from './migrations/004-events';
import * as accounts from './migrations/005-accounts';
import * as carts from './migrations/006-carts';
import * as reviews from './migrations/007-reviews';
import * as content from './migrations/008-content';
import * as addresses from './migrations/009-addresses';
import * as productGtin from './migrations/010-product-gtin';
import * as referenceData from './migrations/011-reference-data';
import * as productType from './migrations/012-product-type';
import * as orders from './migrations/013-orders';
import * as quotationRequests from './migrations/014-quotation-requests';
import * as socialIdentities from './migrations/015-social-identities';
import * as catalogueRevisions from './migrations/016-catalogue-revisions';
import * as cartLineOrder from './migrations/017-cart-line-order';
import * as searchTables from './migrations/018-search-tables';
import * as orderAccess from './migrations/019-order-access';
import * as checkoutDetails from './migrations/020-checkout-details';
import * as orderEvents from './migrations/021-order-events';
import * as payments from './migrations/022-payments';
import * as pix from './migrations/023-pix';
import * as mercadoPagoPayments from './migrations/024-mercadopago-payments';
import * as deliveryDays from './migrations/025-delivery-days';
import * as skuGalleries from './migrations/026-sku-galleries';
import * as verifiedReviews from './migrations/027-verified-reviews';
import * as priceValidity from './migrations/028-price-validity';
import * as loginDevices from './migrations/029-login-devices';
import * as privateReviewUploads from './migrations/030-private-review-uploads';
import * as catalogueImports from './migrations/031-catalogue-imports';
import * as scheduledPrices from './migrations/032-scheduled-prices';
import * as catalogueImportSource from './migrations/033-catalogue-import-source';
import type { Database } from './tables';

/** Migrations are bundled with the server (no folder scan), in the order they must run. */
const migrations: Record<string, Migration> = {
  '001-catalogue': catalogue,
  '002-community': community,
  '003-commerce': commerce,
  '004-events': events,
  '005-accounts': accounts,
  '006-carts': carts,
  '007-reviews': reviews,
  '008-content': content,
  '009-addresses': addresses,
  '010-product-gtin': productGtin,
  '011-reference-data': referenceData,
  '012-product-type': productType,
  '013-orders': orders,
  '014-quotation-requests': quotationRequests,
  '015-social-identities': socialIdentities,
  '016-catalogue-revisions': catalogueRevisions,
  '017-cart-line-order': cartLineOrder,
  '018-search-tables': searchTables,
  '019-order-access': orderAccess,
  '020-checkout-details': checkoutDetails,
  '021-order-events': orderEvents,
  '022-payments': payments,
  '023-pix': pix,
  '024-mercadopago-payments': mercadoPagoPayments,
  '025-delivery-days': deliveryDays,
  '026-sku-galleries': skuGalleries,
  '027-verified-reviews': verifiedReviews,
  '028-price-validity': priceValidity,
  '029-login-devices': loginDevices,
  '030-private-review-uploads': privateReviewUploads,
  '031-catalogue-imports': catalogueImports,
  '032-scheduled-prices': scheduledPrices,
  '033-catalogue-import-source': catalogueImportSource,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrations this server knows that the database has not run (none once it is up to date). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await new Migrator({ db, provider, allowUnorderedMigrations: true }).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Brings the schema up to date; a failed migration rolls back and stops start-up. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Branches add migrations side by side: a database that already ran a later one still runs an
  // earlier-numbered one merged after it, instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
