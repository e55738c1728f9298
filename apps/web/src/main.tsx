// First: before any module builds a zod schema (lib/zod-jitless.ts says why).
import './lib/zod-jitless';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './styles/app.css';
// The rules of what the server draws of a visitor's /verificacao/{id} before the code arrives
// (docs/decisions/042): in the first stylesheet, or the page would move when the screen's came in.
import './components/bingo/bingo.css';
import './features/live/live.css';
import './features/live/acumulado-line.css';
// Minhas Cartelas' rules too: the entry may draw that page from the buyer's last visit before the
// screen's own stylesheet has come (docs/decisions/048).
import './features/cards/cards.css';
// The app shell's own rules, in the first stylesheet too: the shell is evaluated in a later stage
// (below), and its stylesheet would otherwise come with it, after the first paint
// (build-plugins/staged-entry.ts checks that none is left out).
import './app/layouts/buyer/buyer-layout.css';
import './components/demo-banner.css';
import { drawFirstVisit, dropVisitorInvite } from './app/first-visit';
import { fetchHeldCode } from './lib/held-code';
import { afterNextPaint, nextTask } from './lib/next-task';
import { drawSnapshot } from './lib/page-snapshot';
import { replayTapOnceDrawn } from './lib/tap-replay';
import { applyTheme, matchDrawnThemeToggle, preferredTheme } from './lib/theme-preference';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');
// Before the first paint: the page (the server's, or the one drawn below) in the user's theme.
const theme = preferredTheme();
applyTheme(theme);
// A returning buyer's page from their last visit, read before the code arrives (docs/decisions/048);
// without that copy, drawn from the server's answer as soon as it comes (049).
if (!drawSnapshot(container)) await drawFirstVisit(container);
dropVisitorInvite(container);
matchDrawnThemeToggle(container, theme);
// What is drawn answers no tap until React has drawn it again: the last one is pressed then.
replayTapOnceDrawn(container);

// The app's code, fetched all at once (index.html preloads every chunk: build-plugins/staged-entry.ts),
// is evaluated in stages, each in a task of its own, instead of one long task a slow phone feels
// as a frozen page (docs/decisions/046). Each stage only imports; the last one starts the app.
// Not before the first paint: the page the server sent (its spinner, or the top it drew) is on
// screen first, however fast the code came.
await afterNextPaint();
// On a page whose top the server drew, or the browser may draw, the code itself is fetched only now
// (docs/decisions/047, 048).
await fetchHeldCode();
await import('./app/stages/react-stage');
await nextTask();
await import('./app/stages/ui-kit-stage');
await nextTask();
const { startApp } = await import('./app/start');
await startApp(container);
