import { Icon } from '../../../../components/Icon';

export const VOICE_MISSING = 'Voz em português não encontrada neste computador: tocando só o sinal.';

/** Told on the projection, so the operator knows why the hall hears a chime instead of the ball. */
export function VoiceNotice() {
  return (
    <p className="big-screen__voice-notice" role="status">
      <Icon name="volume-mute-fill" /> {VOICE_MISSING}
    </p>
  );
}
