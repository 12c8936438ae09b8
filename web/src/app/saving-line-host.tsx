import { type ComponentType, lazy, useState } from 'react';
import type { FootprintLineProps } from '../lib/footprint-slot';

type Line = ComponentType<FootprintLineProps>;
let loaded: Line | undefined;

/**
 * The CO₂ saving line of cards and pages (issue 49): its code and messages load after the entry,
 * never with it. The pages that show it load it with their own code (router.tsx; the build
 * preloads it with them, web/page-preloads.ts), so their first render has it.
 */
export const loadSavingLine = (): Promise<Line> =>
  import('../features/footprint/components/saving-line').then(
    (module) => (loaded = module.SavingLine),
  );

/** A page's module, once it and the saving line's code are here; without the line if that fails. */
export const withSavingLine = <M,>(load: () => Promise<M>) =>
  Promise.all([load(), loadSavingLine().catch(() => undefined)]).then(([module]) => module);

const LazySavingLine = lazy(() => loadSavingLine().then((line) => ({ default: line })));

/**
 * The line at once when its code is here; else it suspends until it arrives. Chosen once per
 * line, so that a line never remounts (and closes its home city picker) when the code arrives.
 */
function SavingLineHost(props: FootprintLineProps) {
  const [Line] = useState<Line>(() => loaded ?? LazySavingLine);
  return <Line {...props} />;
}

export const renderSavingLine = (props: FootprintLineProps) => <SavingLineHost {...props} />;
