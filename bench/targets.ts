import type { Scenario } from './scenarios.js';

export type Target = 'gateway' | 'direct';

export interface Endpoints {
  gatewayUrl: string;
  postgrestUrl: string;
}

export function targetUrl(endpoints: Endpoints, scenario: Scenario, target: Target): string {
  return target === 'gateway'
    ? `${endpoints.gatewayUrl}/rest/v1${scenario.path}`
    : `${endpoints.postgrestUrl}${scenario.path}`;
}

/**
 * The order of the targets in each round: swapped for every other scenario and every other
 * round, so that neither side always runs first on warm caches.
 */
export function targetOrder(scenarioIndex: number, round: number): Target[] {
  return (scenarioIndex + round) % 2 === 0 ? ['gateway', 'direct'] : ['direct', 'gateway'];
}
