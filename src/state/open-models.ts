/**
 * What the editor holds in memory: one Monaco model per open file. The editor controller
 * registers a probe; the Performance Optimizer reads it. Null when the editor has not loaded.
 */
export interface OpenModelInfo {
  name: string;
  lines: number;
  characters: number;
  /** The model the editor shows. */
  shown: boolean;
}

type Probe = () => OpenModelInfo[];
let probe: Probe | null = null;

export function setOpenModelsProbe(next: Probe): () => void {
  probe = next;
  return () => {
    if (probe === next) probe = null;
  };
}

export function readOpenModels(): OpenModelInfo[] | null {
  return probe ? probe() : null;
}
