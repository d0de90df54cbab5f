// Preloaded with `node --import`: when the process exits, writes its wall time, CPU time and peak RSS to the file
// named by BENCH_REPORT, so that a benchmark measures a whole real process the same way whatever it runs.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_REPORT;
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    const report = {
      wallMs: performance.now(),
      cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
      maxRssMb: usage.maxRSS / 1024,
    };
    writeFileSync(file, JSON.stringify(report));
  });
}
