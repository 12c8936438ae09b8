/**
 * The browser the journeys drive: Chromium's headless shell (Debian's chromium-headless-shell, the
 * build Playwright itself runs headless), the same engine without the desktop browser around it,
 * at half the CPU per journey. CHROMIUM_PATH names another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
