/**
 * The Variables view: the names of the frame shown (the one chosen in the Call stack, else the
 * innermost), then the module's globals, with values drawn for a beginner: lists as numbered
 * boxes, dicts and objects as tables, one list with two names drawn once with both, and what
 * changed since the step before marked. The rows come from core (debug-view-model).
 */
import { Fragment, useId, useMemo } from 'react';
import { useStore } from 'zustand';
import {
  languageOf,
  variablesAt,
  type ItemsNode,
  type TableNode,
  type ValueNode,
  type VarRow,
} from '../../core/run/debug-view-model';
import { debugStore } from '../../state/debug-store';
import './debug.css';

export function VariablesView() {
  const recording = useStore(debugStore, (s) => s.recording);
  const version = useStore(debugStore, (s) => s.version);
  const current = useStore(debugStore, (s) => s.current);
  const selected = useStore(debugStore, (s) => s.selectedFrame);
  const runtime = useStore(debugStore, (s) => s.session?.runtime);
  const id = useId();
  const model = useMemo(
    () => (recording ? variablesAt(recording, current, selected, languageOf(runtime)) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the recording changes in place: version says when
    [recording, version, current, selected, runtime],
  );

  if (!model) return <p className="dbg-empty">No variables yet.</p>;
  return (
    <div className="dbg-vars">
      {model.sections.map((section, i) => (
        <div className="dbg-vars-section" key={section.kind}>
          {section.title && (
            <h3 className="dbg-subheading" id={`${id}-${i}`}>
              {section.title}
            </h3>
          )}
          {section.rows.length === 0 ? (
            <p className="dbg-empty">
              {section.kind === 'frame' || model.isModule ? 'No variables yet.' : 'No globals yet.'}
            </p>
          ) : (
            <dl
              className="dbg-var-list"
              {...(section.title ? { 'aria-labelledby': `${id}-${i}` } : {})}
            >
              {section.rows.map((row) => (
                <Row key={row.key} row={row} />
              ))}
            </dl>
          )}
        </div>
      ))}
    </div>
  );
}

function Row({ row }: { row: VarRow }) {
  const block = row.value.kind === 'items' || row.value.kind === 'table';
  return (
    <div className={`dbg-var${block ? ' is-block' : ''}${row.changed ? ' is-changed' : ''}`}>
      <dt className="dbg-names">
        {row.names.map((name, i) => (
          <Fragment key={`${name.global}:${name.name}`}>
            {i > 0 && ', '}
            <span className={`dbg-name${name.changed ? ' is-changed' : ''}`}>
              {name.global && <span className="dbg-global">global </span>}
              {name.name}
            </span>
          </Fragment>
        ))}
        {row.changed && <span className="visually-hidden"> (changed)</span>}
      </dt>
      <dd className="dbg-value">
        <Value node={row.value} />
        {row.aliasNote && <p className="dbg-alias">{row.aliasNote}</p>}
      </dd>
    </div>
  );
}

/** One value, drawn inside its box or cell; containers draw their values inside them. */
function Value({ node }: { node: ValueNode }) {
  switch (node.kind) {
    case 'plain':
      return (
        <>
          <span className={`dbg-plain tone-${node.tone}`}>{node.text}</span>
          {node.note && <span className="dbg-note"> {node.note}</span>}
        </>
      );
    case 'link':
      return <span className="dbg-link">{node.text}</span>;
    case 'items':
      return <Items node={node} />;
    case 'table':
      return <Table node={node} />;
  }
}

function Summary({ node }: { node: ItemsNode | TableNode }) {
  return (
    <>
      {node.summary}
      {node.capped && (
        <>
          {' · '}
          <span className="dbg-capped">{node.capped}</span>
        </>
      )}
    </>
  );
}

/** A list, tuple or array as numbered boxes, a set as boxes without numbers. */
function Items({ node }: { node: ItemsNode }) {
  const List = node.numbered ? 'ol' : 'ul';
  return (
    <div className={`dbg-object${node.changed ? ' is-changed' : ''}`}>
      <div className="dbg-summary">
        <Summary node={node} />
      </div>
      {node.items.length > 0 && (
        <List className={`dbg-boxes${node.numbered ? '' : ' is-set'}`} aria-label={node.summary}>
          {node.items.map((item) => (
            <li key={item.index} className={`dbg-box${item.changed ? ' is-changed' : ''}`}>
              <div className="dbg-box-value">
                <Value node={item.value} />
              </div>
              {node.numbered && (
                <span className="dbg-index">
                  <span className="visually-hidden">index </span>
                  {item.index}
                </span>
              )}
              {item.changed && <span className="visually-hidden"> (changed)</span>}
            </li>
          ))}
        </List>
      )}
    </div>
  );
}

/** A dict, map or object as a table of keys (or attribute names) and values. */
function Table({ node }: { node: TableNode }) {
  if (node.rows.length === 0)
    return (
      <div className={`dbg-object${node.changed ? ' is-changed' : ''}`}>
        <div className="dbg-summary">
          <Summary node={node} />
        </div>
      </div>
    );
  return (
    <div className={`dbg-object${node.changed ? ' is-changed' : ''}`}>
      <table className="dbg-table">
        <caption className="dbg-summary">
          <Summary node={node} />
        </caption>
        <thead>
          <tr>
            <th scope="col">{node.keyHeading}</th>
            <th scope="col">value</th>
          </tr>
        </thead>
        <tbody>
          {node.rows.map((row, i) => (
            <tr key={i} className={row.changed ? 'is-changed' : undefined}>
              <th scope="row">
                <Value node={row.key} />
              </th>
              <td>
                <Value node={row.value} />
                {row.changed && <span className="visually-hidden"> (changed)</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
