import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('render limits in the settings', () => {
  it('are bounded by default', () => {
    expect(loadConfig({}).renders).toEqual({
      queueLimit: 32,
      queuePerAddress: 8,
      coldPerAddress: { max: 60, windowSeconds: 60 },
    });
  });

  it('are read from the environment', () => {
    const config = loadConfig({
      RENDER_QUEUE_LIMIT: '10',
      RENDER_QUEUE_PER_IP: '2',
      RENDER_COLD_LIMIT: '500',
      RENDER_COLD_WINDOW: '3600',
    });
    expect(config.renders).toEqual({
      queueLimit: 10,
      queuePerAddress: 2,
      coldPerAddress: { max: 500, windowSeconds: 3600 },
    });
  });

  it('refuse values that would switch a limit off or outlive the counters', () => {
    for (const env of [
      { RENDER_QUEUE_LIMIT: '0' },
      { RENDER_QUEUE_PER_IP: 'many' },
      { RENDER_COLD_LIMIT: '-1' },
      // Counters are pruned an hour after their window ends.
      { RENDER_COLD_WINDOW: '7200' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
  });
});

describe('the payments setting', () => {
  it('is the demo provider by default', () => {
    expect(loadConfig({}).payments).toBe('demo');
    expect(loadConfig({ PAYMENTS: 'demo' }).payments).toBe('demo');
  });

  it('refuses an unknown provider with one sentence naming the setting', () => {
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(
      'Setting PAYMENTS is invalid (the payment providers are demo, stripe): fix it and start again.',
    );
  });

  it('needs Stripe keys of the right kinds for stripe, and keeps them out of demo', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(
      /PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({ PAYMENTS: 'stripe', ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' }),
    ).toThrow(/must be a secret or restricted key/);
    expect(
      loadConfig({ PAYMENTS: 'stripe', ...keys, STRIPE_API_BASE: 'http://127.0.0.1:9999/' }).stripe,
    ).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: 'http://127.0.0.1:9999',
    });
    expect(loadConfig({ ...keys }).stripe).toBeUndefined();
  });
});

describe('the Unsplash settings', () => {
  it('default to the public API without a key', () => {
    expect(loadConfig({}).unsplash).toEqual({
      accessKey: undefined,
      apiUrl: 'https://api.unsplash.com',
    });
  });

  it('are read from the environment', () => {
    const config = loadConfig({
      STOCK_PHOTOS: 'unsplash',
      UNSPLASH_ACCESS_KEY: 'key-123',
      UNSPLASH_API_URL: 'http://127.0.0.1:9999/',
    });
    expect(config.stockPhotos).toBe('unsplash');
    expect(config.unsplash).toEqual({ accessKey: 'key-123', apiUrl: 'http://127.0.0.1:9999' });
  });

  it('refuse Unsplash without an access key', () => {
    expect(() => loadConfig({ STOCK_PHOTOS: 'unsplash', UNSPLASH_ACCESS_KEY: '' })).toThrow(
      ConfigError,
    );
  });
});

describe('the metrics token', () => {
  it('is off unless set, and read when set', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it('refuses a short token or one with spaces at startup', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN.*32 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` })).toThrow(
      ConfigError,
    );
  });
});

describe('the storage settings', () => {
  const s3 = {
    STORAGE_BACKEND: 's3',
    S3_BUCKET: 'ecotours-files',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'very-secret-value',
  };

  it('keep files on disk by default', () => {
    expect(loadConfig({}).storage).toEqual({ backend: 'disk' });
  });

  it('read an S3-compatible store, AWS S3 and virtual-hosted style by default', () => {
    expect(loadConfig(s3).storage).toEqual({
      backend: 's3',
      s3: {
        endpoint: undefined,
        bucket: 'ecotours-files',
        region: 'us-east-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'very-secret-value',
        forcePathStyle: false,
      },
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toMatchObject({
      s3: { endpoint: 'http://minio.internal:9000', region: 'auto', forcePathStyle: true },
    });
  });

  it('refuse s3 without a bucket or credentials, naming what is missing and never the secret', () => {
    const missing = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
        throw error;
      }
      return 'started';
    };
    expect(missing({ STORAGE_BACKEND: 's3' })).toMatch(
      /^STORAGE_BACKEND=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: /,
    );
    const noKey = missing({ ...s3, S3_ACCESS_KEY_ID: '' });
    expect(noKey).toMatch(/needs S3_ACCESS_KEY_ID: set it/);
    expect(noKey).not.toContain('very-secret-value');
    expect(missing({ ...s3, S3_SECRET_ACCESS_KEY: '  ' })).toMatch(/needs S3_SECRET_ACCESS_KEY/);
    for (const env of [
      { ...s3, S3_BUCKET: 'Not_A_Bucket' },
      { ...s3, S3_ENDPOINT: 'not a url' },
      { ...s3, S3_FORCE_PATH_STYLE: 'yes' },
      { STORAGE_BACKEND: 'ftp' },
    ]) {
      expect(missing(env)).toMatch(
        /^Setting S3_BUCKET|^Setting S3_ENDPOINT|^Setting S3_FORCE|^Setting STORAGE_BACKEND/,
      );
    }
  });
});

describe('the receipt settings', () => {
  it('default to the demo operator under the margin scheme', () => {
    expect(loadConfig({}).receipts).toEqual({
      operator: { name: 'EcoTours', address: "1 Rue de l'Exemple, 75001 Paris, France" },
      tax: { mode: 'margin_scheme' },
    });
  });

  it('are read from the environment', () => {
    const config = loadConfig({
      OPERATOR_NAME: ' Grüne Reisen GmbH ',
      OPERATOR_ADDRESS: 'Hauptstraße 1, 10115 Berlin, Deutschland',
      OPERATOR_VAT_ID: 'de123456789',
      OPERATOR_REGISTRATION: 'HRB 12345, Amtsgericht Berlin',
      RECEIPT_TAX: 'vat:19',
    });
    expect(config.receipts).toEqual({
      operator: {
        name: 'Grüne Reisen GmbH',
        address: 'Hauptstraße 1, 10115 Berlin, Deutschland',
        vatId: 'DE123456789',
        registration: 'HRB 12345, Amtsgericht Berlin',
      },
      tax: { mode: 'vat', ratePercent: 19 },
    });
    expect(loadConfig({ RECEIPT_TAX: 'vat:5.5' }).receipts.tax).toEqual({
      mode: 'vat',
      ratePercent: 5.5,
    });
  });

  it('refuse malformed values with a sentence naming the setting', () => {
    for (const [env, words] of [
      [{ RECEIPT_TAX: 'vat' }, /Setting RECEIPT_TAX is invalid \(RECEIPT_TAX is vat:<percent>/],
      [{ RECEIPT_TAX: 'vat:20%' }, /RECEIPT_TAX is vat:<percent>/],
      [{ RECEIPT_TAX: 'vat:5.555' }, /RECEIPT_TAX is vat:<percent>/],
      [{ RECEIPT_TAX: 'vat:150' }, /the VAT rate of RECEIPT_TAX is at most 100/],
      [{ RECEIPT_TAX: 'margin' }, /RECEIPT_TAX is vat:<percent>/],
      [{ OPERATOR_NAME: '' }, /OPERATOR_NAME must not be empty/],
      [{ OPERATOR_ADDRESS: 'Line one\nLine two' }, /OPERATOR_ADDRESS must be one line/],
      [{ OPERATOR_NAME: 'x'.repeat(201) }, /OPERATOR_NAME must be at most 200/],
      [{ OPERATOR_VAT_ID: 'not a vat id' }, /OPERATOR_VAT_ID must be a VAT number/],
    ] as const) {
      expect(() => loadConfig(env)).toThrow(words);
    }
  });
});

describe('the mailer autoconfirm setting', () => {
  it('is off by default and read from MAILER_AUTOCONFIRM', () => {
    expect(loadConfig({}).mailerAutoconfirm).toBe(false);
    expect(loadConfig({ MAILER_AUTOCONFIRM: 'true' }).mailerAutoconfirm).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', MAILER_AUTOCONFIRM: 'true' }).mailerAutoconfirm).toBe(
      true,
    );
    expect(() => loadConfig({ MAILER_AUTOCONFIRM: 'yes' })).toThrow(ConfigError);
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MAILER_AUTOCONFIRM: 'true' })).toThrow(
      /MAILER_AUTOCONFIRM=true is for development and test setups/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', MAILER_AUTOCONFIRM: 'false' }).mailerAutoconfirm,
    ).toBe(false);
  });
});
