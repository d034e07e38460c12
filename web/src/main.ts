/** Boots the page: one route at a time (lobby, live match, replay), links handled without reloads. */
import './style.css';
import { lobbyPage } from './pages/lobby';
import { matchPage } from './pages/match';
import { replayPage } from './pages/replay';
import { rftgOptionRules } from './rftg/options';
import { rftgUi } from './rftg/table';
import { ti3Ui } from './ti3/table';
import { tmOptionRules } from './tm/options';
import { tmUi } from './tm/table';
import { registerOptionRules } from './pages/options-form';
import { parseRoute, type Handoff } from './routes';
import { registerGameUi } from './ui/table';

registerGameUi('rftg', rftgUi);
registerGameUi('tm', tmUi);
registerGameUi('ti3', ti3Ui);
registerOptionRules('rftg', rftgOptionRules);
registerOptionRules('tm', tmOptionRules);

const root = document.getElementById('app')!;
let dispose: () => void = () => undefined;

function render(handoff?: Handoff): void {
  dispose();
  const route = parseRoute(location);
  window.scrollTo(0, 0);
  if (route.page === 'match') dispose = matchPage(root, route.matchId, navigate, handoff);
  else if (route.page === 'replay') dispose = replayPage(root, route, navigate);
  else dispose = lobbyPage(root, navigate);
}

function navigate(path: string, handoff?: Handoff): void {
  history.pushState(null, '', path);
  render(handoff);
}

// Links marked data-nav change page in place, so a live connection handed over is not dropped.
document.addEventListener('click', (e) => {
  const a = (e.target as Element).closest?.<HTMLAnchorElement>('a[data-nav]');
  if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
  e.preventDefault();
  navigate(a.getAttribute('href') ?? '/');
});
window.addEventListener('popstate', () => render());
render();
