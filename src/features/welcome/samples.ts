/**
 * Real starter content for the files the welcome screen creates: 'Create First File' and the nine
 * sample files of the Quick Actions. Each one runs as it is (Python 3.9+, Node 18+, `npx tsx` for
 * TypeScript) and its comments say how and what to try next.
 */
export const HELLO_WORLD_JS = `// hello-world.js: your first program.
// Change the name below, then save with Ctrl+S (⌘S on a Mac).

const person = 'World';

function greet(who) {
  return \`Hello, \${who}!\`;
}

console.log(greet(person));

// Try next: make greet() take a second argument, such as a time of day,
// and print "Good morning, World!" instead.
`;

export const HELLO_WORLD_PY = `# hello_world.py: your first program.
# Change the name below, then run it with F5 or the Run button.

person = "World"


def greet(who):
    return f"Hello, {who}!"


print(greet(person))

# Try next: make greet() take a second argument, such as a time of day,
# and print "Good morning, World!" instead.
`;

const ANALYZE_CODE_PY = `"""analyze-code.py: a small code-quality report for one source file.

Run it:   python3 analyze-code.py path/to/file.js
Without a path it analyses itself.

It applies the same simple rules as the editor's quality bar:
- complexity = non-blank lines / 100, capped at 1
- advice when 'var' is used, when there are more than 5 functions, or no comments at all
"""
import re
import sys
from pathlib import Path

# A line starting with one of these is a comment in most languages.
COMMENT_PREFIXES = ("#", "//", "/*", "*", "--", ";")


def analyse(source: str) -> dict:
    lines = source.splitlines()
    code_lines = [line for line in lines if line.strip()]
    comments = [line for line in code_lines if line.strip().startswith(COMMENT_PREFIXES)]
    # Python's def and JavaScript's function keyword both start a function.
    functions = len(re.findall(r"\\b(?:def|function)\\s+\\w+\\s*\\(", source))
    advice = []
    if re.search(r"\\bvar\\s", source):
        advice.append("Use let or const instead of var: their scope is the block.")
    if functions > 5:
        advice.append("More than 5 functions: consider splitting the file into modules.")
    if not comments:
        advice.append("No comments: say why the code does what it does.")
    return {
        "lines": len(lines),
        "non_blank": len(code_lines),
        "comments": len(comments),
        "functions": functions,
        "complexity": min(len(code_lines) / 100, 1.0),
        "advice": advice,
    }


def main() -> None:
    # With no argument, the script reads its own source.
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__)
    report = analyse(path.read_text(encoding="utf-8"))
    print(f"Report for {path.name}")
    for key in ("lines", "non_blank", "comments", "functions"):
        print(f"  {key:<10} {report[key]}")
    print(f"  complexity {report['complexity']:.0%}")
    for tip in report["advice"] or ["Nothing to improve by these rules."]:
        print(f"  - {tip}")


if __name__ == "__main__":
    main()
`;

const SECURITY_CONFIG_JSON = `{
  "$comment": "security-config.json: response headers a small web app can start from. JSON has no comments, so each block explains itself in a $comment field. Validate it with: node -e \\"JSON.parse(require('fs').readFileSync('security-config.json','utf8'))\\"",
  "headers": {
    "$comment": "Sent with every page. The CSP allows scripts, styles and workers from this origin only.",
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()"
  },
  "cookies": {
    "$comment": "Session cookies: not readable by scripts, only sent over HTTPS and to this site.",
    "httpOnly": true,
    "secure": true,
    "sameSite": "Strict",
    "maxAgeSeconds": 3600
  },
  "rateLimit": {
    "$comment": "Per client: at most 100 requests a minute; past it the server answers 429 with Retry-After.",
    "windowSeconds": 60,
    "maxRequests": 100
  },
  "uploads": {
    "$comment": "Bodies larger than this are refused with 413.",
    "maxBodyBytes": 2097152
  }
}
`;

const EXAMPLE_PY = `"""example.py: functions, a class and a loop in Python.

Run it: python3 example.py
"""
from dataclasses import dataclass


def fizzbuzz(n: int) -> str:
    """'Fizz' for multiples of 3, 'Buzz' for 5, 'FizzBuzz' for both, else the number."""
    if n % 15 == 0:
        return "FizzBuzz"
    if n % 3 == 0:
        return "Fizz"
    if n % 5 == 0:
        return "Buzz"
    return str(n)


@dataclass
class Account:
    """A bank account that refuses to go below zero."""

    owner: str
    balance: float = 0.0

    def deposit(self, amount: float) -> None:
        if amount <= 0:
            raise ValueError("A deposit must be positive")
        self.balance += amount

    def withdraw(self, amount: float) -> None:
        if amount > self.balance:
            raise ValueError(f"{self.owner} has only {self.balance:.2f}")
        self.balance -= amount


if __name__ == "__main__":
    print(", ".join(fizzbuzz(i) for i in range(1, 16)))

    account = Account("Ada")
    account.deposit(50)
    account.withdraw(20)
    print(f"{account.owner} has {account.balance:.2f}")
    try:
        account.withdraw(100)
    except ValueError as error:
        print("Refused:", error)

# Try next: add a transfer(to, amount) method that withdraws here and deposits there.
`;

