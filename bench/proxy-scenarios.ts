import type { BareProxy } from './bare-proxy-process.js';
import type { Targets } from './report.js';
import { catalogueScenario, type Scenario } from './scenarios.js';

/**
 * The row "gateway CPU per request": the gateway against a bare `node:http` + undici
 * proxy in front of the same PostgREST (bare-proxy.ts), with a member's token so that nothing
 * can be answered from a cache, once uncompressed and once with gzip.
 */
export const PROXY_TARGETS: Targets = {
  gatewayP99Ms: 60,
  summary:
    "gateway p99 ≤ 60 ms (the rounds' samples together); gateway CPU per request ≤ 1.3 × the bare proxy's, judged per round and on the rounds' median (proxy-rounds.ts; member's token, alike with and without gzip).",
};

/** The catalogue's scenarios the gateway is compared on: a filtered page and a single tour. */
const COMPARED = [catalogueScenario.microFiltered, catalogueScenario.tourBySlug];

const encodings = [
  { suffix: '', acceptEncoding: 'identity', summary: 'uncompressed' },
  { suffix: ' gzip', acceptEncoding: 'gzip', summary: 'Accept-Encoding: gzip' },
];

/** What the gzip scenarios must be answered with, through either proxy (checked before the load). */
export const expectedEncoding = (scenario: Scenario) =>
  scenario.headers['Accept-Encoding'] === 'gzip' ? 'gzip' : undefined;

export function buildProxyScenarios(
  catalogue: Scenario[],
  bareProxy: Pick<BareProxy, 'url' | 'pid'>,
  memberToken: string,
): Scenario[] {
  return catalogue
    .filter((scenario) => COMPARED.some((name) => name === scenario.name))
    .flatMap((scenario) => {
      const gateway = scenario.targets.measured;
      const direct = new URL(scenario.targets.reference.url);
      const bareUrl = new URL(direct.pathname + direct.search, bareProxy.url).href;
      return encodings.map((encoding) => ({
        ...scenario,
        name: `member ${scenario.name}${encoding.suffix}`,
        summary: `${scenario.summary}; a member's token, ${encoding.summary}`,
        headers: {
          ...scenario.headers,
          Authorization: `Bearer ${memberToken}`,
          'Accept-Encoding': encoding.acceptEncoding,
        },
        targets: {
          measured: gateway,
          reference: { label: 'bare proxy', url: bareUrl, pid: bareProxy.pid },
        },
      }));
    });
}
