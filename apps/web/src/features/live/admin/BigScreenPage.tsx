import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the big screen has no app shell, hence the container. */
export function BigScreenPage() {
  return (
    <main className="container py-4">
      <UnderConstruction title="Telão" description="Em breve: o painel ao vivo para projetar o sorteio no salão." />
    </main>
  );
}
