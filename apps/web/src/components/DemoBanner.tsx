import './demo-banner.css';
import { msg } from '@bingo/core';
import { useDemoPayments } from '../lib/app-info';
import { Icon } from './Icon';

interface Props {
  /**
   * 'bar': a full-width strip at the top of a layout (every page). 'overlay': a small tag in the
   * top edge of a projector screen (telão, Foguetinho in full screen), over the page's own
   * padding, so it never covers the board or the number.
   */
  variant?: 'bar' | 'overlay';
}

/**
 * Says on every page that payments are only a test while the built-in fake checkout is active.
 * No close button: on the purchase pages nobody may miss it.
 */
export function DemoBanner({ variant = 'bar' }: Props) {
  if (!useDemoPayments()) return null;
  return (
    <div className={`demo-banner demo-banner--${variant}`} role="status">
      <Icon name="cone-striped" className="demo-banner__icon" />
      <span>{msg.demoPaymentsBanner}</span>
    </div>
  );
}
