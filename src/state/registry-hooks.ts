/**
 * React hooks over the command registry, so a button or menu entry appears only once its
 * command is registered (no button that does nothing) and follows later registrations.
 */
import { useSyncExternalStore } from 'react';
import type { Command } from '../core/commands/command';
import { commandRegistry } from './commands';

let version = 0;
commandRegistry.subscribe(() => {
  version++;
});
const subscribe = (listener: () => void) => commandRegistry.subscribe(listener);

/** The command with this id, or undefined while none is registered. */
export function useCommand(id: string): Command | undefined {
  return useSyncExternalStore(subscribe, () => commandRegistry.get(id));
}

/** A number that changes whenever a command is registered or removed. */
export function useRegistryVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}
