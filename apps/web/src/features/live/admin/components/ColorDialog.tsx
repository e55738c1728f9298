import { lazy, Suspense, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { LoadingState } from '../../../../components/LoadingState';
import { type BigScreenColors, COLOR_SLOTS, type ColorKey } from '../big-screen-colors';
import { useColorHistory } from '../use-color-history';
import { ColorSlotList } from './ColorSlotList';

const ColorPickerPanel = lazy(() => import('./ColorPickerPanel'));

interface Props {
  show: boolean;
  colors: BigScreenColors;
  onChange: (key: ColorKey, value: string) => void;
  onReset: () => void;
  onClose: () => void;
}

/**
 * The eight big-screen colours (spec §2, §3). Changes apply at once behind a light backdrop, so
 * the operator sees the result on the projection while choosing.
 */
export function ColorDialog({ show, colors, onChange, onReset, onClose }: Props) {
  const [selected, setSelected] = useState<ColorKey>('background');
  const { history, record } = useColorHistory();
  const slot = COLOR_SLOTS.find((s) => s.key === selected) ?? COLOR_SLOTS[0];

  const change = (value: string) => {
    onChange(selected, value);
    record(value);
  };

  return (
    <Modal show={show} onHide={onClose} size="lg" centered backdropClassName="big-screen-backdrop" aria-labelledby="color-dialog-title">
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id="color-dialog-title">Cores do telão</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="row g-4">
          <div className="col-md-5">
            <ColorSlotList colors={colors} selected={selected} onSelect={setSelected} />
          </div>
          <div className="col-md-7 d-flex justify-content-center">
            {show && (
              <Suspense fallback={<LoadingState />}>
                <ColorPickerPanel key={selected} value={colors[selected]} onChange={change} gradients={slot.kind === 'fill'} presets={history} />
              </Suspense>
            )}
          </div>
        </div>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <Button variant="secondary" onClick={onReset}>
          Restaurar padrões
        </Button>
        <Button variant="primary" onClick={onClose}>
          Fechar
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
