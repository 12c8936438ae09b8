import type { Targets } from './report.js';
import { catalogueScenario, type Scenario } from './scenarios.js';

/**
 * The row "anonymous catalogue reads are cacheable": a visitor's revalidation, with the
 * tag of the answer it holds, is a 304 from the gateway alone. Measured apart from the gateway's
 * own rows (a cache is never measured as if it were the gateway): the reference is the same read
 * without the tag, a full answer through the gateway.
 */
export const REVALIDATION_TARGETS: Targets = {
  gatewayP99Ms: 60,
  maxProxyCpuMs: 0.3,
  summary:
    "a revalidation (If-None-Match, anonymous) is a 304 costing ≤ 0.3 ms of the gateway's CPU and no query; p99 ≤ 60 ms.",
};

const REVALIDATED = [catalogueScenario.toursFiltered, catalogueScenario.tourBySlug];

/** The revalidation scenarios, each with the tag the gateway gives its read right now. */
export async function buildRevalidationScenarios(
  catalogue: Scenario[],
  headers: Record<string, string>,
): Promise<Scenario[]> {
  const chosen = catalogue.filter((scenario) => REVALIDATED.some((name) => name === scenario.name));
  return Promise.all(
    chosen.map(async (scenario) => {
      const gateway = scenario.targets.measured;
      const response = await fetch(gateway.url, {
        headers: { ...headers, ...scenario.headers },
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      const etag = response.headers.get('etag');
      if (!etag) throw new Error(`${scenario.name}: the gateway gave no ETag to an anonymous read`);
      return {
        ...scenario,
        name: `revalidate ${scenario.name}`,
        summary: `${scenario.summary}; If-None-Match: ${etag}`,
        targets: {
          measured: {
            label: 'gateway 304',
            url: gateway.url,
            headers: { 'If-None-Match': etag },
            expectedStatus: 304,
          },
          reference: { label: 'gateway 200', url: gateway.url },
        },
      };
    }),
  );
}
