import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule of eslint.config.js that keeps web/ on the business's day (web/lib/business-day.ts). */
const eslint = new ESLint();
const messages = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);

describe("the lint on the browser's clock", () => {
  it.each([
    ["dayjs().format('YYYY-MM-DD')", 'web/features/jobs/planted.tsx'],
    ["dayjs().startOf('month')", 'web/entities/visits/planted.test.tsx'],
    ['new Date()', 'web/lib/planted.ts'],
  ])('refuses %s in %s, pointing to the helper', async (expression, file) => {
    const found = await messages(`import dayjs from 'dayjs';\nexport const today = () => ${expression};\n`, file);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('web/lib/business-day.ts');
  });

  it.each([
    ["dayjs('2026-07-01')", 'web/features/jobs/planted.tsx'],
    ['new Date(0)', 'web/features/jobs/planted.tsx'],
    ['dayjs()', 'web/lib/business-day.ts'],
    ['new Date()', 'server/features/planted.ts'],
  ])('allows %s in %s', async (expression, file) => {
    expect(await messages(`import dayjs from 'dayjs';\nexport const today = () => ${expression};\n`, file)).toEqual([]);
  });
});
