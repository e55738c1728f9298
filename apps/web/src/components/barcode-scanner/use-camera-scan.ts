import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeEan13, toCanvas } from './decode-barcode';

const FRAME_MS = 250;

/**
 * The phone's back camera in a <video>, a frame read every FRAME_MS until a barcode is found;
 * the camera is released on a find, on stop, and when the screen goes away.
 */
export function useCameraScan(onCode: (code: string) => void) {
  const video = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);
  const [active, setActive] = useState(false);
  const [failed, setFailed] = useState(false);

  const stop = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setActive(false);
  }, []);

  useEffect(() => stop, [stop]);

  const start = async () => {
    setFailed(false);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch {
      setFailed(true);
      return;
    }
    setActive(true);
    const el = video.current;
    if (!el) return;
    el.srcObject = stream.current;
    await el.play().catch(() => undefined);
    const tick = async () => {
      if (!stream.current) return;
      const canvas = await toCanvas(el);
      const code = canvas ? await decodeEan13(canvas).catch(() => null) : null;
      if (!stream.current) return;
      if (code) {
        stop();
        onCode(code);
      } else timer.current = window.setTimeout(() => void tick(), FRAME_MS);
    };
    void tick();
  };

  return { video, active, failed, start, stop };
}
