import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';

// Packaging can't run on this machine (electron-builder downloads Electron), so the configuration is checked
// against electron-builder's own JSON Schema instead, plus the security settings we rely on.
const require = createRequire(import.meta.url);
const config = JSON.parse(readFileSync(new URL('./electron-builder.json', import.meta.url), 'utf8'));

describe('electron-builder configuration', () => {
  it('matches electron-builder 26 schema', () => {
    const schema = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'));
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    const validate = ajv.compile(schema);
    const { $schema: _ignored, ...rest } = config;
    const ok = validate(rest);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
    expect(ok).toBe(true);
  });

  it('flips the security fuses', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
      enableCookieEncryption: true,
    });
  });

  it('registers .sandtable files and installs per machine so Windows associations work', () => {
    expect(config.appId).toBe('app.sandtable');
    expect(config.productName).toBe('Sandtable');
    expect(config.fileAssociations).toEqual([
      {
        ext: 'sandtable',
        name: 'Sandtable game',
        description: 'Sandtable saved game',
        mimeType: 'application/x-sandtable',
        role: 'Editor',
        // macOS: Sandtable owns the type it defines, so Finder opens .sandtable files with it.
        rank: 'Owner',
      },
    ]);
    // Linux: the desktop entry declares the association's MIME type.
    expect(config.linux.mimeTypes).toContain(config.fileAssociations[0].mimeType);
    expect(config.nsis.perMachine).toBe(true);
    expect(config.linux.target).toEqual(['dir', 'AppImage']);
    expect(config.files).toEqual(expect.arrayContaining(['dist/**', 'dist-electron/**', 'assets/modules/**']));
  });

  it('ships the main entry package.json names', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.main).toBe('dist-electron/main.cjs');
  });
});
