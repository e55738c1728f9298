import '../foguetinho.css';
import { foguetinhoSpinBody } from '@bingo/core';
import { type CSSProperties, useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { ColorDialog } from '../../../components/color/ColorDialog';
import { DemoBanner } from '../../../components/DemoBanner';
import { useStoredColors } from '../../../components/color/use-stored-colors';
import { Icon } from '../../../components/Icon';
import { useActiveEvent } from '../../../lib/active-event';
import { useFullscreen } from '../../../lib/use-fullscreen';
import { paths } from '../../../lib/paths';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useProjectorKeys } from '../../../lib/use-projector-keys';
import { useFoguetinhoSpins } from '../api/list-foguetinho-spins';
import { useSpinFoguetinho } from '../api/spin-foguetinho';
import { FoguetinhoRange } from '../components/FoguetinhoRange';
import { FoguetinhoSpinList } from '../components/FoguetinhoSpinList';
import { FoguetinhoStage } from '../components/FoguetinhoStage';
import { FOGUETINHO, FOGUETINHO_COLORS_KEY, FOGUETINHO_SLOTS, foguetinhoTexts } from '../foguetinho-texts';
import { useFoguetinhoDraw } from '../use-foguetinho-draw';

/** The range as typed, checked with the server's own schema: its first pt-BR sentence, or the numbers. */
function readRange(typed: { min: string; max: string }) {
  const parsed = foguetinhoSpinBody.safeParse(typed);
  return parsed.success ? { range: parsed.data, error: null } : { range: null, error: parsed.error.issues[0]!.message };
}

/**
 * /admin/foguetinho: a quick draw for the hall's projector (spec §2, §4), 1 to 50 unless the range
 * is changed. The server draws and keeps each spin in the active event (decisions.md §15).
 */
export function FoguetinhoPage() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { phase, shown, exploding, draw } = useFoguetinhoDraw(reducedMotion);
  const { colors, setColor, reset } = useStoredColors(FOGUETINHO_COLORS_KEY, FOGUETINHO_SLOTS);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const [typed, setTyped] = useState({ min: String(FOGUETINHO.min), max: String(FOGUETINHO.max) });
  const { range, error } = readRange(typed);
  const active = useActiveEvent();
  const event = active.data ?? null;
  const spin = useSpinFoguetinho(event?.id ?? null);
  const spins = useFoguetinhoSpins(event?.id ?? null);
  useProjectorKeys({ openColors: () => setDialogOpen(true), toggleFullscreen }, !dialogOpen);
  const { refetch } = spins;
  // The list learns of a spin only when its number has landed on the stage.
  useEffect(() => {
    if (phase === 'result' && event) void refetch();
  }, [phase, event, refetch]);

  const start = () => {
    if (!range || !event) return;
    draw(range, async (r) => (await spin.mutateAsync(r)).number);
  };

  const style = {
    '--fog-bg': colors.background,
    '--fog-title': colors.title,
    '--fog-number': colors.number,
    '--fog-burst': colors.explosion,
  } as CSSProperties;
  return (
    <main className="foguetinho" style={style} aria-labelledby="foguetinho-title">
      {/* A projected screen outside the admin layout: the stage carries its own banner. */}
      <DemoBanner variant="overlay" />
      <header className="foguetinho__header">
        <h1 id="foguetinho-title" className="foguetinho__title">
          <Icon name="rocket-takeoff" className="me-2" />
          {foguetinhoTexts.title}
        </h1>
        <div className="d-flex gap-2">
          <Link className="btn btn-light btn-sm" to={paths.admin.eventos}>
            <Icon name="arrow-left" className="me-1" />
            Voltar
          </Link>
          <Button variant="light" size="sm" onClick={() => setDialogOpen(true)} title="Enter">
            <Icon name="palette" className="me-1" />
            Cores
          </Button>
          <Button variant="light" size="sm" onClick={toggleFullscreen} title="F">
            <Icon name={fullscreen ? 'fullscreen-exit' : 'fullscreen'} className="me-1" />
            {fullscreen ? 'Sair da tela cheia' : 'Tela cheia'}
          </Button>
        </div>
      </header>
      <FoguetinhoStage phase={phase} shown={shown} exploding={exploding} />
      <div className="foguetinho__actions">
        {active.isSuccess && !event && (
          <p className="foguetinho__hint foguetinho__hint--small" role="alert">
            {foguetinhoTexts.noEvent}
          </p>
        )}
        <FoguetinhoRange {...typed} error={error} disabled={phase === 'spinning'} onChange={setTyped} />
        <Button
          size="lg"
          variant="warning"
          className="foguetinho__draw"
          onClick={start}
          disabled={phase === 'spinning' || !range || !event}
          aria-busy={phase === 'spinning'}
        >
          <Icon name="rocket-takeoff-fill" className="me-2" />
          {phase === 'spinning' ? foguetinhoTexts.drawing : foguetinhoTexts.draw}
        </Button>
        <p className="foguetinho__keys mb-0 d-none d-md-block">
          <kbd>Enter</kbd> cores · <kbd>F</kbd> tela cheia
        </p>
      </div>
      {event && <FoguetinhoSpinList eventName={event.name} spins={spins.data ?? []} />}
      <ColorDialog
        show={dialogOpen}
        title={foguetinhoTexts.colors}
        slots={FOGUETINHO_SLOTS}
        colors={colors}
        onChange={setColor}
        onReset={reset}
        onClose={() => setDialogOpen(false)}
      />
    </main>
  );
}
