/**
 * The editor header's language badges: the language name, an LSP
 * badge and an AI badge, each with hover and focus help saying what the language really gets
 * here. The name badge opens the language picker.
 */
import { useStore } from 'zustand';
import { languageById, servicesSummary } from '../../core/languages/registry';
import { evidenceText } from '../../core/languages/detect';
import { languageStore } from '../../state/language-store';

export function LanguageBadges({ fileId }: { fileId: string }) {
  const active = useStore(languageStore, (s) => s.active);
  if (!active || active.fileId !== fileId) return null;
  const language = languageById(active.detection.languageId);
  if (!language) return null;
  const why = `${language.name}, from ${evidenceText(active.detection)}.`;
  const aiHelp = `AI help works for ${language.name}: completion, corrections, optimisation hints and auto-fix.`;
  return (
    <span className="language-badges" data-tip="language-badges">
      <button
        type="button"
        className="lang-badge lang-badge-name"
        title={`${why} Click to choose another language.`}
        aria-label={`Language: ${language.name}, from ${evidenceText(active.detection)}. Choose another language`}
        onClick={() => languageStore.getState().setPickerOpen(true)}
      >
        {language.name}
      </button>
      <span
        className={`lang-badge lang-badge-lsp${language.hasLSP ? '' : ' lang-badge-off'}`}
        title={servicesSummary(language)}
      >
        LSP<span className="visually-hidden">: {servicesSummary(language)}</span>
      </span>
      <span className="lang-badge lang-badge-ai" title={aiHelp}>
        AI<span className="visually-hidden">: {aiHelp}</span>
      </span>
    </span>
  );
}