const EXAMPLE_JS = `// example.js: arrays, objects and async code in JavaScript.
// Run it: node example.js

const scores = [
  { name: 'Ada', points: 92 },
  { name: 'Alan', points: 78 },
  { name: 'Grace', points: 88 },
];

// map, filter and reduce instead of loops with counters.
const names = scores.map((s) => s.name);
const passed = scores.filter((s) => s.points >= 80);
const average = scores.reduce((sum, s) => sum + s.points, 0) / scores.length;

console.log('Everyone:', names.join(', '));
console.log('Passed:', passed.map((s) => s.name).join(', '));
console.log('Average:', average.toFixed(1));

// An async function waits for a promise without blocking the program.
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function countdown(from) {
  for (let i = from; i > 0; i--) {
    console.log(i);
    await wait(200);
  }
  console.log('Lift-off!');
}

countdown(3);

// Try next: sort the scores from best to worst with scores.toSorted(...).
`;

const METRICS_PY = `"""metrics.py: line counts per language for a folder of code.

Run it:   python3 metrics.py [folder]
Without a folder it measures the current one. Hidden folders and node_modules are skipped.
"""
import os
import sys
from collections import Counter

LANGUAGES = {
    ".py": "Python", ".js": "JavaScript", ".ts": "TypeScript", ".tsx": "TSX",
    ".css": "CSS", ".html": "HTML", ".md": "Markdown", ".json": "JSON",
}
SKIP = {"node_modules", "dist", "__pycache__"}


def count_lines(folder: str) -> tuple[Counter, Counter]:
    lines, files = Counter(), Counter()
    for root, dirs, names in os.walk(folder):
        # Editing dirs in place tells os.walk not to descend into them.
        dirs[:] = [d for d in dirs if not d.startswith(".") and d not in SKIP]
        for name in names:
            language = LANGUAGES.get(os.path.splitext(name)[1])
            if not language:
                continue
            with open(os.path.join(root, name), encoding="utf-8", errors="replace") as f:
                lines[language] += sum(1 for line in f if line.strip())
            files[language] += 1
    return lines, files


if __name__ == "__main__":
    folder = sys.argv[1] if len(sys.argv) > 1 else "."
    lines, files = count_lines(folder)
    total = sum(lines.values()) or 1
    print(f"{'language':<12}{'files':>6}{'lines':>8}{'share':>8}")
    for language, count in lines.most_common():
        print(f"{language:<12}{files[language]:>6}{count:>8}{count / total:>8.0%}")
`;

const GETTING_STARTED_MD = `# Getting started

This editor runs entirely in your browser. Your files are kept in this browser's storage:
there is no account, and nothing is uploaded.

## Your first minutes

1. **Open the Files panel** with the sidebar button at the top left (Ctrl+B, ⌘B on a Mac).
2. **Create a file** with the **+** button in the Files panel, or Alt+N. The name's extension
   (\`.js\`, \`.py\`, \`.md\`, …) decides the language.
3. **Type some code.** An orange dot next to the name means there are unsaved changes.
4. **Save** with Ctrl+S (⌘S). Even unsaved changes are kept a second after you stop typing.

## Finding your way

- **Ctrl+K (⌘K)** opens the command palette: every action of the editor, searchable.
- **Ctrl+Shift+F (⌘⇧F)** switches Focus Mode on and off: only the code stays on screen.
- **Tips On / Tips Off** in the header shows a short explanation when you point at a part of the
  screen. The tour walks you through the main areas once.
- The moon or sun button switches between the dark and the light theme (Alt+T).

## Next

Open the welcome screen again by closing every file, and try the Quick Actions: each one creates
a sample file you can run and change.
`;

