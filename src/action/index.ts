// The action's bundle entry (dist/index.js): runs main.ts's run().
import { run } from './main.js';

await run();
