/**
 * The leak fuzzer (test tooling, not part of the engine the server loads):
 * fuzzer.ts plays random games and checks every projection, compare.ts holds
 * its comparisons, replay-probe.ts wires it to the replay endpoint's code,
 * suites.ts decides which runs the jest test and the bench make from each
 * game's tooling.
 */
export { emptyCounters, fuzzLeaks, type LeakCounters, type LeakFinding, type LeakFuzzOptions, type LeakFuzzResult, type ReplayProbe } from './fuzzer';
export { fuzzGameLeaks, replayEndpointProbe } from './replay-probe';
export { isKnownLeak, KNOWN_LEAKS, leakFuzzSuites, optionSets, summarizeFindings, type LeakSuite, type SuiteSize } from './suites';
