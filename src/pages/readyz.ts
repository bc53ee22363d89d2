import type { APIRoute } from 'astro';
import { readiness } from '../server/health/readiness';

/** Readiness (README "Health probes"): 200 when this server can take shoppers, else 503 naming what is not ready. */
export const GET: APIRoute = async () => {
  const { ready, checks, loading } = await readiness();
  return Response.json(
    { status: ready ? 'ready' : 'not ready', checks, ...(loading.length > 0 ? { loading } : {}) },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
};
