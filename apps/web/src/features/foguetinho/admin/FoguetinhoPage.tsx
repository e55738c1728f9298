import '../foguetinho.css';
import { type CSSProperties, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { ColorDialog } from '../../../components/color/ColorDialog';
import { DemoBanner } from '../../../components/DemoBanner';
import { useStoredColors } from '../../../components/color/use-stored-colors';
import { Icon } from '../../../components/Icon';
import { useFullscreen } from '../../../lib/use-fullscreen';
import { paths } from '../../../lib/paths';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useProjectorKeys } from '../../../lib/use-projector-keys';
import { FoguetinhoStage } from '../components/FoguetinhoStage';
import { FOGUETINHO_COLORS_KEY, FOGUETINHO_SLOTS, foguetinhoTexts } from '../foguetinho-texts';
import { useFoguetinhoDraw } from '../use-foguetinho-draw';

/** /admin/foguetinho: a quick 1..50 draw for the hall's projector (spec §2, §4). */
export function FoguetinhoPage() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { phase, shown, exploding, draw } = useFoguetinhoDraw(reducedMotion);
  const { colors, setColor, reset } = useStoredColors(FOGUETINHO_COLORS_KEY, FOGUETINHO_SLOTS);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  useProjectorKeys({ openColors: () => setDialogOpen(true), toggleFullscreen }, !dialogOpen);

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
        <Button
          size="lg"
          variant="warning"
          className="foguetinho__draw"
          onClick={draw}
          disabled={phase === 'spinning'}
          aria-busy={phase === 'spinning'}
        >
          <Icon name="rocket-takeoff-fill" className="me-2" />
          {phase === 'spinning' ? foguetinhoTexts.drawing : foguetinhoTexts.draw}
        </Button>
        <p className="foguetinho__keys mb-0 d-none d-md-block">
          <kbd>Enter</kbd> cores · <kbd>F</kbd> tela cheia
        </p>
      </div>
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
