/** The headers every answer carries, rendered or from the route cache (src/middleware.ts, src/server/http/front-door.ts). */
export const securityHeaders: [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'SAMEORIGIN'],
];
