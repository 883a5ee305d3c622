import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Boundaries of docs/architecture.md 'Layout': core is pure; web and server never import each other.
const frameworkAndIo = [
  'node:*', 'fs', 'path', 'os', 'crypto', 'http', 'url', 'child_process',
  'fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'pg-boss',
  'react', 'react-*', 'react/*', '@tanstack/*', 'zustand', 'zustand/*', 'vite', 'stripe', 'nodemailer', 'sharp',
];

// Features under src/web/features never import each other (docs/architecture.md, Layout).
const webFeatures = ['booking', 'salon', 'admin', 'auth', 'manage-booking'];

// --- Web: the admin screens (docs/decisions/0030) ---
// Every folder under features/admin but `shared` is one screen's feature: it imports itself and admin/shared, never
// another screen. Read from the folder, so a new screen is held to it without being listed. admin/shared (the diary's
// dialogs, the till, what is shown of one appointment, generic list and form pieces) imports no screen, and its `ui`,
// the generic pieces, nothing else of shared. Routes compose screens and may import any of them.
const adminDir = new URL('./src/web/features/admin/', import.meta.url);
const adminFeatures = fs
  .readdirSync(adminDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const webAdminZones = [
  ...adminFeatures.map((feature) => ({
    target: `./src/web/features/admin/${feature}`,
    from: './src/web/features/admin',
    except: [`./${feature}`, './shared'],
    message: 'An admin feature imports only itself and admin/shared; what several screens use goes to admin/shared.',
  })),
  {
    target: './src/web/features/admin/shared',
    from: './src/web/features/admin',
    except: ['./shared'],
    message: 'admin/shared imports no admin feature: what several screens use depends on none of them.',
  },
  {
    target: './src/web/features/admin/shared/ui',
    from: './src/web/features/admin/shared',
    except: ['./ui'],
    message: 'admin/shared/ui holds generic list and form pieces: it imports nothing else of admin/shared.',
  },
];
// --- end of the admin screens ---

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', '.tmp/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/core', from: ['./src/server', './src/web'], message: 'core is pure: it imports nothing from server or web.' },
            { target: './src/web', from: './src/server', message: 'web never imports server.' },
            { target: './src/server', from: './src/web', message: 'server never imports web.' },
            ...webFeatures.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'A web feature does not import another feature; routes compose them.',
            })),
            ...webAdminZones,
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Only src/server/config.ts reads process.env.' },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: frameworkAndIo, message: 'core imports no framework, database or node: module.' }] }],
      'no-restricted-globals': ['error', { name: 'process', message: 'core reads no environment.' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'web runs in the browser.' }] }],
    },
  },
  {
    files: ['src/server/config.ts', 'tests/**', 'e2e/**', 'bench/**', 'scripts/**', '*.config.ts', '.ci/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests and benchmarks read the built app, the database helpers and the core alike.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
