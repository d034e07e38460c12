import { runScenarioFiles } from '../server/src/games/tm/conformance/scenarios';
process.exitCode = runScenarioFiles(process.argv.slice(2), (l) => console.log(l));
