import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * One-way dependencies (DESIGN.md): app → widgets → renderer → (stores, api, i18n) → schema.
 * Each zone lists what a layer may NOT import.
 */
const zones = [
  { target: './src/schema', from: ['./src/renderer', './src/widgets', './src/app', './src/stores', './src/api', './src/i18n', './src/mocks', './src/studio'], message: 'src/schema is the bottom layer: no React, no app code.' },
  { target: './src/api', from: ['./src/renderer', './src/widgets', './src/app', './src/stores', './src/mocks', './src/studio'], message: 'src/api may not reach up into UI layers.' },
  { target: './src/i18n', from: ['./src/renderer', './src/widgets', './src/app', './src/stores', './src/api', './src/mocks'], message: 'src/i18n may not reach up.' },
  { target: './src/stores', from: ['./src/renderer', './src/widgets', './src/app', './src/mocks', './src/studio'], message: 'stores sit below the renderer.' },
  { target: './src/renderer', from: ['./src/widgets', './src/app', './src/mocks', './src/studio'], message: 'the renderer receives the registry; it never imports widgets or the app.' },
  { target: './src/widgets', from: ['./src/app', './src/mocks', './src/studio'], message: 'widgets may not import the app.' },
  { target: './src/app', from: ['./src/mocks'], message: 'only the platform server, the dev entry and tests import mocks.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/schema/generated', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
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
  {
    files: ['src/widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['axios'], message: 'widgets never call axios: use src/api functions through stores.' }] }],
    },
  },
);
