import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REGULAMENTO_DEFAULTS, secureRandom, type PaymentStatus } from '@bingo/core';
import type { Db } from '../client';
import {
  drawnNumbers,
  events,
  purchaseStatusChanges,
  purchases,
  regulamentos,
  rounds,
  sponsorNumbers,
  sponsors,
  sponsorships,
  users,
} from '../schema';
import { hashPassword } from '../../lib/passwords';
import { createCards } from '../../modules/cards';
import { ImagesService } from '../../modules/images';
import { RoundRecordWriter } from '../../modules/round-records';

/** The demo buyer; its known password is used only on a local install (decisions.md §12). */
export const DEMO_BUYER = { email: 'maria@bingo.local', password: 'bingo12345' };

export interface DemoSummary {
  eventId: number;
  buyerEmail: string;
  buyerPassword: string;
  cards: number;
}

const buyerNames = [
  'Ana Souza',
  'Bruno Lima',
  'Carla Mendes',
  'Diego Alves',
  'Elaine Costa',
  'Fábio Rocha',
  'Gabriela Dias',
  'Heitor Nunes',
  'Isabela Martins',
  'João Pereira',
  'Karina Barros',
  'Lucas Ferreira',
  'Marcos Ribeiro',
  'Natália Gomes',
  'Otávio Cardoso',
  'Paula Teixeira',
  'Rafael Moreira',
  'Sandra Freitas',
  'Tiago Araújo',
];

const demoSponsors: {
  name: string;
  logo: string;
  contact: string;
  amount: number;
  status: PaymentStatus;
  method: string;
  numbers: number[];
}[] = [
  {
    name: 'Padaria Pão Quente',
    logo: 'padaria-pao-quente',
    contact: '(11) 3456-7890',
    amount: 300,
    status: 'pago',
    method: 'PIX',
    numbers: [7, 22, 38],
  },
  {
    name: 'Mercado Bom Preço',
    logo: 'mercado-bom-preco',
    contact: 'contato@bompreco.com.br',
    amount: 500,
    status: 'pago',
    method: 'Boleto',
    numbers: [7, 51, 64, 70],
  },
  {
    name: 'Farmácia Saúde',
    logo: 'farmacia-saude',
    contact: '(11) 99876-5432',
    amount: 250,
    status: 'parcial',
    method: 'Dinheiro',
    numbers: [12, 45],
  },
  {
    name: 'Auto Peças Irmãos',
    logo: 'auto-pecas-irmaos',
    contact: '(11) 2233-4455',
    amount: 200,
    status: 'pendente',
    method: 'PIX',
    numbers: [3, 33, 61],
  },
  {
    name: 'Sorveteria Gelato',
    logo: 'sorveteria-gelato',
    contact: 'gelato@exemplo.com.br',
    amount: 150,
    status: 'atrasado',
    method: 'Boleto',
    numbers: [19, 56],
  },
];

/** The demo sponsors' logos ship with the server and go in through the gallery's own checks. */
async function storeLogo(tx: Db, file: string, name: string): Promise<number> {
  const bytes = fs.readFileSync(fileURLToPath(new URL(`./logos/${file}.png`, import.meta.url)));
  return (await new ImagesService(tx).create({ bytes, fields: { alt_text: `Logotipo de ${name}`, tag: 'sponsor' } })).id;
}

