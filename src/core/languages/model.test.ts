/**
 * The real guesslang model (the one the detection worker bundles), run here through the
 * package's Node loader on the same pure-JavaScript CPU backend, behind the content cascade.
 */
import { describe, expect, it } from 'vitest';
import languageDetection from '@vscode/vscode-languagedetection';
import { detectContentWithModel, type ModelGuess } from './detect';

const model = new languageDetection.ModelOperations();
const runModel = (text: string) => model.runModel(text) as Promise<ModelGuess[]>;

const SAMPLES: Record<string, string> = {
  python: `import json

def load_scores(path):
    """Read the scores file and return the best three."""
    with open(path) as handle:
        scores = json.load(handle)
    return sorted(scores, key=lambda s: s["points"], reverse=True)[:3]
`,
  go: `import (
\t"fmt"
\t"strings"
)

func shout(words []string) string {
\tvar b strings.Builder
\tfor _, w := range words {
\t\tb.WriteString(strings.ToUpper(w))
\t}
\treturn b.String()
}
`,
  rust: `use std::collections::HashMap;

fn count_words(text: &str) -> HashMap<&str, usize> {
    let mut counts = HashMap::new();
    for word in text.split_whitespace() {
        *counts.entry(word).or_insert(0) += 1;
    }
    counts
}
`,
  sql: `SELECT customers.name, COUNT(orders.id) AS order_count
FROM customers
LEFT JOIN orders ON orders.customer_id = customers.id
WHERE customers.created_at > '2024-01-01'
GROUP BY customers.name
ORDER BY order_count DESC;
`,
  css: `.card {
  display: flex;
  padding: 16px;
  border-radius: 8px;
  box-shadow: 0 2px 4px rgba(0, 0, 0, 0.2);
}

.card:hover {
  transform: translateY(-2px);
}
`,
  java: `public class Greeter {
    private final String name;

    public Greeter(String name) {
        this.name = name;
    }

    public void greet() {
        System.out.println("Hello, " + name + "!");
    }
}
`,
};

describe('the detection model', () => {
  it.each(Object.entries(SAMPLES))('recognises %s from its content alone', async (id, code) => {
    const { detection, guesses } = await detectContentWithModel(code, runModel);
    expect(guesses.length).toBeGreaterThan(0);
    expect(detection?.languageId).toBe(id);
  });

  it('is not asked about text too short to judge', async () => {
    let asked = false;
    const { detection } = await detectContentWithModel('x = 1', async (t) => {
      asked = true;
      return runModel(t);
    });
    expect(asked).toBe(false);
    expect(detection).toBeNull();
  });
});
