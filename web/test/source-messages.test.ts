import path from 'node:path';
import { transformSync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { describe, expect, it } from 'vitest';
import { sourceMessages } from '../source-messages.js';

process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';

/** The web's transform of a module: Lingui's macros keeping the message, then ours. */
function transform(code: string): string {
  const cwd = path.resolve(import.meta.dirname, '..');
  const lingui = linguiTransformerBabelPreset(
    { descriptorFields: 'message', linguiConfig: getConfig({ cwd }) },
    { cwd },
  );
  const output = transformSync(code, {
    filename: 'example.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    presets: [{ presets: [lingui.preset], plugins: [sourceMessages] }],
  });
  return output!.code!.replace(/\s+/g, ' ');
}

describe('English messages compiled into the code (decision 029)', () => {
  it('writes each macro message as a catalogue holds it', () => {
    const code = transform(`
      import { msg, plural } from '@lingui/core/macro';
      import { Trans, useLingui } from '@lingui/react/macro';
      const title = msg\`Tours\`;
      export function Seats({ name, count }) {
        const { t } = useLingui();
        return <p title={t\`Email\`}><Trans>Hello {name}, <b>welcome</b></Trans>{t(plural(count, { one: '# seat left', other: '# seats left' }))}</p>;
      }`);
    expect(code).toContain('message: ["Tours"]');
    expect(code).toContain('message: ["Email"]');
    expect(code).toContain('message: ["Hello ", ["name"], ", <0>welcome</0>"]');
    expect(code).toContain(
      'message: [["count", "plural", { one: ["#", " seat left"], other: ["#", " seats left"] }]]',
    );
    expect(code).not.toMatch(/message: "/);
  });

  it('leaves an object written by hand as it is, whatever its keys', () => {
    const code = transform(`
      import { msg } from '@lingui/core/macro';
      const label = msg\`Tours\`;
      export const failure = { id: 'topup', message: 'Hello {name}' };`);
    expect(code).toContain(`{ id: 'topup', message: 'Hello {name}' }`);
  });
});
