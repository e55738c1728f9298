import { useEffect, useState } from 'react';
import { type BallVoice, chimeVoice, portugueseVoice, speechVoice } from './ball-voice';

/** Whether this browser can speak at all (some kiosk builds ship without voices). */
export const canSpeak = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';

const voices = () => (canSpeak() ? (window.speechSynthesis.getVoices?.() ?? []) : []);

/**
 * The voice the telão calls balls with while switched on: the machine's Portuguese voice, or the
 * chime when it has none (`missingPortuguese`, shown to the operator). Voices load late in
 * Chromium, so the list is read again on `voiceschanged`.
 */
export function useHallVoice(enabled: boolean): { voice: BallVoice | null; missingPortuguese: boolean } {
  const [list, setList] = useState(voices);
  useEffect(() => {
    if (!enabled || !canSpeak()) return;
    const synth = window.speechSynthesis;
    const update = () => setList(synth.getVoices?.() ?? []);
    update();
    synth.addEventListener?.('voiceschanged', update);
    return () => synth.removeEventListener?.('voiceschanged', update);
  }, [enabled]);
  if (!enabled) return { voice: null, missingPortuguese: false };
  const pt = portugueseVoice(list);
  if (!pt || !canSpeak()) return { voice: chimeVoice(), missingPortuguese: true };
  return { voice: speechVoice(window.speechSynthesis, pt), missingPortuguese: false };
}
