import { Form } from 'react-bootstrap';
import { canSpeak } from '../pacing/use-hall-voice';
import { MAX_BALL_SECONDS, MIN_BALL_SECONDS } from '../pacing/use-pace-settings';

interface Props {
  voice: boolean;
  onVoice: (on: boolean) => void;
  seconds: number;
  onSeconds: (seconds: number) => void;
}

/** The telão's other settings, under its colours: the voice and how long each ball stays (decisions.md §14). */
export function BallPaceSettings({ voice, onVoice, seconds, onSeconds }: Props) {
  return (
    <div className="d-grid gap-3">
      <div>
        <Form.Check
          type="switch"
          id="big-screen-voice"
          label="Anunciar as bolas em voz alta"
          checked={voice}
          onChange={(e) => onVoice(e.target.checked)}
        />
        {!canSpeak() && <Form.Text>Este navegador não tem voz para anunciar as bolas: toca só o sinal.</Form.Text>}
      </div>
      <Form.Group controlId="big-screen-ball-seconds">
        <Form.Label>Tempo mínimo de cada bola no telão (segundos)</Form.Label>
        <Form.Control
          type="number"
          min={MIN_BALL_SECONDS}
          max={MAX_BALL_SECONDS}
          step={1}
          value={seconds}
          onChange={(e) => {
            if (e.target.value !== '') onSeconds(Number(e.target.value));
          }}
          style={{ maxWidth: '8rem' }}
        />
        <Form.Text>Bolas que chegam juntas aparecem e são anunciadas uma de cada vez, em ordem.</Form.Text>
      </Form.Group>
    </div>
  );
}
