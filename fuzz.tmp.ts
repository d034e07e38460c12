import { fuzzGameLeaks, summarizeFindings } from './server/src/tools/leak-fuzz';
import { optionSets } from './server/src/tools/leak-fuzz/suites';
import { tm } from './server/src/games/tm';
(async () => {
  const games = Number(process.argv[2] ?? 1);
  const sets = optionSets(tm, ['corporateEra', 'draft', 'opponent', 'difficulty']).filter((x) => x.options.opponent === 'marsbot');
  for (const { options, seats } of sets) {
    const t = Date.now();
    const r = await fuzzGameLeaks(tm, { options, seats, games, seed: 'mbfuzz', replayEvery: 0, maxFindings: 3 });
    console.log(JSON.stringify(options), `${Date.now() - t}ms`, JSON.stringify(r.counters), summarizeFindings(r.findings).slice(0, 3).join('\n'), JSON.stringify(r.errors).slice(0, 2000));
  }
})();
