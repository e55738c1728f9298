import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayTapOnceDrawn } from './tap-replay';

// A tap on a page drawn before the app's code is pressed again on React's page once it is in.
const DRAWN =
  '<div class="page"><button type="button">Comprar</button><button type="button" title="Modo escuro">Modo escuro</button>' +
  '<button type="button">Adicionar cartela de papel</button><button type="button">Adicionar cartela de papel</button></div>';

/** React's page: the same buttons, now with handlers, replacing what was drawn. */
function renderApp(root: HTMLElement, pressed: string[]) {
  root.replaceChildren();
  const page = document.createElement('div');
  page.innerHTML = DRAWN;
  page
    .querySelectorAll('button')
    .forEach((button, i) => button.addEventListener('click', () => pressed.push(`${i}:${button.textContent}`)));
  root.append(...page.childNodes);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('a tap on the drawn page, before the code (docs/decisions/049)', () => {
  it('presses the same button, the same one of its kind, once the app has drawn the page', async () => {
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { innerHTML: DRAWN }));
    replayTapOnceDrawn(root);
    root.querySelectorAll('button')[3]!.click();
    const pressed: string[] = [];
    renderApp(root, pressed);
    await flush();
    expect(pressed).toEqual(['3:Adicionar cartela de papel']);
  });

  it('presses only the last button tapped, once, and nothing after the app is in', async () => {
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { innerHTML: DRAWN }));
    replayTapOnceDrawn(root);
    root.querySelectorAll('button')[0]!.click();
    root.querySelectorAll('button')[1]!.click();
    const pressed: string[] = [];
    renderApp(root, pressed);
    await flush();
    root.querySelectorAll('button')[2]!.click();
    await flush();
    expect(pressed).toEqual(['1:Modo escuro', '2:Adicionar cartela de papel']);
  });

  it('presses nothing when nothing was tapped, or when the app never came in time', async () => {
    vi.useFakeTimers();
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { innerHTML: DRAWN }));
    replayTapOnceDrawn(root, 1_000);
    vi.advanceTimersByTime(1_000);
    root.querySelectorAll('button')[0]!.click();
    const pressed: string[] = [];
    renderApp(root, pressed);
    await vi.runAllTimersAsync();
    expect(pressed).toEqual([]);
  });

  it('ticks again on React’s page each box tapped an odd number of times, then presses the button', async () => {
    const boxes =
      '<div class="page"><input id="all" type="checkbox"><label for="all">Selecionar todas</label>' +
      '<input type="checkbox" aria-label="Cartela #7"><input type="checkbox" aria-label="Cartela #9">' +
      '<button type="button">Exportar PDF</button></div>';
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { innerHTML: boxes }));
    replayTapOnceDrawn(root);
    const [all, seven, nine] = [...root.querySelectorAll('input')];
    root.querySelector('label')!.click(); // a tap on the label ticks its box
    seven!.click();
    nine!.click();
    nine!.click(); // ticked and unticked: nothing to do
    root.querySelector('button')!.click();
    expect([all!.checked, seven!.checked, nine!.checked]).toEqual([true, true, false]);

    const events: string[] = [];
    root.replaceChildren();
    const page = document.createElement('div');
    page.innerHTML = boxes.replace('id="all"', 'id="r1"').replace('for="all"', 'for="r1"');
    page
      .querySelectorAll('input, button')
      .forEach((control) =>
        control.addEventListener('click', () => events.push(control.getAttribute('aria-label') ?? (control.id || control.textContent))),
      );
    root.append(...page.childNodes);
    await flush();
    const [newAll, newSeven, newNine] = [...root.querySelectorAll('input')];
    expect(events).toEqual(['r1', 'Cartela #7', 'Exportar PDF']);
    expect([newAll!.checked, newSeven!.checked, newNine!.checked]).toEqual([true, true, false]);
  });
});
