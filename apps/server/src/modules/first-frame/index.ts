// The public face of the first-frame module: all that code outside it may import (lint-enforced, docs/decisions).
export { firstFrameSource, type FirstFrame } from './first-frame';
