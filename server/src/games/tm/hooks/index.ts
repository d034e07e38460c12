/**
 * Hooks: the few behaviours the language cannot say, as named functions the
 * card data refers to ({ hook: 'flooding' }). Each says whether it can run
 * now (for the card's playability) and runs; later stages come back through
 * a `hook` task.
 */
import type { HookName } from '../dsl/language';
import type { Ctx, Task, TmState } from '../state';
import { flooding, floodingAfter } from './flooding';
import { claimSpace, landClaim, landClaimPossible } from './land-claim';
import { roboticWorkforce, roboticWorkforcePossible } from './robotic-workforce';
import { searchForLife } from './search-for-life';

interface Hook {
  possible?: (s: TmState, seat: number, card: string | null) => boolean;
  run: (ctx: Ctx, seat: number, card: string | null) => void;
  stage?: (ctx: Ctx, task: Extract<Task, { t: 'hook' }>) => void;
}

const HOOKS: Record<HookName, Hook> = {
  'robotic-workforce': { possible: roboticWorkforcePossible, run: roboticWorkforce },
  'search-for-life': { run: searchForLife },
  'land-claim': { possible: landClaimPossible, run: landClaim },
  flooding: { run: flooding, stage: floodingAfter },
};

export const HOOK_NAMES = Object.keys(HOOKS) as HookName[];

export function hookPossible(name: HookName, s: TmState, seat: number, card: string | null): boolean {
  return HOOKS[name].possible?.(s, seat, card) ?? true;
}

export function runHook(ctx: Ctx, seat: number, card: string | null, name: HookName): void {
  HOOKS[name].run(ctx, seat, card);
}

export function hookStage(ctx: Ctx, task: Extract<Task, { t: 'hook' }>): void {
  HOOKS[task.name].stage?.(ctx, task);
}

export { claimSpace };
