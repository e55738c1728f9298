import './barcode-scanner.css';
import { useRef, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { Icon } from '../Icon';
import { decodeEan13, toCanvas } from './decode-barcode';
import { scannerTexts } from './scanner-texts';
import { useCameraScan } from './use-camera-scan';

/**
 * Reading a card's barcode: the live camera, or a photo chosen from the phone (also the way on
 * a phone that refused the camera, and on a computer without one). Shared by the seller's sale
 * and the buyer's paper card; import it only from a screen loaded on demand, so the decoder never
 * weighs on the first load.
 */
export function ScanButtons({ onCode }: { onCode: (code: string) => void }) {
  const camera = useCameraScan(onCode);
  const file = useRef<HTMLInputElement | null>(null);
  const [reading, setReading] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);

  const readPhoto = async (photo: File | undefined) => {
    if (!photo) return;
    camera.stop();
    setReading(true);
    setPhotoFailed(false);
    try {
      const canvas = await toCanvas(photo);
      const code = canvas ? await decodeEan13(canvas) : null;
      if (code) onCode(code);
      else setPhotoFailed(true);
    } catch {
      setPhotoFailed(true);
    } finally {
      setReading(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="barcode-scan">
      <div className="d-flex flex-wrap gap-2">
        {camera.active ? (
          <Button variant="outline-secondary" onClick={camera.stop}>
            <Icon name="stop-circle" className="me-1" />
            {scannerTexts.stopCamera}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void camera.start()}>
            <Icon name="upc-scan" className="me-1" />
            {scannerTexts.scanCamera}
          </Button>
        )}
        <Button variant="outline-primary" onClick={() => file.current?.click()} disabled={reading}>
          {reading ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : <Icon name="image" className="me-1" />}
          {reading ? scannerTexts.reading : scannerTexts.choosePhoto}
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          className="d-none"
          aria-label={scannerTexts.choosePhoto}
          data-testid="barcode-photo-input"
          onChange={(e) => void readPhoto(e.target.files?.[0])}
        />
      </div>
      <div className={camera.active ? 'barcode-camera mt-2' : 'd-none'}>
        <video ref={camera.video} muted playsInline aria-label={scannerTexts.cameraHint} />
        <p className="small text-body-secondary mb-0 mt-1">{scannerTexts.cameraHint}</p>
      </div>
      {camera.failed && (
        <Alert variant="warning" className="mt-2 mb-0 py-2">
          {scannerTexts.cameraDenied}
        </Alert>
      )}
      {photoFailed && (
        <Alert variant="warning" className="mt-2 mb-0 py-2">
          {scannerTexts.noCodeInPhoto}
        </Alert>
      )}
    </div>
  );
}
