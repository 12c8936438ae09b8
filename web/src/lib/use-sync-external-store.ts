/**
 * React's own useSyncExternalStore, in place of the `use-sync-external-store/shim` package that
 * Lingui's React binding imports (vite.config.ts aliases it): the shim's fallback is for React
 * versions before 18, and every page downloaded it with the entry.
 */
export { useSyncExternalStore } from 'react';
