import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

/**
 * Calls `callback` once the calls stop for `delay` ms; `cancel` drops a pending call. The
 * latest callback is used, so it may close over fresh state.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number,
) {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);

  useLayoutEffect(() => {
    callbackRef.current = callback;
  });

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const run = useCallback(
    (...args: Args) => {
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => callbackRef.current(...args), delay);
    },
    [delay],
  );
  const cancel = useCallback(() => clearTimeout(timerRef.current), []);
  return useMemo(() => ({ run, cancel }), [run, cancel]);
}
