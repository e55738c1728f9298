import { describe, expect, it } from 'vitest';
import { stagesInput } from './stages';

/** The first issue of a refused list of stages: its sentence and where the form shows it. */
const refusal = (stages: unknown) => {
  const issue = stagesInput.safeParse(stages).error?.issues[0];
  return { message: issue?.message, path: issue?.path };
};

// A round's prize stages (decisions.md §14): Quina and/or Cartela cheia, each once, the full card last.
describe('the stages of a round as the admin sends them', () => {
  it('takes a quina then the full card, prizes trimmed', () => {
    expect(
      stagesInput.parse([
        { kind: 'quina', prize: ' Cesta básica ' },
        { kind: 'cartela_cheia', prize: 'TV 50"' },
      ]),
    ).toEqual([
      { kind: 'quina', prize: 'Cesta básica' },
      { kind: 'cartela_cheia', prize: 'TV 50"' },
    ]);
    expect(stagesInput.parse([{ kind: 'cartela_cheia', prize: 'TV' }])).toEqual([{ kind: 'cartela_cheia', prize: 'TV' }]);
  });

  it('refuses a stage that is neither Quina nor Cartela cheia, on its kind', () => {
    expect(refusal([{ kind: 'linha', prize: 'TV' }])).toEqual({
      message: 'Etapa inválida: escolha Quina ou Cartela cheia.',
      path: [0, 'kind'],
    });
  });

  it.each([['   '], [''], [undefined], [12]])('refuses the prize %j with the stage prize sentence, on its prize', (prize) => {
    expect(refusal([{ kind: 'cartela_cheia', prize }])).toEqual({
      message: 'Informe o prêmio de cada etapa da rodada.',
      path: [0, 'prize'],
    });
  });

  it('refuses a prize longer than 200 characters', () => {
    expect(stagesInput.safeParse([{ kind: 'cartela_cheia', prize: 'x'.repeat(201) }]).success).toBe(false);
    expect(stagesInput.safeParse([{ kind: 'cartela_cheia', prize: 'x'.repeat(200) }]).success).toBe(true);
  });

  it('refuses stages that are not a list with the full-card sentence', () => {
    expect(refusal('cartela_cheia').message).toBe('A última etapa da rodada deve ser a cartela cheia.');
  });

  it.each([
    ['no stage at all', []],
    ['only a quina', [{ kind: 'quina', prize: 'Cesta' }]],
    [
      'the quina after the full card',
      [
        { kind: 'cartela_cheia', prize: 'TV' },
        { kind: 'quina', prize: 'Cesta' },
      ],
    ],
  ])('refuses %s: the last stage must be the full card', (_, stages) => {
    expect(refusal(stages)).toEqual({ message: 'A última etapa da rodada deve ser a cartela cheia.', path: [] });
  });

  it('refuses a stage played twice', () => {
    const twice = [
      { kind: 'quina', prize: 'Cesta' },
      { kind: 'quina', prize: 'Rádio' },
      { kind: 'cartela_cheia', prize: 'TV' },
    ];
    expect(refusal(twice)).toEqual({ message: 'Cada etapa pode aparecer uma só vez na rodada.', path: [] });
    const fullCardTwice = [
      { kind: 'cartela_cheia', prize: 'Cesta' },
      { kind: 'cartela_cheia', prize: 'TV' },
    ];
    expect(stagesInput.safeParse(fullCardTwice).error?.issues.map((i) => i.message)).toEqual([
      'Cada etapa pode aparecer uma só vez na rodada.',
    ]);
  });
});
