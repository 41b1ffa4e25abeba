// A worker thread of bench:api's direct side starts here: Node 20 does not hand this process's TypeScript
// loader to a thread, so it registers tsx before loading the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./direct-thread.ts');
