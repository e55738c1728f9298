import { toast } from 'react-toastify';

/**
 * All toasts go through here. The text doubles as the toast id, so the same failure reported by
 * several queries at once (e.g. the connection dropping) shows a single toast.
 */
export function notifyError(text: string): void {
  toast.error(text, { toastId: `error:${text}` });
}

export function notifyInfo(text: string): void {
  toast.info(text, { toastId: `info:${text}` });
}

export function notifySuccess(text: string, title?: string): void {
  const content = title ? (
    <div>
      <strong className="d-block">{title}</strong>
      {text}
    </div>
  ) : (
    text
  );
  toast.success(content, { toastId: `success:${title ?? ''}:${text}` });
}
