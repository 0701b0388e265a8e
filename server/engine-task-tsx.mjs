// The engine pool's worker when the server runs from TypeScript (tsx, the tests): a worker
// thread starts without the parent's loader, so it registers tsx before loading the task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./engine-task.ts');

export default task.default;
