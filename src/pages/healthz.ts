import type { APIRoute } from 'astro';

/** Liveness (README "Health probes"): the process answers requests. It reads nothing, so it never waits on the database. */
export const GET: APIRoute = () => Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
