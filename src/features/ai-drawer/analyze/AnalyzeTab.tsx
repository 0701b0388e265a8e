/**
 * The Analyze tab: the open file's quality metrics (complexity and maintainability, and the
 * measured signals behind them), the patterns found and what the code may need next, the
 * optimisation suggestions with jump-to-line and confidence, and the auto-fix statistics and report
 * of this session. Runs when the tab is loaded and on 'Analyze again'; like the editor's quality
 * bar it runs only with the AI Assistant on and a non-empty file. Failures are logged and show
 * nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { RefreshCw } from 'lucide-react';
import { aiSettingsStore } from '../../../state/ai-settings-store';
import type {
  Answer,
  CodeQualityResult,
  FixReport,
  FixStatistics,
  Suggestion,
} from '../../../core/ai/types';
import { SafeMarkdown } from '../../../ui/sanitize';
import { drawerAi, lineAt, LineLink, pct, readFile, ResultMeta, useOpenFile } from '../shared';
import '../tabs.css';

interface Analysis {
  fileId: string;
  fileName: string;
  at: number;
  source: string;
  quality: Answer<CodeQualityResult>;
  optimizations: Answer<{ suggestions: Suggestion[] }>;
}

interface FixInfo {
  statistics: Answer<FixStatistics>;
  report: Answer<FixReport>;
}

const METRIC_LABELS: [keyof NonNullable<CodeQualityResult['metrics']>, string][] = [
  ['nonBlankLines', 'Lines of code'],
  ['commentLines', 'Comment lines'],
  ['functions', 'Functions'],
  ['longestFunctionLines', 'Longest function (lines)'],
  ['maxNestingDepth', 'Deepest nesting'],
  ['duplicatedLines', 'Duplicated lines'],
];

export default function AnalyzeTab() {
  const file = useOpenFile();
  const aiEnabled = useStore(aiSettingsStore, (s) => s.aiEnabled);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [fixes, setFixes] = useState<FixInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const analyze = useCallback(async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const signal = controller.signal;
    setBusy(true);
    setNote('');
    try {
      const [statistics, report] = await Promise.all([
        drawerAi().fixStatistics({ signal }),
        drawerAi().fixReport({ signal }),
      ]);
      setFixes({ statistics, report });
      if (!file) return;
      const source = readFile(file.id) ?? '';
      if (!aiEnabled) {
        setNote('The AI Assistant is off in the editor: turn it on to analyse the code.');
        return;
      }
      if (source.trim() === '') {
        setNote(`${file.name} is empty: write some code to analyse first.`);
        setAnalysis(null);
        return;
      }
      const [quality, optimizations] = await Promise.all([
        drawerAi().analyzeQuality(source, file.language, { signal }),
        drawerAi().optimize(source, file.language, { signal }),
      ]);
      setAnalysis({
        fileId: file.id,
        fileName: file.name,
        at: Date.now(),
        source,
        quality,
        optimizations,
      });
    } catch (error) {
      if (!signal.aborted) console.error('AI analysis failed', error);
    } finally {
      if (abort.current === controller) setBusy(false);
    }
  }, [file, aiEnabled]);

  // Analyse once when the tab is loaded (the user asked for it with 'Load Analyze').
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    void analyze();
  }, [analyze]);

  return (
    <div className="ai-tab analyze-tab">
      <div className="ai-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void analyze()}>
          <RefreshCw size={14} aria-hidden="true" />
          {file ? `Analyze ${file.name}` : 'Refresh'}
        </button>
      </div>
      <p className="ai-status" role="status">
        {busy
          ? 'Analysing…'
          : note ||
            (analysis
              ? `${analysis.fileName}, analysed at ${new Date(analysis.at).toLocaleTimeString()}.`
              : file
                ? ''
                : 'Open a file to analyse it.')}
      </p>
      {analysis && <QualitySection analysis={analysis} />}
      {analysis && <OptimizationSection analysis={analysis} />}
      {fixes && <FixSection fixes={fixes} />}
    </div>
  );
}

function QualitySection({ analysis }: { analysis: Analysis }) {
  const q = analysis.quality;
  return (
    <>
      <section className="ai-result" aria-labelledby="analyze-quality-title">
        <h3 id="analyze-quality-title">Quality</h3>
        <div className="drw-meters">
          <Meter label="Complexity" value={q.complexity} />
          <Meter label="Maintainability" value={q.maintainability} />
        </div>
        {q.metrics && (
          <dl className="ai-metrics">
            {METRIC_LABELS.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{q.metrics?.[key]}</dd>
              </div>
            ))}
          </dl>
        )}
        {q.suggestions.length > 0 && (
          <>
            <h4>Suggestions</h4>
            <ul>
              {q.suggestions.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ul>
          </>
        )}
        <ResultMeta provider={q.provider} />
      </section>
      <section className="ai-result" aria-labelledby="analyze-patterns-title">
        <h3 id="analyze-patterns-title">Patterns</h3>
        {q.patterns.length === 0 ? (
          <p>No recognisable patterns.</p>
        ) : (
          <ul>
            {q.patterns.map((p, i) => (
              <li key={i}>
                <LineLink fileId={analysis.fileId} line={p.line} /> <strong>{p.name}</strong>:{' '}
                {p.detail}
              </li>
            ))}
          </ul>
        )}
        <h3>Anticipated needs</h3>
        {q.anticipatedNeeds.length === 0 ? (
          <p>Nothing anticipated.</p>
        ) : (
          <ul>
            {q.anticipatedNeeds.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function OptimizationSection({ analysis }: { analysis: Analysis }) {
  const { suggestions, provider } = analysis.optimizations;
  return (
    <section className="ai-result" aria-labelledby="analyze-opt-title">
      <h3 id="analyze-opt-title">Optimisation suggestions</h3>
      {suggestions.length === 0 ? (
        <>
          <p>No optimisations found.</p>
          <ResultMeta provider={provider} />
        </>
      ) : (
        <ul className="ai-suggestions">
          {suggestions.map((s, i) => {
            const line = lineAt(analysis.source, s.startPos);
            return (
              <li key={i}>
                <LineLink fileId={analysis.fileId} line={line} /> {s.description ?? s.text}
                {s.kind === 'advice' && s.description && <p className="ai-hint">{s.text}</p>}
                <ResultMeta provider={provider} confidence={s.confidence} />
              </li>
            );
          })}
        </ul>
      )}
      <p className="ai-hint">
        Apply an optimisation from the Assist tab or the editor's Optimize Code.
      </p>
    </section>
  );
}

function FixSection({ fixes }: { fixes: FixInfo }) {
  const s = fixes.statistics;
  return (
    <section className="ai-result" aria-labelledby="analyze-fix-title">
      <h3 id="analyze-fix-title">Auto-fix statistics</h3>
      <dl className="ai-metrics">
        <div>
          <dt>Fixes run</dt>
          <dd>{s.total_fixes}</dd>
        </div>
        <div>
          <dt>Success rate</dt>
          <dd>{pct(s.success_rate)}</dd>
        </div>
        <div>
          <dt>Average confidence</dt>
          <dd>{pct(s.avg_confidence)}</dd>
        </div>
        <div>
          <dt>Most common fix</dt>
          <dd>{s.most_common_fix ?? 'none yet'}</dd>
        </div>
      </dl>
      <ResultMeta provider={s.provider} />
      <details>
        <summary>Fix report</summary>
        <SafeMarkdown markdown={fixes.report.summary} className="ai-markdown" />
      </details>
    </section>
  );
}

function Meter({ label, value }: { label: string; value: number }) {
  return (
    <div className="drw-meter">
      <span>
        {label} <strong>{pct(value)}</strong>
      </span>
      <meter min={0} max={1} value={value} aria-label={`${label} ${pct(value)}`} />
    </div>
  );
}
