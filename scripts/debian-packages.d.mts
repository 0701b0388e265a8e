// Types of debian-packages.mjs, which scripts run with plain Node.
export function isRoot(): boolean;
export function aptInstall(packages: string[]): void;
