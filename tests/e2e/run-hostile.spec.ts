/**
 * The run sandbox, attacked: programs that forge the runner's messages, print terminal escapes
 * and HTML, ask the terminal to answer, recurse past Python's stack, print from promises, send
 * requests to the app's own server and write files outside the project; an HTML preview that
 * never ends loading. Each keeps the app working and the user's typed work safe. (An infinite
 * loop, a flood of output, a dying runner, huge or many files and storage isolation are in
 * run.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { test, expect, reloadApp } from './fixtures';
import {
  expectEditorToContain,
  openProject,
  setEditorText,
  treeItem,
  typeInEditor,
  waitForEditor,
} from './helpers';

const runTab = (page: Page) => page.getByRole('region', { name: 'Terminal' });
const runScreen = (page: Page) => runTab(page).locator('.run-xterm .xterm-rows');
const runText = async (page: Page) => (await runScreen(page).innerText()).replace(/\u00a0/g, ' ');

/** Said once a run when a message the program forged is dropped (features/run/execute.ts). */
const IGNORED =
  'A message from the program that is not one the runner sends was ignored (a program cannot post run events of its own).';

const PYTHON_LOAD = 60_000;

// Tall and wide enough that each run's output fits the Run tab's screen unwrapped.
test.use({ viewport: { width: 1440, height: 1000 } });

async function expectRunOutput(page: Page, text: string | RegExp, timeout = 7_000) {
  await expect.poll(() => runText(page), { timeout }).toMatch(text);
}

/** Runs `code` as the open file and waits until the run has printed `until`. */
async function runCode(page: Page, code: string, until: RegExp, timeout = 15_000) {
  await setEditorText(page, code);
  await page.getByRole('button', { name: 'Run File' }).click();
  await expectRunOutput(page, until, timeout);
}

async function openFile(page: Page, name: string, shown: string) {
  await treeItem(page, name).click();
  await expectEditorToContain(page, shown);
}

/**
 * The start of a JavaScript program that posts run messages of its own: it learns its run's id
 * from the runtime's first message (its console.log), through the worker's postMessage, which
 * it shares with the runtime.
 */
const JS_SPY = `
let runId = null;
const realPost = self.postMessage;
self.postMessage = function (message, ...rest) {
  if (runId === null && message && typeof message.runId === "string") runId = message.runId;
  return realPost.call(self, message, ...rest);
};
console.log("listening in");
self.postMessage = realPost;
const forge = (message) => realPost.call(self, message);
const forgeEvent = (event) => forge({ type: "event", runId, event });
`;

