// Lint without type information (fast, and independent of the TypeScript version used by tsc).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', '.tmp', 'server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Today is the business's day, not the browser's (docs/domain.md "Business time zone"): every read of now in
    // web/ goes through web/lib/business-day.ts, and tests take today the same way.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/business-day.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='dayjs'][arguments.length=0]",
          message: "dayjs() reads the browser's clock and zone: use businessDay() or businessToday() from web/lib/business-day.ts.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "new Date() reads the browser's clock and zone: use businessToday() or businessDay() from web/lib/business-day.ts.",
        },
      ],
    },
  },
  {
    // A screen size is known from the first render (web/lib/screen.ts): Mantine's own hook answers false until
    // an effect runs, and a part mounted inside a phone layout then drew its wide one for a render.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/screen.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mantine/hooks', importNames: ['useMediaQuery'], message: 'Use usePhone() or useScreen() from web/lib/screen.ts.' },
          ],
        },
      ],
    },
  },
  {
    // Each worker's journeys run against a server of their own, which the journeys' `test` starts and points
    // `baseURL` at (decision 046): Playwright's own `test` has no server.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Use test from './journey-test'." }] },
      ],
    },
  },
);
