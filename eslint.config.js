import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'test-results', 'node_modules', 'drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // A zod default or fallback written as a value is one object shared by every parse: whoever adds to what
      // they parsed adds to the next person's default too. `.default(() => [])` makes one per parse.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(default|catch|prefault)$/] > :matches(ArrayExpression, ObjectExpression, NewExpression).arguments',
          message:
            'Give a zod default or fallback as a function, so each parse gets its own: .default(() => []).',
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    plugins: { ...jsxA11y.flatConfigs.strict.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
      // The client never imports server code; it may only see its types.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'The client may not import server code.',
              allowTypeImports: true,
            },
            {
              regex: '^zod(/|$)',
              message: "Take z from src/shared/zod.ts: it sets zod up for the browser's security policy.",
              allowTypeImports: true,
            },
            {
              regex: '^compromise(/|$)',
              message:
                'compromise reads text on the server (decisions 149 to 151); the browser loads it only in lib/reading-aids/parts-of-speech.ts, when a part of speech is first marked (decision 165).',
            },
            {
              regex: '^lru-cache(/|$)',
              message:
                "lru-cache bounds the server's kept answers; code the browser loads keeps values in a BoundedMap (decision 156).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      // A feature folder does not import another feature (docs/architecture.md).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/|/features/',
              message:
                'Features do not import each other; move shared code to components/, lib/ or src/shared/.',
            },
            {
              regex: '^(\\.\\./)+app(/|$)|/client/app(/|$)',
              message:
                'Features do not import the app shell (src/client/app); move what they share to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Modules that import each other in a circle load in an order nobody chose (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'node:*', '**/server/**', '**/client/**'],
              message: 'src/shared is pure TypeScript with no I/O.',
            },
            {
              regex: '^zod(/|$)',
              message: "Take z from ./zod: it sets zod up for the browser's security policy.",
            },
            {
              regex: '^compromise(/|$)',
              message:
                'compromise reads text on the server only (decisions 149 to 151); the browser never loads it.',
            },
            {
              regex: '^lru-cache(/|$)',
              message:
                "lru-cache bounds the server's kept answers; code the browser loads keeps values in a BoundedMap (decision 156).",
            },
          ],
        },
      ],
    },
  },
  {
    // The first script of every page and the dashboard read these: they stay free of zod and of the schemas.
    files: [
      'src/shared/settings-choices.ts',
      'src/shared/settings-defaults.ts',
      'src/shared/appearance.ts',
      'src/shared/profile-choices.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'node:*', '**/server/**', '**/client/**'],
              message: 'src/shared is pure TypeScript with no I/O.',
            },
            {
              regex: '^(zod(/|$)|\\./(zod|settings|profile)$)',
              message: 'Keep this module free of zod: the schemas import it, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
