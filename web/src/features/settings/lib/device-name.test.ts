import { describe, expect, it } from 'vitest';
import { deviceOf } from './device-name';

describe("a session's device", () => {
  it('names the browser and system of a User-Agent', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Linux' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
  });

  it('knows nothing of a session without one, or of a tool', () => {
    expect(deviceOf(null)).toEqual({});
    expect(deviceOf('curl/8.5.0').os).toBeUndefined();
  });
});