/** Shuffled balls 1..75 from the CSPRNG. */
function shuffledBalls(): number[] {
  const balls = Array.from({ length: 75 }, (_, i) => i + 1);
  for (let i = balls.length - 1; i > 0; i--) {
    const j = secureRandom(i + 1);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls;
}

/** A bingo night in progress: event, three rounds (one finished, one running), sponsors, buyers and cards. */
export async function seedDemo(tx: Db, buyerPassword: string): Promise<DemoSummary> {
  const start = new Date();
  start.setUTCHours(22, 30, 0, 0);
  const [event] = await tx
    .insert(events)
    .values({ name: 'Bingo Beneficente da Paróquia São José', startDate: start, roundsCount: 3, status: 'em_andamento', cardPrice: 10 })
    .returning();
  const eventId = event!.id;

  const [r1, r2] = await tx
    .insert(rounds)
    .values([
      { eventId, number: 1, prize: 'Cesta básica completa', type: 'presencial', status: 'finished', startedAt: start, finishedAt: start },
      {
        eventId,
        number: 2,
        prize: 'Smart TV 50 polegadas',
        type: 'hibrida',
        notes: 'Rodada principal da noite',
        status: 'in_progress',
        startedAt: new Date(),
      },
      { eventId, number: 3, prize: 'Bicicleta aro 29', type: 'hibrida', status: 'not_started' },
    ])
    .returning();
  await seedRegulamento(tx, eventId, start);

  // Each demo company sponsors tonight's night (its value, payment and numbers are tonight's).
  for (const s of demoSponsors) {
    const [company] = await tx
      .insert(sponsors)
      .values({ name: s.name, imageId: await storeLogo(tx, s.logo, s.name), contactInfo: s.contact })
      .returning({ id: sponsors.id });
    const [sponsorship] = await tx
      .insert(sponsorships)
      .values({
        sponsorId: company!.id,
        eventId,
        amount: s.amount,
        paymentStatus: s.status,
        paymentMethod: s.method,
        paymentDate: s.status === 'pago' ? start.toISOString().slice(0, 10) : null,
      })
      .returning({ id: sponsorships.id });
    await tx.insert(sponsorNumbers).values(s.numbers.map((number) => ({ sponsorshipId: sponsorship!.id, number })));
  }

  const buyerHash = await hashPassword(buyerPassword);
  const people = [
    { name: 'Maria Demonstração', email: DEMO_BUYER.email },
    ...buyerNames.map((name, i) => ({ name, email: `comprador${i + 1}@bingo.local` })),
  ];
  const buyers = await tx
    .insert(users)
    .values(
      people.map((p, i) => ({
        name: p.name,
        email: p.email,
        passwordHash: buyerHash,
        phone: `1199${String(1000000 + i * 7919).slice(0, 7)}`,
      })),
    )
    .returning({ id: users.id, name: users.name, phone: users.phone });

  let total = 0;
  for (const [i, buyer] of buyers.entries()) {
    const quantidade = i === 0 ? 4 : 1 + (i % 5);
    const [purchase] = await tx
      .insert(purchases)
      .values({
        userId: buyer.id,
        eventId,
        quantidade,
        unitPrice: 10,
        gross: quantidade * 10,
        total: quantidade * 10,
        status: 'aprovado',
        paymentId: `demo_${buyer.id}`,
        fullName: buyer.name,
        phoneNumber: buyer.phone,
        regulamentoVersion: 1,
      })
      .returning({ id: purchases.id });
    // Its history as a real purchase has it (the Compras screen shows it): opened, then paid.
    await tx.insert(purchaseStatusChanges).values([
      { purchaseId: purchase!.id, fromStatus: null, toStatus: 'pendente', source: 'checkout' },
      { purchaseId: purchase!.id, fromStatus: 'pendente', toStatus: 'aprovado', providerStatus: 'paid', source: 'webhook' },
    ]);
    await createCards(tx, eventId, quantidade, () => ({
      status: 'digital',
      userId: buyer.id,
      purchaseId: purchase!.id,
      fullName: buyer.name,
      contact: buyer.phone,
    }));
    total += quantidade;
  }
  // The balls go in after the cards, each with its entry in the round's public record (docs/decisions/015),
  // so the demo's record pages have something to check.
  await playDemoRound(tx, r1!.id, shuffledBalls().slice(0, 48), true);
  await playDemoRound(tx, r2!.id, shuffledBalls().slice(0, 14), false);
  return { eventId, buyerEmail: DEMO_BUYER.email, buyerPassword, cards: total };
}

async function playDemoRound(tx: Db, roundId: number, balls: number[], finish: boolean): Promise<void> {
  const record = new RoundRecordWriter(tx);
  await record.started(roundId);
  for (const number of balls) {
    await tx.insert(drawnNumbers).values({ roundId, number });
    await record.ballDrawn(roundId, number);
  }
  if (finish) await record.finished(roundId);
}

/** The night's rules (decisions.md §15), so the demo shows the public page and the checkout's acceptance. */
async function seedRegulamento(tx: Db, eventId: number, night: Date): Promise<void> {
  const day = (offset: number) => new Date(night.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await tx.insert(regulamentos).values({
    eventId,
    version: 1,
    entidade: 'Paróquia São José',
    cnpj: '11222333000181',
    finalidade: 'Reforma do telhado da igreja matriz e cestas básicas para as famílias da pastoral.',
    contato: 'Secretaria paroquial, (11) 3333-4444',
    salesFrom: day(-30),
    salesTo: day(0),
    sorteio: REGULAMENTO_DEFAULTS.sorteio,
    empate: REGULAMENTO_DEFAULTS.empate,
    prazoRetirada: '30 dias após o sorteio, na secretaria paroquial',
    rounds: [
      { number: 1, prize: 'Cesta básica completa' },
      { number: 2, prize: 'Smart TV 50 polegadas' },
      { number: 3, prize: 'Bicicleta aro 29' },
    ],
  });
}
