// Globals that libraries read at start-up and main.tsx sets.
declare global {
  /** zod's global settings (`jitless`), read when zod is first loaded. */
  var __zod_globalConfig: Record<string, unknown> | undefined;
  /** The CSP nonce react-style-singleton puts on the style elements it adds. */
  var __webpack_nonce__: string | undefined;
}

export {};
