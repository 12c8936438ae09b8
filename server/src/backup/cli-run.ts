import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { type Config, ConfigError, loadConfig } from '../config.js';
import type { Logger } from '../platform/logger.js';
import { StartupError } from '../platform/startup-error.js';
import { BackupError } from './manifest.js';

/**
 * Runs a backup or restore command: its one option (a folder) from the arguments, the settings
 * from the environment; any refusal is one line on stderr and exit code 1.
 */
export function runFolderCommand(options: {
  verb: string;
  option: 'out' | 'from';
  usage: string;
  run: (input: {
    config: Config;
    folder: string;
    log: Logger;
    progress: (line: string) => void;
  }) => Promise<void>;
}): void {
  const main = async () => {
    let values: Record<string, string | boolean | undefined>;
    try {
      ({ values } = parseArgs({
        options: { [options.option]: { type: 'string' }, help: { type: 'boolean' } },
        strict: true,
      }));
    } catch (error) {
      throw new ConfigError(
        `${error instanceof Error ? error.message : String(error)}\n${options.usage}`,
      );
    }
    const folder = values[options.option];
    const help = values.help === true;
    if (help) {
      console.log(options.usage);
      return;
    }
    if (typeof folder !== 'string' || folder === '') throw new ConfigError(options.usage);
    const config = loadConfig();
    const log = pino({ level: config.logLevel });
    await options.run({ config, folder, log, progress: (line) => console.log(line) });
  };
  main().catch((error: unknown) => {
    if (
      error instanceof BackupError ||
      error instanceof StartupError ||
      error instanceof ConfigError
    )
      console.error(`Cannot ${options.verb}: ${error.message}`);
    else console.error(error);
    process.exit(1);
  });
}
