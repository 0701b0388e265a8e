type Listener<P> = (payload: P) => void;

interface Events {
  login: { user: string };
  logout: undefined;
  message: { from: string; text: string };
}

class EventBus<E extends Record<string, unknown>> {
  private listeners = new Map<keyof E, Set<Listener<never>>>();

  on<K extends keyof E>(event: K, listener: Listener<E[K]>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener<never>);
  }

  emit<K extends keyof E>(event: K, payload: E[K]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      (listener as Listener<E[K]>)(payload);
    }
  }
}

const bus = new EventBus<Events>();
const off = bus.on('message', ({ from, text }) => console.log(`${from}: ${text}`));
bus.emit('message', { from: 'Ana', text: 'hi!' });
off();
