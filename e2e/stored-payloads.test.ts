import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { docxWith } from './support/docx';
import { PAYLOADS, expectShownAsText, injected, watchForPayloads } from './support/payloads';

/**
 * Markup and script typed into every text field of every tool, or brought in by a file, is shown as the
 * text it is: no screen runs it, adds an element for it or follows a javascript: link.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedIn() {
  const { page, context } = await newPage(browser);
  const dialogs = await watchForPayloads(page);
  await signUp(page);
  return { page, context, dialogs };
}

/** Stores through the API, as the app's own screens would. */
async function save(page: Page, method: 'POST' | 'PUT' | 'PATCH', path: string, data: unknown) {
  const res = await page.request.fetch(path, { method, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as { id: string };
}

const [first, second, third, fourth, fifth] = PAYLOADS;
const topic = (id: string, text: string, children: unknown[] = [], x = 0) => ({
  id,
  text,
  position: { x, y: children.length * 120 },
  children,
});

describe('stored markup and script are shown as text', () => {
  it('on the todo list, the board, the time-box, the budget, the dashboard and settings', async () => {
    const { page, context, dialogs } = await signedIn();
    await save(page, 'PATCH', '/api/profile', { fullName: first });
    for (const title of PAYLOADS) await save(page, 'POST', '/api/todos', { title, aiSuggestions: [fifth] });
    await save(page, 'POST', '/api/kanban', {
      title: second,
      description: `${first}\n${fourth}`,
      subtasks: PAYLOADS.map((text) => ({ text, done: false })),
    });
    await save(page, 'POST', '/api/kanban', { title: third, description: fifth, status: 'done' });
    await save(page, 'PUT', '/api/time-box', {
      energyLevel: 'low',
      timeframe: 'short',
      duration: '10',
      addedTasks: PAYLOADS.map((text, index) => ({ id: `t${index}`, text, duration: 10, done: false })),
    });
    await save(page, 'PUT', '/api/budget', {
      currency: 'GBP',
      incomes: { main: 200_000, second: 0, other: 0 },
      expenses: [
        ...PAYLOADS.slice(0, 3).map((label, index) => ({ group: 'needs', label, cents: 1000 * (index + 1) })),
        { group: 'wants', label: fourth, cents: 500 },
        { group: 'future', label: fifth.slice(0, 100), cents: 700 },
      ],
    });

    const screens: [string, readonly string[]][] = [
      ['/tools/todo', PAYLOADS],
      ['/tools/kanban', [second, third, `${first}\n${fourth}`, fifth]],
      ['/tools/time-box', PAYLOADS],
      ['/tools/budget', [first, second, third, fourth, fifth.slice(0, 100)]],
      ['/dashboard', [first]],
      ['/settings', [first]],
    ];
    for (const [path, texts] of screens) {
      await page.goto(path);
      await expectShownAsText(page, dialogs, texts, path);
    }
    await context.close();
  });

  it('in the text converter: typed, imported from .txt and .docx, converted both ways and listed', async () => {
    const { page, context, dialogs } = await signedIn();
    await save(page, 'POST', '/api/conversions', { text: PAYLOADS.join('\n'), mode: 'adhd' });
    await page.goto('/tools/text-converter');
    await expectShownAsText(page, dialogs, [first], 'recent conversions');

    const input = page.locator('input[type="file"]');
    const box = page.getByRole('textbox', { name: 'Your text' });
    await input.setInputFiles({
      name: `${third}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(PAYLOADS.join('\n')),
    });
    await expect.poll(() => box.inputValue()).toBe(PAYLOADS.join('\n'));
    await page.getByRole('button', { name: 'Convert for ADHD' }).click();
    await expectShownAsText(page, dialogs, PAYLOADS, 'converted for ADHD from .txt');

    await box.fill('');
    await input.setInputFiles({
      name: 'letter.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docxWith([...PAYLOADS]),
    });
    await expect.poll(() => box.inputValue()).toBe(PAYLOADS.join('\n\n'));
    await page.getByRole('button', { name: 'Convert to OpenDyslexic' }).click();
    await expectShownAsText(page, dialogs, PAYLOADS, 'converted to OpenDyslexic from .docx');

    await page.reload();
    await page
      .getByRole('button', { name: new RegExp(escape(first.slice(0, 20))) })
      .first()
      .click();
    await expectShownAsText(page, dialogs, PAYLOADS, 'a listed conversion opened again');
    await context.close();
  });

  it('in the mind map: saved topics and titles, and maps imported from JSON, OPML and Markdown', async () => {
    const { page, context, dialogs } = await signedIn();
    const saved = await save(page, 'POST', '/api/projects', {
      title: first,
      content: {
        nodes: [
          topic('a', second, [topic('b', third, [], 300), topic('c', fourth, [], 300)]),
          topic('d', fifth, [], -600),
        ],
      },
    });
    await save(page, 'POST', '/api/projects', { title: fourth, content: { nodes: [] } });
    await page.goto(`/tools/mind-map?project=${saved.id}`);
    await expectShownAsText(page, dialogs, PAYLOADS, 'a saved mind map and the list of maps');

    const files: [string, string, string[]][] = [
      [
        'mindmap.json',
        JSON.stringify([topic('x', first, [topic('y', second, [], 300)]), topic('z', fifth, [], -600)]),
        [first, second, fifth],
      ],
      [
        'outline.opml',
        `<?xml version="1.0"?><opml version="2.0"><head><title>${attr(third)}</title></head><body>` +
          `<outline text="${attr(first)}"><outline text="${attr(fourth)}"/></outline>` +
          `<outline text="${attr(fifth)}"/></body></opml>`,
        [first, fourth, fifth],
      ],
      [
        'outline.md',
        `- ${second}\n  - ${third}\n    - ${fifth}\n- ${fourth}\n`,
        [second, third, fifth, fourth],
      ],
    ];
    for (const [name, text, topics] of files) {
      await page
        .getByRole('toolbar', { name: 'Mind map tools' })
        .getByRole('button', { name: 'New', exact: true })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Start new map' }).click();
      await expect.poll(() => page.locator('[data-topic-id]').count()).toBe(0);
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) });
      await expectShownAsText(page, dialogs, topics, `imported ${name}`);
    }
    await context.close();
  });
});

describe('the watch itself', () => {
  it('catches every payload once a screen takes it as markup', async () => {
    const { page, context } = await signedIn();
    await page.goto('/tools/todo');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.evaluate((html) => {
      document.body.insertAdjacentHTML('beforeend', `<div>${html}</div>`);
    }, PAYLOADS.join(''));
    await expect.poll(async () => (await injected(page)).cspViolations.length).toBeGreaterThan(0);
    const found = await injected(page);
    for (const id of ['xss1', 'xss2', 'xss3', 'xss4', 'xss6']) {
      expect(
        found.elements.some((html) => html.includes(`id="${id}"`)),
        id,
      ).toBe(true);
    }
    await context.close();
  });
});

/** As text inside an XML attribute. */
function attr(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
