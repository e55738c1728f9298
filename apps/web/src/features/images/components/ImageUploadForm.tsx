import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, imageMessages } from '@bingo/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Card, Col, Form, Row } from 'react-bootstrap';
import { SubmitButton } from '../../../components/SubmitButton';
import { notifySuccess } from '../../../lib/notify';
import { useUploadImage } from '../api/upload-image';
import { galleryTexts } from '../gallery-texts';

/** Picks a file, shows it, and sends it with its alternative text and tag. */
export function ImageUploadForm() {
  const upload = useUploadImage();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [tag, setTag] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const preview = usePreviewUrl(file);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(galleryTexts.fileRequired);
    // Saves sending megabytes only to hear "too large"; the server checks again anyway.
    if (file.size > IMAGE_MAX_BYTES) return setError(imageMessages.tooLarge);
    upload.mutate(
      { file, alt_text: altText.trim(), tag },
      {
        onSuccess: () => {
          notifySuccess(galleryTexts.uploaded);
          setFile(null);
          setAltText('');
          setFormKey((k) => k + 1); // a file input can only be emptied by a new one
        },
      },
    );
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">Enviar imagem</h2>
        <Form noValidate onSubmit={onSubmit}>
          <Row className="g-3 align-items-start">
            <Col md={5}>
              <Form.Group controlId={`${id}-file`}>
                <Form.Label>Imagem</Form.Label>
                <Form.Control
                  key={formKey}
                  type="file"
                  accept={IMAGE_MIME_TYPES.join(',')}
                  isInvalid={Boolean(error)}
                  aria-describedby={`${id}-file-help`}
                  onChange={(e) => {
                    setFile((e.target as HTMLInputElement).files?.[0] ?? null);
                    setError(null);
                  }}
                />
                {error ? (
                  <Form.Control.Feedback type="invalid" id={`${id}-file-help`}>
                    {error}
                  </Form.Control.Feedback>
                ) : (
                  <Form.Text id={`${id}-file-help`}>PNG, JPEG, WebP ou GIF, até 5 MB.</Form.Text>
                )}
              </Form.Group>
            </Col>
            <Col md={4}>
              <Form.Group controlId={`${id}-alt`}>
                <Form.Label>Texto alternativo</Form.Label>
                <Form.Control
                  value={altText}
                  maxLength={200}
                  placeholder="Ex.: Logotipo da Padaria Pão Quente"
                  onChange={(e) => setAltText(e.target.value)}
                />
              </Form.Group>
            </Col>
            <Col md={3}>
              <Form.Group controlId={`${id}-tag`}>
                <Form.Label>Uso</Form.Label>
                <Form.Select value={tag} onChange={(e) => setTag(e.target.value)}>
                  <option value="">Geral</option>
                  <option value="sponsor">Logotipo de patrocinador</option>
                </Form.Select>
              </Form.Group>
            </Col>
          </Row>
          <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
            {preview && <img src={preview} alt="Pré-visualização da imagem selecionada" className="gallery-preview" />}
            <SubmitButton pending={upload.isPending}>Enviar imagem</SubmitButton>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}

/** An object URL for the chosen file, released when the file changes or the form goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
