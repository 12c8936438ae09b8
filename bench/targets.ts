/**
 * Every scenario measures one request against a reference: the gateway against PostgREST
 * directly, or a resized image against the original file.
 */
export type Target = 'measured' | 'reference';

export interface Endpoints {
  gatewayUrl: string;
  postgrestUrl: string;
}

/**
 * The order of the targets in each round: swapped for every other scenario and every other
 * round, so that neither side always runs first on warm caches.
 */
export function targetOrder(scenarioIndex: number, round: number): Target[] {
  return (scenarioIndex + round) % 2 === 0 ? ['measured', 'reference'] : ['reference', 'measured'];
}
