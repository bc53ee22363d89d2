/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The tenant of this request, resolved once by the middleware. */
    tenant: import('./tenants/schema').Tenant;
    /** Translator for the tenant's language. */
    t: import('./lib/messages').Translate;
    trace: import('./lib/tracing').TraceContext;
    /** The catalogue revisions this request's kept reads go by, read at its first kept read (src/server/cache/catalogue-memo.ts). */
    catalogueRevisions: import('./server/cache/catalogue-memo').CatalogueRevisions;
    /** The request read once into the value services take (src/server/request/request-scope.ts). */
    scope: import('./server/request/request-scope').RequestScope;
    /** Set when the middleware sends the request to the error page. */
    errorStatus?: number;
    /** A withdrawn product's category, which its 410 page offers (src/server/product/withdrawn.ts). */
    goneCategory?: { name: string; url: string };
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate the island on the shopper's first reach for it (src/directives/interaction.ts). */
    'client:interaction'?: boolean;
  }
}
