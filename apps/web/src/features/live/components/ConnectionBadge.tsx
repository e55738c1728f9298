import { followTexts } from '@bingo/core';
import { Spinner } from 'react-bootstrap';
import type { LiveConnection } from '../api/use-live-state';

/** Whether the screen is following the draw: polling is as live as the stream for the viewer. */
export function ConnectionBadge({ connection, className = '' }: { connection: LiveConnection; className?: string }) {
  if (connection === 'connecting') {
    return (
      <span className={`live-connection ${className}`.trim()}>
        <Spinner animation="border" size="sm" aria-hidden="true" /> {followTexts.connecting}
      </span>
    );
  }
  return (
    <span className={`live-connection ${className}`.trim()}>
      <span className="live-connection__dot" aria-hidden="true" /> Ao vivo
    </span>
  );
}
