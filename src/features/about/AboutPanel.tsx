/**
 * About: what the product is, its version, the libraries it ships with and their licences
 * (generated at build time from package.json and each dependency's own package.json), and the
 * ethical-AI statement.
 */
import info from 'virtual:licenses';
import type { PanelProps } from '../../ui/panel-types';

export default function AboutPanel(_props: PanelProps) {
  return (
    <div className="about-panel">
      <section className="panel-section">
        <h3>A code editor for people learning to program</h3>
        <p>
          A browser-based code editor built around Monaco, the editor of VS Code, with a file
          explorer, language detection, a Run button and terminals that run JavaScript, TypeScript,
          Python, SQL and Lua in the browser, and AI help for completion, correction, optimisation
          and auto-fix. There are no accounts: your files stay in this browser. The product is in
          development, and some features are proof-of-concept.
        </p>
        <p className="panel-muted">
          Version <strong>{info.version}</strong>
        </p>
      </section>
      <section className="panel-section" aria-labelledby="about-ethics">
        <h3 id="about-ethics">Ethical AI</h3>
        <ul>
          <li>
            AI suggestions are offers, never silent changes: you see what would change and why, and
            one undo takes any change back.
          </li>
          <li>
            By default the AI help runs in this browser, on rules and real linters; no code leaves
            your machine. A remote model is only used when you configure one, and you can see which
            provider answered.
          </li>
          <li>
            Suggestions carry a confidence, and low-confidence or risky fixes are marked for your
            review. The AI can be wrong: read what it proposes before you keep it.
          </li>
          <li>
            No tracking: nothing about you or your code is collected. Error reports go somewhere
            only if an error-reporting address is configured.
          </li>
        </ul>
      </section>
      <section className="panel-section" aria-labelledby="about-libraries">
        <h3 id="about-libraries">Libraries it ships with ({info.dependencies.length})</h3>
        <p className="panel-muted">
          Read from the project&apos;s dependencies when it was built: the app and its optional
          server.
        </p>
        <table className="panel-table">
          <thead>
            <tr>
              <th scope="col">Library</th>
              <th scope="col">Version</th>
              <th scope="col">Licence</th>
            </tr>
          </thead>
          <tbody>
            {info.dependencies.map((dep) => (
              <tr key={dep.name}>
                <td>
                  <strong>{dep.name}</strong>
                  {dep.description && <div className="panel-muted">{dep.description}</div>}
                </td>
                <td>{dep.version}</td>
                <td>{dep.license}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
