import { Button, Form, Spinner } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { cardTexts } from '../card-texts';

interface Props {
  total: number;
  selected: number;
  all: boolean;
  some: boolean;
  onToggleAll: () => void;
  onExport: () => void;
  exporting: boolean;
}

/** 'Selecionar todas' and the PDF export, kept in view while a long list scrolls. */
export function CardsToolbar({ total, selected, all, some, onToggleAll, onExport, exporting }: Props) {
  return (
    <div className="cards-toolbar">
      <Form.Check
        id="my-cards-all"
        type="checkbox"
        label={cardTexts.selectAll}
        checked={all}
        ref={(input: HTMLInputElement | null) => {
          // "Some but not all" has no HTML attribute: only the DOM property shows it.
          if (input) input.indeterminate = some;
        }}
        onChange={onToggleAll}
      />
      <span className="small text-body-secondary" aria-live="polite">
        {cardTexts.selectedCount(selected, total)}
      </span>
      <Button className="ms-auto" onClick={onExport} disabled={selected === 0 || exporting} aria-busy={exporting}>
        {exporting ? (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        ) : (
          <Icon name="file-earmark-pdf" className="me-2" />
        )}
        {exporting ? 'Gerando PDF...' : cardTexts.exportPdf}
      </Button>
    </div>
  );
}
