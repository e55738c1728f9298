import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('is what index.html shows before the code arrives, so the first render changes nothing on screen', () => {
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const shell = /<div id="root">(.*)<\/div>$/m.exec(html)?.[1];
    const { container } = render(<LoadingState />);
    expect(shell).toBe(container.innerHTML);
  });
});
