import { playChime } from '../../../../lib/chime';

/**
 * What the telão's pace needs of a voice: say a text and tell when it has been said. Tests give a
 * fake; the browser's speech synthesis is below. Nothing here ever cancels an utterance: the next
 * ball waits for the end of this one (decisions.md §14).
 */
export interface BallVoice {
  say: (text: string) => Promise<void>;
}

/** The longest a ball's call may hold the next ball: some engines never fire `onend`. */
export const SPEECH_GUARD_MS = 8000;
/** How long the chime that stands in for the voice takes to ring. */
export const CHIME_MS = 900;

export const isPortuguese = (voice: Pick<SpeechSynthesisVoice, 'lang'>) => voice.lang.replace('_', '-').toLowerCase().startsWith('pt');

/** The best voice for the hall: Brazilian Portuguese first, then any Portuguese. */
export function portugueseVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  return voices.find((v) => v.lang.replace('_', '-').toLowerCase() === 'pt-br') ?? voices.find(isPortuguese);
}

/** Speaks in pt-BR with the browser, resolving on the utterance's end (or error, or the guard). */
export function speechVoice(synth: SpeechSynthesis, voice: SpeechSynthesisVoice | undefined, guardMs = SPEECH_GUARD_MS): BallVoice {
  return {
    say: (text) =>
      new Promise<void>((resolve) => {
        const guard = setTimeout(resolve, guardMs);
        const done = () => {
          clearTimeout(guard);
          resolve();
        };
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = 'pt-BR';
        if (voice) utterance.voice = voice;
        utterance.rate = 0.9;
        utterance.onend = done;
        utterance.onerror = done;
        synth.speak(utterance);
      }),
  };
}

/** Without a Portuguese voice the hall hears the chime rather than a ball called in English. */
export const chimeVoice = (ring: () => void = playChime): BallVoice => ({
  say: () =>
    new Promise<void>((resolve) => {
      ring();
      setTimeout(resolve, CHIME_MS);
    }),
});
