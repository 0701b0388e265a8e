/**
 * A React hook over the command registry, for views that list commands and follow later
 * registrations. Buttons and menu entries use ui/CommandButton.tsx.
 */
import { useSyncExternalStore } from 'react';
import { commandRegistry } from './commands';

let version = 0;
commandRegistry.subscribe(() => {
  version++;
});
const subscribe = (listener: () => void) => commandRegistry.subscribe(listener);

/** A number that changes whenever a command is registered or removed. */
export function useRegistryVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}
