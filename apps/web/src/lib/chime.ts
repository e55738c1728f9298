/**
 * A short bright chime made with Web Audio (no sound file to ship or cache). Browsers may refuse
 * sound before the page was touched; the banner says it anyway, so a refusal is ignored.
 */
export function playChime(notes: readonly number[] = [880, 1318.5, 1760]): void {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const start = audio.currentTime;
    notes.forEach((frequency, i) => {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      const at = start + i * 0.12;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.5);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.55);
    });
    window.setTimeout(() => void audio.close(), 600 + notes.length * 150);
  } catch {
    // No sound device, or sound not yet allowed: the banner is the message.
  }
}
