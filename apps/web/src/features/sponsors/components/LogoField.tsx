import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, imageMessages } from '@bingo/core';
import { useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { buildUrl } from '../../../lib/api-client';

interface Props {
  /** The chosen logo's URL, relative to the API base; null when there is none. */
  url: string | null;
  pending: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}

/** 'Imagem': the file is sent as soon as it is picked, then shown (at most 100 px high). */
export function LogoField({ url, pending, onFile, onRemove }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const pick = (file: File | undefined) => {
    setError(null);
    setInputKey((k) => k + 1); // picking the same file again must fire again
    if (!file) return;
    // Saves sending megabytes only to hear "too large"; the server checks again anyway.
    if (file.size > IMAGE_MAX_BYTES) return setError(imageMessages.tooLarge);
    onFile(file);
  };

  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>Imagem</Form.Label>
      <Form.Control
        key={inputKey}
        id={id}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        disabled={pending}
        isInvalid={Boolean(error)}
        aria-describedby={`${id}-help`}
        onChange={(e) => pick((e.target as HTMLInputElement).files?.[0])}
      />
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-help`}>
          {error}
        </Form.Control.Feedback>
      ) : (
        <Form.Text id={`${id}-help`}>
          Logotipo exibido no telão quando um número do patrocinador for sorteado. PNG, JPEG, WebP ou GIF, até 5 MB.
        </Form.Text>
      )}
      {(pending || url) && (
        <div className="d-flex align-items-center gap-3 mt-2">
          {pending ? (
            <span className="text-body-secondary small" role="status">
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Enviando imagem...
            </span>
          ) : (
            url && (
              <>
                <img src={buildUrl(url)} alt="Pré-visualização do logotipo" className="sponsor-logo-preview" />
                <Button variant="outline-secondary" size="sm" onClick={onRemove}>
                  <Icon name="x-lg" className="me-1" />
                  Remover imagem
                </Button>
              </>
            )
          )}
        </div>
      )}
    </Form.Group>
  );
}
