import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names every bad value in one clear message', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT="eighty": must be a number/);
    expect(load).toThrow(/DATABASE_URL="mysql:\/\/x": must be a postgres/);
    expect(load).toThrow(/PUBLIC_URL="not a url": must be an http/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