test.describe('the run sandbox, attacked', () => {
  test('JavaScript that forges run messages changes nothing, keeps its limits, and typed work survives', async ({
    page,
  }) => {
    await openProject(page, [
      { path: '/forge.js', content: 'console.log("forge");\n' },
      { path: '/notes.md', content: '# Notes\n' },
    ]);
    await openFile(page, 'notes.md', '# Notes');
    await typeInEditor(page, 'typed before the hostile runs');
    await openFile(page, 'forge.js', 'forge');

    // Events of no shape the runner sends: non-text file contents, a broken table, output that
    // is not text, an exit with a string code. And a well-made one naming a file outside.
    await runCode(
      page,
      `${JS_SPY}
forgeEvent({ type: "file-written", path: "forged.txt", content: new Uint8Array([104, 105]) });
forgeEvent({ type: "file-written", path: "notes.md", content: { text: "not text" } });
forgeEvent({ type: "table", table: { columns: "name", rows: 3 } });
forgeEvent({ type: "table", table: { columns: ["a"], rows: [[{}]] } });
forgeEvent({ type: "stdout", text: ["<b>not text</b>"] });
forgeEvent({ type: "exit", code: "0" });
forgeEvent({ type: "file-written", path: "../../outside.txt", content: "well made, outside" });
console.log("the program goes on");
`,
      /the program goes on[\s\S]*Exited in/,
    );
    const forged = await runText(page);
    expect(forged.split(IGNORED)).toHaveLength(2); // said once
    expect(forged).toContain('../../outside.txt was not saved: it is outside the project folder.');
    expect(forged).not.toContain('not text');
    await expect(treeItem(page, 'forged.txt')).toHaveCount(0);
    await expect(treeItem(page, 'outside.txt')).toHaveCount(0);

    // A `done` with a code that is no exit code does not end the run.
    await runCode(
      page,
      `${JS_SPY}
forge({ type: "done", runId, code: "0" });
forge({ type: "done", runId, code: 0.5 });
forge({ type: "done", runId, code: null });
forge({ type: "done", runId, code: 2 ** 60 });
setTimeout(() => console.log("still running after the forged ends"), 300);
`,
      /still running after the forged ends\s+Exited in \d+\.\d\d s/,
    );

    // Claiming to wait for input while it runs on does not switch the time limits off.
    await runTab(page).getByRole('button', { name: 'Time limits' }).click();
    const limits = runTab(page).getByRole('form', { name: 'Time limits' });
    await limits.getByLabel('Stop after this many seconds without output').fill('1');
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await expect(limits).toBeHidden();
    await runCode(
      page,
      `${JS_SPY}
console.log("claims to wait for a line");
forgeEvent({ type: "input-request" });
while (true) {}
`,
      /claims to wait for a line[\s\S]*Stopped: no output for 1 s/,
    );
    await expect(runTab(page).getByRole('status')).toHaveText('Finished');

    // The page took typing throughout, into the file it was typed in, and keeps it on reload.
    await openFile(page, 'notes.md', 'typed before the hostile runs');
    await typeInEditor(page, ' and after them');
    await expectEditorToContain(page, 'typed before the hostile runs and after them');
    await openFile(page, 'forge.js', 'claims to wait');
    expect(await page.locator('.monaco-editor .view-lines').innerText()).not.toContain(
      'and after them',
    );
    await reloadApp(page);
    await waitForEditor(page);
    await openFile(page, 'notes.md', 'typed before the hostile runs and after them');
    await expect(treeItem(page, 'forged.txt')).toHaveCount(0);
  });

  test('terminal escapes and HTML in output are text and colour only, and the closing line cannot be faked', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const popups: string[] = [];
    page.context().on('page', (opened) => popups.push(opened.url()));
    await openProject(page, [{ path: '/escapes.js', content: 'console.log("escapes");\n' }]);
    const title = await page.title();
    const origin = new URL(page.url()).origin;

    // Links (xterm follows a web one after a confirm), a clipboard write, title changes, a reset and a scrollback wipe,
    // after enough lines to fill the screen; HTML.
    await runCode(
      page,
      `console.log("first line, \\x1b[31min red\\x1b[0m");
for (let i = 1; i <= 15; i++) console.log("line " + i);
console.log("\\x1b]8;;javascript:alert(document.domain)\\x07click me\\x1b]8;;\\x07");
console.log("\\x1b]8;;${origin}/?from=a-link\\x07open this page\\x1b]8;;\\x07");
console.log("\\x1b]52;c;" + btoa("from the program") + "\\x07after the clipboard write");
console.log("\\x1b]0;Title from the program\\x07\\x1b]2;Another title\\x07after the titles");
console.log("\\x1bc\\x1b[3Jafter the reset");
console.log('<img src=x onerror="alert(1)"><b>not bold</b>');
`,
      /not bold<\/b>\s+Exited in/,
    );
    const shown = await runText(page);
    expect(shown).toContain('click me');
    expect(shown).toContain('open this page');
    expect(shown).toContain('after the clipboard write');
    expect(shown).toContain('after the titles');
    expect(shown).toContain('after the reset');
    expect(shown).toContain('<img src=x onerror="alert(1)"><b>not bold</b>');
    expect(shown).not.toContain('Title from the program');
    expect(shown).not.toContain(btoaNode('from the program'));
    await expect(runScreen(page).locator('img, b, a')).toHaveCount(0);
    // Not drawn as links (xterm underlines one with dashes).
    await expect(runScreen(page).locator('.xterm-underline-5')).toHaveCount(0);
    expect(await page.title()).toBe(title);
    // The links are text: clicking them asks nothing and opens nothing. (xterm's screen lies
    // over its rows: the pointer goes where the text is drawn.)
    for (const text of ['click me', 'open this page']) {
      const shown = runScreen(page).getByText(text);
      await expect(shown).toBeVisible(); // drawn by the time the next frame is
      const link = await shown.boundingBox();
      if (!link) throw new Error(`${text} is not shown`);
      await page.mouse.move(link.x + 10, link.y + link.height / 2);
      await page.mouse.click(link.x + 10, link.y + link.height / 2);
    }
    await expect(runTab(page).getByRole('status')).toHaveText('Finished');
    expect(dialogs).toEqual([]);
    expect(popups).toEqual([]);
    // The reset and the wipe did not clear what came before: scrolled up, it is all there.
    const screen = await runScreen(page).boundingBox();
    if (!screen) throw new Error('the Run tab is not shown');
    await page.mouse.move(screen.x + screen.width / 2, screen.y + screen.height / 2);
    // Scrolled up as a person does, a turn of the wheel at a time, until the top shows.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, -2_000);
          return runText(page);
        },
        { intervals: [100] },
      )
      .toMatch(/▶ Running escapes\.js\s+first line, in red\s+line 1\s+line 2\s/);
    await expect(runScreen(page).locator('span', { hasText: 'in red' }).first()).toHaveClass(
      /xterm-fg-1\b/,
    );

    // A program clearing the screen (as `clear` does, kept) and printing a closing line of its
    // own: the app's real one comes below it, and only that carries the editor's mark.
    await runCode(
      page,
      'console.log("output before");\nconsole.log("\\x1b[2J\\x1b[HExited in 9.99 s");\n',
      /Exited in 9\.99 s[\s\S]*Exited in \d+\.\d\d s/,
    );
    const mark = runTab(page).locator('.run-end-mark');
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveAttribute('title', /Written by the editor/);
    const markedRow = await rowUnder(page, mark);
    expect(markedRow).toMatch(/^Exited in \d+\.\d\d s$/);
    expect(markedRow).not.toContain('9.99');

    // The terminal's answers to queries (cursor position, device attributes, colours, window
    // size) never reach the program as typed input.
    await runCode(
      page,
      'console.log("\\x1b[6n\\x1b[c\\x1b[>c\\x1b[5n\\x1b]10;?\\x07\\x1b[14t\\x1b[18t");\nconst line = prompt("Type a word:");\nconsole.log("the program read " + JSON.stringify(line));\n',
      /Type a word:/,
    );
    await expect(runTab(page).getByRole('status')).toContainText('Waiting for input');
    await page.keyboard.type('plain');
    await page.keyboard.press('Enter');
    await expectRunOutput(page, /the program read "plain"\s+Exited in/);
  });

  test('JavaScript output from promises comes before the end, the app is out of reach, and file names are checked', async ({
    page,
  }) => {
    await openProject(page, [
      { path: '/tools/main.js', content: 'console.log("tools");\n' },
      { path: '/notes.md', content: '# Notes\n' },
    ]);
    await openFile(page, 'notes.md', '# Notes');
    await typeInEditor(page, 'typed before the runs');
    await treeItem(page, 'tools').click();
    await openFile(page, 'main.js', 'tools');
    const origin = new URL(page.url()).origin;
    const loopback = origin.replace('localhost', '127.0.0.1');
    // Whatever goes out to the app's server is answered here, as if it had arrived.
    const reached: string[] = [];
    await page.context().route(/from=runner/, (route) => {
      reached.push(route.request().url());
      return route.fulfill({
        status: 200,
        body: '',
        headers: { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' },
      });
    });

    // The platform's asynchronous work: the run waits for each, as Node would.
    await runCode(
      page,
      `new Blob(["blob text"]).text().then((text) => console.log("the blob says", text));
new Response('{"answer": 42}').json().then((value) => console.log("the answer is", value.answer));
WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(() => console.log("wasm compiled"));
requestAnimationFrame(() => console.log("a frame was drawn"));
`,
      /Exited in/,
    );
    const promised = await runText(page);
    expect(promised).toMatch(/the blob says blob text[\s\S]*Exited in/);
    expect(promised).toMatch(/the answer is 42[\s\S]*Exited in/);
    expect(promised).toMatch(/wasm compiled[\s\S]*Exited in/);
    expect(promised).toMatch(/a frame was drawn[\s\S]*Exited in/);

    // Requests to the app's own server, by fetch, a script and a font: none leaves the runner.
    await runCode(
      page,
      `const urls = { relative: "/api/health?from=runner", app: "${origin}/api/health?from=runner", loopback: "${loopback}/api/health?from=runner" };
for (const [name, url] of Object.entries(urls)) {
  fetch(url, { method: "POST", mode: "no-cors", body: "{}" }).then(() => console.log(name, "fetch reached it"), (e) => console.log(name, "fetch refused:", e.name));
}
try { importScripts("${origin}/api/health?from=runner-script"); console.log("script reached it"); } catch (e) { console.log("script refused:", e.name); }
const font = new FontFace("probe", "url(${origin}/api/health?from=runner-font)");
self.fonts.add(font);
font.load().then(() => console.log("font reached it"), (e) => console.log("font refused:", e.name));
`,
      /font refused[\s\S]*Exited in/,
    );
    const requests = await runText(page);
    expect(requests).toMatch(/relative fetch refused: TypeError/);
    expect(requests).toMatch(/app fetch refused: TypeError/);
    expect(requests).toMatch(/loopback fetch refused: TypeError/);
    expect(requests).toMatch(/script refused: NetworkError/);
    expect(requests).not.toContain('reached it');
    expect(reached).toEqual([]);

    // Names that name no project file are refused with a line each; the others land where a
    // program in tools/ means them.
    await runCode(
      page,
      `const fs = require("fs");
const path = require("path");
fs.writeFileSync("", "no name");
fs.writeFileSync("folder/", "a folder");
fs.writeFileSync("/etc/passwd", "root::0:0");
fs.writeFileSync("out.txt", "normal");
fs.writeFileSync("data/out.txt", "nested");
fs.writeFileSync(path.join(process.cwd(), "abs.txt"), "absolute, in the project");
console.log("writes done");
`,
      /writes done[\s\S]*Exited in/,
    );
    const writes = await runText(page);
    expect(writes).toContain(
      'A file with no name was not saved in the project: the program wrote to an empty file name ("").',
    );
    expect(writes).toContain(
      'tools/folder/ was not saved in the project: a file name cannot end in "/" (that names a folder).',
    );
    expect(writes).toContain('/etc/passwd was not saved: it is outside the project folder.');
    await expect(treeItem(page, 'abs.txt')).toBeVisible();
    await treeItem(page, 'data').click();
    await expect(treeItem(page, 'out.txt')).toHaveCount(2);
    await expect(treeItem(page, 'tools')).toHaveCount(1);
    await expect(treeItem(page, 'passwd')).toHaveCount(0);
    await expect(treeItem(page, 'etc')).toHaveCount(0);
    await expect(treeItem(page, 'folder')).toHaveCount(0);
    await openFile(page, 'abs.txt', 'absolute, in the project');
    await openFile(page, 'notes.md', 'typed before the runs');
  });

  test('Python that forges messages and recurses past its stack says so, and the next run works', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // A short silence limit: a deep traceback must not take long to show.
    await page.addInitScript(() =>
      localStorage.setItem('run.limits', JSON.stringify({ silenceMs: 3000, totalMs: 60000 })),
    );
    await openProject(page, [{ path: '/main.py', content: 'print("main")\n' }]);
    await runCode(
      page,
      `import os
import js
from pyodide.ffi import create_proxy, to_js

seen = []
real = js.postMessage
def spy(message, *rest):
    run_id = getattr(message, "runId", None)
    if run_id and not seen:
        seen.append(run_id)
    real(message)
proxy = create_proxy(spy)
js.postMessage = proxy
import colorsys  # the runtime says it imports a module: a message with the run's id
js.postMessage = real
proxy.destroy()

def forge(event):
    message = {"type": "event", "runId": seen[0], "event": event}
    real(to_js(message, dict_converter=js.Object.fromEntries))

forge({"type": "file-written", "path": "forged.txt", "content": [1, 2, 3]})
forge({"type": "table", "table": {"columns": "name", "rows": 7}})
with open("out.txt", "w") as f:
    f.write("python wrote this")
os.makedirs("data", exist_ok=True)
with open("data/out.txt", "w") as f:
    f.write("and this")
print("python goes on")
`,
      /python goes on[\s\S]*Exited in/,
      PYTHON_LOAD,
    );
    expect((await runText(page)).split(IGNORED)).toHaveLength(2);
    await expect(treeItem(page, 'forged.txt')).toHaveCount(0);
    await treeItem(page, 'data').click();
    await expect(treeItem(page, 'out.txt')).toHaveCount(2);

    // Recursion to a raised limit: Python's own RecursionError, its traceback cut short, well
    // within the silence limit.
    const recursion =
      'import sys\nsys.setrecursionlimit(100000)\n\ndef down(n):\n    return down(n + 1)\n\n';
    await runCode(
      page,
      `${recursion}down(0)\n`,
      /RecursionError: maximum recursion depth exceeded[\s\S]*Exited with code 1/,
      20_000,
    );
    // Caught, it leaves Python's stack spent: Python stops for good, says why, and starts anew.
    await runCode(
      page,
      `${recursion}try:\n    down(0)\nexcept RecursionError:\n    print("caught")\n`,
      /RecursionError: the program recursed deeper than Python in the browser can go[\s\S]*Exited with code 1/,
      20_000,
    );
    expect(await runText(page)).not.toContain('no output for');
    await runCode(page, 'print("python again")\n', /python again\s+Exited in/, PYTHON_LOAD);
    await page.getByRole('tree', { name: 'Files' }).getByTitle('/out.txt', { exact: true }).click();
    await expectEditorToContain(page, 'python wrote this');
  });

  test('a preview whose script never ends shows the fixed page without Reload, and its images stay in', async ({
    page,
  }) => {
    await openProject(page, [
      {
        path: '/index.html',
        content: '<!doctype html>\n<h1>Looping</h1>\n<script>\nwhile (true) {}\n</script>\n',
      },
    ]);
    const origin = new URL(page.url()).origin.replace('localhost', '127.0.0.1');
    const reached: string[] = [];
    await page.context().route(/from=preview/, (route) => {
      reached.push(route.request().url());
      return route.fulfill({ status: 200, body: '', headers: { 'content-type': 'image/png' } });
    });
    await page.getByRole('button', { name: 'Run File' }).click();
    const preview = page.getByRole('complementary', { name: 'Preview of index.html' });
    await expect(preview).toBeVisible();
    const shown = () => page.frameLocator('iframe.preview-frame').frameLocator('iframe >> nth=-1');

    // The editor takes typing while the page loops; then the fix goes in.
    await typeInEditor(page, 'typed while it loops');
    await expectEditorToContain(page, 'typed while it loops');
    await setEditorText(
      page,
      `<!doctype html>\n<h1>Fixed</h1>\n<img alt="remote" src="${origin}/picture.png?from=preview">\n<script>fetch("${origin}/api/health?from=preview").then(() => console.log("preview fetch reached it"), (e) => console.log("preview fetch refused:", e.name));</script>\n`,
    );
    await expect(shown().getByRole('heading', { name: 'Fixed' })).toBeVisible({ timeout: 15_000 });
    await expectRunOutput(page, /preview fetch refused: TypeError/);
    await expect(shown().getByRole('img', { name: 'remote' })).toHaveJSProperty('naturalWidth', 0);
    expect(reached).toEqual([]);
  });
});

/** Base64 as the program's btoa makes it. */
function btoaNode(text: string): string {
  return Buffer.from(text, 'latin1').toString('base64');
}

/** The text of the Run tab's row that `marker` sits on. */
async function rowUnder(page: Page, marker: ReturnType<Page['locator']>): Promise<string> {
  const box = await marker.boundingBox();
  if (!box) throw new Error('the mark is not shown');
  const middle = box.y + box.height / 2;
  const rows = runScreen(page).locator(':scope > div');
  for (let i = 0; i < (await rows.count()); i++) {
    const row = await rows.nth(i).boundingBox();
    if (row && middle >= row.y && middle < row.y + row.height) {
      return (await rows.nth(i).innerText()).replace(/\u00a0/g, ' ').trim();
    }
  }
  throw new Error('no row under the mark');
}
