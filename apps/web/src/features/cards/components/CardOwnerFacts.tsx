import { formatPhone, type MyCard } from '@bingo/core';

const NOT_GIVEN = 'Não informado';

/** Spec §3: a card carries its holder's name, address and contact; the owner sees them under the grid. */
export function CardOwnerFacts({ card }: { card: Pick<MyCard, 'full_name' | 'address' | 'contact'> }) {
  const facts = [
    { label: 'Nome', value: card.full_name },
    { label: 'Endereço', value: card.address },
    // A phone kept as bare digits reads as one; an e-mail or anything else stays as typed.
    { label: 'Contato', value: card.contact && formatPhone(card.contact) },
  ];
  return (
    <dl className="my-card__facts small mb-0">
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={value ? 'text-break' : 'text-body-secondary'}>{value || NOT_GIVEN}</dd>
        </div>
      ))}
    </dl>
  );
}
