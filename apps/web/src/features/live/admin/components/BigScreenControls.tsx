import { Icon } from '../../../../components/Icon';
import type { LiveConnection } from '../../api/use-live-state';
import { ConnectionBadge } from '../../components/ConnectionBadge';

interface Props {
  connection: LiveConnection;
  fullscreen: boolean;
  /** The voice that calls the balls: a button of its own, not only inside the colours. */
  voice: boolean;
  onVoice: () => void;
  onColors: () => void;
  onFullscreen: () => void;
}

/** The operator's corner: faint on the projection, clear on hover or keyboard focus. */
export function BigScreenControls({ connection, fullscreen, voice, onVoice, onColors, onFullscreen }: Props) {
  return (
    <div className="big-screen__controls">
      <ConnectionBadge connection={connection} className="big-screen__connection" />
      <button type="button" className="btn btn-sm btn-light" onClick={onVoice} aria-pressed={voice}>
        <Icon name={voice ? 'volume-up-fill' : 'volume-mute-fill'} /> {voice ? 'Voz ligada' : 'Voz desligada'}
      </button>
      <button type="button" className="btn btn-sm btn-light" onClick={onColors} aria-keyshortcuts="Enter">
        <Icon name="palette" /> Cores <kbd>Enter</kbd>
      </button>
      <button type="button" className="btn btn-sm btn-light" onClick={onFullscreen} aria-keyshortcuts="F" aria-pressed={fullscreen}>
        <Icon name={fullscreen ? 'fullscreen-exit' : 'arrows-fullscreen'} /> Tela cheia <kbd>F</kbd>
      </button>
    </div>
  );
}
