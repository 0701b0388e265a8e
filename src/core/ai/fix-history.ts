/**
 * Fix history, statistics and report (the last 10 entries are kept).
 * Statistics are computed over the entries kept: total_fixes is the number of individual fixes
 * applied, success_rate the share of runs that fixed something, avg_confidence the mean
 * confidence of those runs, most_common_fix the fix sentence applied most often.
 */
import { FIX_HISTORY_LIMIT } from './constants';
import type { AutoFixResult, FixHistoryEntry, FixReport, FixStatistics } from './types';

const round2 = (n: number) => Math.round(n * 100) / 100;

export class FixHistory {
  private entries: FixHistoryEntry[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  record(result: AutoFixResult, language: string): void {
    this.entries.push({
      at: this.now().toISOString(),
      language,
      fixed: result.fixed,
      confidence: result.confidence,
      fixes_applied: [...result.fixes_applied],
      rules: (result.details ?? []).map((d) => d.message),
    });
    if (this.entries.length > FIX_HISTORY_LIMIT)
      this.entries.splice(0, this.entries.length - FIX_HISTORY_LIMIT);
  }

  list(): FixHistoryEntry[] {
    return this.entries.map((e) => ({
      ...e,
      fixes_applied: [...e.fixes_applied],
      rules: [...e.rules],
    }));
  }

  clear(): void {
    this.entries = [];
  }

  statistics(): FixStatistics {
    const runs = this.entries;
    const successful = runs.filter((e) => e.fixed);
    const counts = new Map<string, number>();
    for (const entry of successful) {
      for (const rule of entry.rules.length ? entry.rules : entry.fixes_applied) {
        counts.set(rule, (counts.get(rule) ?? 0) + 1);
      }
    }
    let most: string | null = null;
    let mostCount = 0;
    for (const [rule, n] of counts) {
      if (n > mostCount) {
        most = rule;
        mostCount = n;
      }
    }
    return {
      total_fixes: successful.reduce((n, e) => n + e.fixes_applied.length, 0),
      success_rate: runs.length ? round2(successful.length / runs.length) : 0,
      avg_confidence: successful.length
        ? round2(successful.reduce((n, e) => n + e.confidence, 0) / successful.length)
        : 0,
      most_common_fix: most,
    };
  }

  report(): FixReport {
    const statistics = this.statistics();
    const history = this.list();
    const lines = ['# Auto-fix report', ''];
    if (history.length === 0) {
      lines.push('Auto-fix has not run yet.');
    } else {
      lines.push(
        `- Runs kept: ${history.length} (the last ${FIX_HISTORY_LIMIT} are kept)`,
        `- Fixes applied: ${statistics.total_fixes}`,
        `- Runs that fixed something: ${Math.round(statistics.success_rate * 100)}%`,
        `- Average confidence of those runs: ${Math.round(statistics.avg_confidence * 100)}%`,
        `- Most common fix: ${statistics.most_common_fix ?? 'none'}`,
        '',
        '## Runs, newest first',
        '',
      );
      for (const entry of [...history].reverse()) {
        const what = entry.fixed
          ? `${entry.fixes_applied.length} fix${entry.fixes_applied.length === 1 ? '' : 'es'}`
          : 'nothing to fix';
        lines.push(
          `- ${entry.at} · ${entry.language} · ${what} · confidence ${Math.round(entry.confidence * 100)}%`,
        );
        for (const fix of entry.fixes_applied.slice(0, 5)) lines.push(`  - ${fix}`);
        if (entry.fixes_applied.length > 5)
          lines.push(`  - and ${entry.fixes_applied.length - 5} more`);
      }
    }
    return { statistics, history, summary: `${lines.join('\n')}\n` };
  }
}
