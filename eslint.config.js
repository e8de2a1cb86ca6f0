import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * One-way dependencies (the layer table of docs/architecture.md): app → widgets → renderer → (stores, api, i18n) → schema,
 * with page-load (the inline script and its hand-off to boot) beside schema: only leaf modules of schema, no React.
 * Each layer lists the layers it may NOT import, matched on the import path (alias or relative),
 * so the rule needs no module resolver.
 */
const layer = (name) => [`@/${name}`, `@/${name}/**`, `**/src/${name}/**`, `../${name}/**`, `../../${name}/**`];
const forbidden = {
  'src/schema': ['renderer', 'widgets', 'app', 'stores', 'api', 'i18n', 'studio', 'page-load'],
  // The page's inline script is bundled from here: what it imports ships in every page's first bytes.
  'src/page-load': ['renderer', 'widgets', 'app', 'stores', 'api', 'i18n', 'studio'],
  'src/api': ['renderer', 'widgets', 'app', 'stores', 'studio'],
  'src/i18n': ['renderer', 'widgets', 'app', 'stores', 'api', 'studio', 'page-load'],
  'src/stores': ['renderer', 'widgets', 'app', 'studio', 'i18n'],
  // The embedded platform is the server side of the wire: it shares only the wire's crypto with the client.
  'embedded-platform': ['renderer', 'widgets', 'app', 'stores', 'studio', 'i18n', 'schema', 'page-load'],
  'src/renderer': ['widgets', 'app', 'studio'],
  'src/widgets': ['app', 'studio'],
  'src/app': [],
  // The service worker is a program of its own (in the worker's scope, not the page's): it imports none of the site.
  'src/service-worker': ['renderer', 'widgets', 'app', 'stores', 'api', 'i18n', 'studio', 'page-load', 'schema'],
  'src/studio': [],
};
const extra = {
  'src/widgets': [
    { group: ['axios'], message: 'widgets never call axios: use src/api functions through stores.' },
    // Widgets don't import each other; game-kit is the one shared kit (tiles, pager, lazy images), not a widget.
    { group: ['../*', '../*/**', '!../game-kit', '!../game-kit/**', '!../data-kit', '!../data-kit/**', '!../frame-kit', '!../frame-kit/**', '@/widgets/*', '@/widgets/*/**', '!@/widgets/game-kit/**', '!@/widgets/data-kit/**', '!@/widgets/frame-kit/**'], message: 'widgets do not import other widgets (only the shared kits ../game-kit, ../data-kit and ../frame-kit).' },
  ],
  // The API maps platform failures to the spec §8 error catalogue by key: that catalogue is all it reads of i18n.
  'src/api': [{ regex: '^(@/|(\\.\\./)+|.*/src/)i18n/(?!locales/errors-en$)', message: 'src/api reads only the error catalogue of i18n (@/i18n/locales/errors-en).' }],
  // The translator reads the one list of languages and the storage key it saves the choice under, nothing else of schema.
  'src/i18n': [{ regex: '^(@/|(\\.\\./)+|.*/src/)schema/(?!(languages|storage-keys)$)', message: 'src/i18n reads only the language list and the storage keys of schema (@/schema/languages, @/schema/storage-keys).' }],
  'embedded-platform': [{ regex: '^(@/|(\\.\\./)+|.*/src/)api/(?!crypto/)', message: 'the embedded platform shares only the wire\'s crypto with the client (@/api/crypto/*).' }],
  'src/schema': [{ group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'src/schema has no React in it (docs/architecture.md).' }],
  'src/page-load': [
    { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zustand', 'zustand/*'], message: 'src/page-load is the inline script: no React, no stores (docs/architecture.md).' },
    { regex: '^(@/|(\\.\\./)+|.*/src/)schema/(?!(languages|storage-keys|account-role)$)', message: 'src/page-load reads only the leaf modules of schema (@/schema/languages, @/schema/storage-keys, @/schema/account-role).' },
  ],
};

/** Routing comes from one adapter, so the router stays a detail of that file (docs/architecture.md). */
const NAVIGATION_ADAPTER = 'src/renderer/navigation.tsx';
const routerPackages = { group: ['wouter', 'wouter/**', 'react-router', 'react-router-dom'], message: `routing comes from ${NAVIGATION_ADAPTER} (@/renderer/navigation), never from the router package.` };

/** The publish service is a server of its own (docs/architecture.md): the site never imports it. */
const publishService = { regex: '^(\\.\\./)+publish-service(/|$)', message: 'the publish service (publish-service/) is a server: nothing in src/ imports it; talk to its HTTP API.' };
/** The embedded platform (embedded-platform/) is the server side of the wire: the site never imports it, only tests and the CLIs. */
const embeddedPlatform = { regex: '^(\\.\\./)+embedded-platform(/|$)', message: 'the embedded platform (embedded-platform/) is a server: nothing in src/ imports it; talk to it over the wire.' };

const layerPatterns = (folder, layers) => [
  ...layers.map((name) => ({ group: layer(name), message: `${folder} may not import src/${name} (dependency direction, docs/architecture.md).` })),
  ...(extra[folder] ?? []),
  publishService,
  ...(folder.startsWith('src/') ? [embeddedPlatform] : []),
];
/**
 * The publish service (publish-service/) runs in Node beside the site: it reuses schemas:check's library
 * (scripts/schemas) and src/schema's types and problems, never the site's React layers.
 */
const publishServiceRule = {
  files: ['publish-service/**/*.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [
      ...['app', 'widgets', 'renderer', 'stores', 'studio', 'i18n', 'api'].map((name) => ({ group: layer(name), message: `the publish service may not import src/${name}: it checks documents through scripts/schemas (docs/architecture.md).` })),
      { ...embeddedPlatform, message: 'the publish service never imports the embedded platform.' },
      { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'the publish service has no React in it.' },
    ] }],
  },
};
// A file's rule replaces the one before it, so each layer's list carries the router rule too; the adapter's does not.
const layerRules = Object.entries(forbidden).map(([folder, layers]) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: [...layerPatterns(folder, layers), routerPackages] }] },
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-studio', 'node_modules', '.publish', 'src/schema/generated', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  { files: ['**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [routerPackages] }] } },
  ...layerRules,
  publishServiceRule,
  {
    // The build reads the page-load module, schema and the documents, never the app (docs/architecture.md).
    files: ['vite.config.ts', 'scripts/vite/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routerPackages, { group: layer('app'), message: 'the build imports nothing from src/app: move what it needs into src/page-load or src/schema.' }] }] },
  },
  { files: [NAVIGATION_ADAPTER], rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns('src/renderer', forbidden['src/renderer']) }] } },
  {
    // Platform HTML reaches the page only through SafeHtml (DOMPurify).
    files: ['src/**/*.tsx'],
    ignores: ['src/renderer/safe-html.tsx'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Put platform HTML through <SafeHtml> (src/renderer/safe-html.tsx), the one sanitized place.' }],
    },
  },
);