const SETUP_GUIDE_MD = `# Setup guide: running the editor on your machine

The editor works as plain static files, in 'Frontend Demo Mode': everything runs in the browser.
Running its own server adds the API (and the API docs at \`/docs\`).

## 1. Install Node.js

Node.js 20.19 or newer (\`node --version\` prints it).

## 2. Install and start

In the project folder:

\`\`\`sh
npm install && npm start
\`\`\`

\`npm start\` builds the app when its sources changed and serves it on
<http://localhost:8000>. \`PORT=9000 npm start\` picks another port.

## 3. Open it

Open <http://localhost:8000>. The status bar says **Connected** instead of
**Frontend Demo Mode** once the app reaches its server (it checks every 30 seconds).

## 4. Optional: an inference endpoint

Without one, the built-in offline AI answers. With one (Hugging Face Inference, TGI, vLLM or
Ollama), the server forwards AI requests to it; its address and token stay on the server.

## 5. Check it works

\`npm test\` runs the typecheck, lint, unit tests and the end-to-end tests in Chromium.
`;

const COLLABORATION_DEMO_TS = `// collaboration-demo.ts: how two people's edits to one file can be merged.
// Run it: npx tsx collaboration-demo.ts
//
// A three-way merge compares both versions with the common base they started from: a line that
// only one side changed takes that change; a line both sides changed differently is a conflict.

type Merge = { text: string; conflicts: number };

function mergeLines(base: string, mine: string, theirs: string): Merge {
  const b = base.split('\\n');
  const m = mine.split('\\n');
  const t = theirs.split('\\n');
  const out: string[] = [];
  let conflicts = 0;
  // This simple version assumes no lines were added or removed, only changed.
  for (let i = 0; i < Math.max(b.length, m.length, t.length); i++) {
    const [lb, lm, lt] = [b[i] ?? '', m[i] ?? '', t[i] ?? ''];
    if (lm === lt || lt === lb) out.push(lm);
    else if (lm === lb) out.push(lt);
    else {
      conflicts++;
      out.push(\`<<<<<<< mine\\n\${lm}\\n=======\\n\${lt}\\n>>>>>>> theirs\`);
    }
  }
  return { text: out.join('\\n'), conflicts };
}

const base = ['const title = "Notes";', 'const limit = 10;', 'const theme = "light";'].join('\\n');
const mine = ['const title = "My notes";', 'const limit = 10;', 'const theme = "dark";'].join('\\n');
const theirs = ['const title = "Notes";', 'const limit = 25;', 'const theme = "blue";'].join('\\n');

const result = mergeLines(base, mine, theirs);
console.log(result.text);
console.log(\`\\n\${result.conflicts} conflict(s)\`);

// Try next: change "theirs" so that it agrees with "mine" on the theme, and run it again.
`;

const PERFORMANCE_DEMO_TS = `// performance-demo.ts: measuring, then making slow code fast with memoisation.
// Run it: npx tsx performance-demo.ts

// Naive recursion recomputes the same values again and again: about 1.6^n calls.
function fibSlow(n: number): number {
  return n < 2 ? n : fibSlow(n - 1) + fibSlow(n - 2);
}

// Memoised: each value is computed once and then looked up.
function fibFast(n: number, memo = new Map<number, number>()): number {
  if (n < 2) return n;
  const known = memo.get(n);
  if (known !== undefined) return known;
  const value = fibFast(n - 1, memo) + fibFast(n - 2, memo);
  memo.set(n, value);
  return value;
}

function time<T>(label: string, run: () => T): T {
  const start = performance.now();
  const result = run();
  console.log(\`\${label}: \${(performance.now() - start).toFixed(2)} ms\`);
  return result;
}

const n = 32;
const slow = time(\`fibSlow(\${n})\`, () => fibSlow(n));
const fast = time(\`fibFast(\${n})\`, () => fibFast(n));
console.log(slow === fast ? \`Same answer: \${fast}\` : 'The answers differ!');

// Try next: raise n to 40. fibSlow takes seconds, fibFast stays under a millisecond.
`;

export interface SampleFile {
  name: string;
  /** What the Quick Actions menu says about it. */
  label: string;
  content: string;
}

/** The nine sample files, in the Quick Actions menu's order. */
export const SAMPLE_FILES: readonly SampleFile[] = [
  { name: 'analyze-code.py', label: 'Code analysis script', content: ANALYZE_CODE_PY },
  { name: 'security-config.json', label: 'Security configuration', content: SECURITY_CONFIG_JSON },
  { name: 'example.py', label: 'Python example', content: EXAMPLE_PY },
  { name: 'example.js', label: 'JavaScript example', content: EXAMPLE_JS },
  { name: 'metrics.py', label: 'Code metrics script', content: METRICS_PY },
  { name: 'getting-started.md', label: 'Getting started guide', content: GETTING_STARTED_MD },
  { name: 'setup-guide.md', label: 'Setup guide', content: SETUP_GUIDE_MD },
  { name: 'collaboration-demo.ts', label: 'Collaboration demo', content: COLLABORATION_DEMO_TS },
  { name: 'performance-demo.ts', label: 'Performance demo', content: PERFORMANCE_DEMO_TS },
];
