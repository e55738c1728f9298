import './color-dialog.css';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { LoadingState } from '../LoadingState';
import type { ColorSlot } from './color-slot';
import { ColorSlotList } from './ColorSlotList';
import { useColorHistory } from './use-color-history';

const ColorPickerPanel = lazy(() => import('./ColorPickerPanel'));

interface Props<K extends string> {
  show: boolean;
  title: string;
  slots: readonly [ColorSlot<K>, ...ColorSlot<K>[]];
  colors: Record<K, string>;
  onChange: (key: K, value: string) => void;
  onReset: () => void;
  onClose: () => void;
  /** The screen's other settings, under the colours (the telão's voice). */
  children?: ReactNode;
}

/**
 * A projected screen's colours (spec §2, §3). Changes apply at once behind a light backdrop, so
 * the operator sees the result on the projection while choosing.
 */
export function ColorDialog<K extends string>({ show, title, slots, colors, onChange, onReset, onClose, children }: Props<K>) {
  const [selected, setSelected] = useState<K>(slots[0].key);
  const { history, record } = useColorHistory();
  const slot = slots.find((s) => s.key === selected) ?? slots[0];

  const change = (value: string) => {
    onChange(selected, value);
    record(value);
  };

  return (
    <Modal show={show} onHide={onClose} size="lg" centered backdropClassName="color-dialog-backdrop" aria-labelledby="color-dialog-title">
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id="color-dialog-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="row g-4">
          <div className="col-md-5">
            <ColorSlotList slots={slots} colors={colors} selected={selected} onSelect={setSelected} />
          </div>
          <div className="col-md-7 d-flex justify-content-center">
            {show && (
              <Suspense fallback={<LoadingState />}>
                <ColorPickerPanel
                  key={selected}
                  value={colors[selected]}
                  onChange={change}
                  gradients={slot.kind === 'fill'}
                  presets={history}
                />
              </Suspense>
            )}
          </div>
        </div>
        {children && <div className="border-top mt-4 pt-3">{children}</div>}
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
